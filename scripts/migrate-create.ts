/**
 * `npm run migrate:create -- <name>`: writes the migration for both dialects, so that SQLite and
 * PostgreSQL never drift apart. PostgreSQL generation uses a throwaway database on
 * MIGRATIONS_DATABASE_URL (default: the local server at 127.0.0.1:5432).
 */
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import pg from 'pg'

import { fixSqliteMigrationFile } from './lib/sqlite-migration-fix'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const name = process.argv[2]
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('✖ usage: npm run migrate:create -- <name_in_snake_case>')
  process.exit(1)
}

function payloadCli(env: Record<string, string>): void {
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/payload/bin.js'), 'migrate:create', name!, '--skip-empty'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env, DISABLE_PAYLOAD_HMR: 'true' },
    },
  )
  if (result.status !== 0)
    throw new Error(`payload migrate:create failed for ${env.DATABASE_URL ?? 'sqlite'}`)
}

async function main(): Promise<void> {
  const sqliteDir = path.join(root, 'src/migrations/sqlite')
  const before = new Set(fs.readdirSync(sqliteDir))
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sylva-migrations-'))
  try {
    payloadCli({ DATA_DIR: dataDir, DATABASE_URL: '' })
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  for (const file of fs
    .readdirSync(sqliteDir)
    .filter((name) => name.endsWith('.ts') && name !== 'index.ts' && !before.has(name))) {
    if (fixSqliteMigrationFile(path.join(sqliteDir, file)))
      console.log(`▸ completed the foreign keys of ${file}`)
  }

  const adminUrl =
    process.env.MIGRATIONS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
  const database = `sylva_migrations_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    await admin.query(`create database ${database}`)
    const url = new URL(adminUrl)
    url.pathname = `/${database}`
    payloadCli({ DATABASE_URL: url.toString() })
  } finally {
    await admin.query(`drop database if exists ${database} with (force)`)
    await admin.end()
  }
}

main().catch((error: unknown) => {
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
