/** `npm run migrate`: applies pending migrations to the configured database (no seed). */
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import nextEnv from '@next/env'

import { ConfigError, readEnv } from '../src/lib/platform/config/env'
import { checkDatabase } from './lib/preflight'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

async function main(): Promise<void> {
  nextEnv.loadEnvConfig(root)
  process.env.DISABLE_PAYLOAD_HMR = 'true'
  const env = readEnv()
  await checkDatabase(env, { init: process.argv.includes('--init') })
  const { migrateOnly } = await import('../src/lib/seed/bootstrap')
  const result = await migrateOnly()
  console.log(
    result.migrationsApplied.length
      ? `✔ ${result.dialect}: applied ${result.migrationsApplied.join(', ')}`
      : `✔ ${result.dialect}: the database is up to date`,
  )
}

main().catch((error: unknown) => {
  console.error(
    `✖ ${error instanceof ConfigError ? error.message : error instanceof Error ? error.message : String(error)}`,
  )
  process.exit(1)
})
