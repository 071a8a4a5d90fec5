/**
 * `npm run restore -- <backup folder>`: puts a backup back in place of the current database and media.
 * Stop the site first; start it again afterwards (pending migrations then apply as usual).
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import nextEnv from '@next/env'

import { ConfigError, readEnv } from '../src/lib/platform/config/env'
import { restoreBackup } from '../src/lib/platform/db/backup'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

async function main(): Promise<void> {
  const source = process.argv[2]
  if (!source) throw new Error('usage: npm run restore -- <backup folder>')
  nextEnv.loadEnvConfig(root)
  const env = readEnv()
  const manifest = await restoreBackup(env, path.resolve(source))
  console.log(`✔ restored the ${manifest.dialect} backup of ${manifest.createdAt}`)
}

main().catch((error: unknown) => {
  console.error(
    `✖ ${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}`,
  )
  process.exit(1)
})
