/**
 * Runs before each integration test file, in that file's own process: a throwaway data directory and,
 * on PostgreSQL, a fresh database, both configured before anything reads the environment.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { afterAll, inject } from 'vitest'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sylva-int-'))
process.env.DATA_DIR = dataDir
process.env.DISABLE_PAYLOAD_HMR = 'true'
process.env.LOG_LEVEL ??= 'warn'
delete process.env.DATABASE_URL
delete process.env.SITE_URL
delete process.env.ADMIN_EMAIL
delete process.env.ADMIN_PASSWORD
delete process.env.APP_MODE
delete process.env.SMTP_URL
delete process.env.REDIS_URL
delete process.env.REDIS_KEY_PREFIX
delete process.env.TRUST_PROXY
process.env.PORT = '3000'

if (process.env.TEST_DB_DIALECT === 'postgres') {
  const runId = inject('postgresRunId')
  const database = `${runId}_${randomBytes(4).toString('hex')}`
  const url = new URL(process.env.TEST_DATABASE_URL ?? '')
  const client = new pg.Client({ connectionString: url.toString() })
  await client.connect()
  await client.query(`create database "${database}"`)
  await client.end()
  url.pathname = `/${database}`
  process.env.DATABASE_URL = url.toString()
  // The production-like run: PostgreSQL, and Redis for rate limits and one-time tokens when offered.
  // Keys of their own: member ids repeat from one database to the next, and the server outlives runs.
  if (process.env.TEST_REDIS_URL) {
    process.env.REDIS_URL = process.env.TEST_REDIS_URL
    process.env.REDIS_KEY_PREFIX = `${database}:`
  }
}

afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true })
})
