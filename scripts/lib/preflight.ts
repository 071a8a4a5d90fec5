/**
 * Checks that turn the usual start-up failures into one line naming the variable, before Payload would
 * print a stack trace.
 */
import fs from 'node:fs'

import pg from 'pg'

import { ConfigError, type Env } from '../../src/lib/config/env'

const PG_TIMEOUT_MS = 5000

function describePgError(error: unknown, host: string): string | undefined {
  const code = (error as { code?: string }).code
  const message = error instanceof Error ? error.message : String(error)
  switch (code) {
    case '3D000':
      return undefined // the database does not exist yet: Payload creates it
    case 'ECONNREFUSED':
      return `cannot reach PostgreSQL at ${host} (connection refused; is the server running?)`
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `cannot reach PostgreSQL: host "${host.split(':')[0]}" not found`
    case '28P01':
    case '28000':
      return `was refused by PostgreSQL at ${host}: authentication failed for this user`
    default:
      return `cannot connect to PostgreSQL at ${host} (${code ?? message})`
  }
}

export async function checkDatabase(env: Env): Promise<void> {
  if (env.database.dialect === 'sqlite') {
    try {
      fs.mkdirSync(env.dataDir, { recursive: true })
      fs.accessSync(env.dataDir, fs.constants.W_OK)
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? String(error)
      throw new ConfigError('DATA_DIR', `is not writable: ${env.dataDir} (${code})`)
    }
    return
  }
  const url = new URL(env.database.url)
  const host = `${url.hostname}:${url.port || '5432'}`
  const client = new pg.Client({
    connectionString: env.database.url,
    connectionTimeoutMillis: PG_TIMEOUT_MS,
  })
  try {
    await client.connect()
  } catch (error) {
    const problem = /timeout/i.test(String(error))
      ? `cannot reach PostgreSQL at ${host} (no answer within ${PG_TIMEOUT_MS / 1000} s)`
      : describePgError(error, host)
    if (problem) throw new ConfigError('DATABASE_URL', problem)
  } finally {
    await client.end().catch(() => undefined)
  }
}
