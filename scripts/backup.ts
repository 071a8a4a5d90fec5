/**
 * `npm run backup [-- <folder>]`: a consistent copy of the database and media, safe while the site runs.
 * Default folder: DATA_DIR/backups/sylva-<date>.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import nextEnv from '@next/env'

import { ConfigError, readEnv } from '../src/lib/platform/config/env'
import { backupDirName, createBackup } from '../src/lib/platform/db/backup'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

async function main(): Promise<void> {
  nextEnv.loadEnvConfig(root)
  const env = readEnv()
  const target = path.resolve(process.argv[2] ?? path.join(env.dataDir, 'backups', backupDirName()))
  const manifest = await createBackup(env, target)
  const files = manifest.files ?? []
  const megabytes = files.reduce((sum, file) => sum + file.bytes, 0) / 1e6
  console.log(
    `✔ ${manifest.dialect} backup written to ${target} with ${files.length} files from ${manifest.storage} storage (${megabytes.toFixed(1)} MB)`,
  )
}

main().catch((error: unknown) => {
  console.error(
    `✖ ${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}`,
  )
  process.exit(1)
})
