/**
 * Checks that turn the usual start-up failures into one line naming the variable, before Payload would
 * print a stack trace. In production a database that does not exist yet (or cannot be read) stops the
 * start: a wrong path or URL must never look like a brand-new, empty site that reports itself healthy.
 * `npm start -- --init` creates a new site on purpose.
 */
import fs from 'node:fs'

import pg from 'pg'

import { ConfigError, type Env } from '../../src/lib/platform/config/env'

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

const INIT_HINT = 'start once with `npm start -- --init` to create a new site there'

export async function checkDatabase(env: Env, { init = false } = {}): Promise<void> {
  const mustExist = env.mode === 'production' && !init
  if (env.database.dialect === 'sqlite') {
    const variable = process.env.DATABASE_URL ? 'DATABASE_URL' : 'DATA_DIR'
    const { file } = env.database
    if (fs.existsSync(file)) {
      try {
        fs.accessSync(file, fs.constants.R_OK | fs.constants.W_OK)
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? String(error)
        throw new ConfigError(
          variable,
          `names a database file that cannot be read and written: ${file} (${code})`,
        )
      }
    } else if (mustExist) {
      throw new ConfigError(
        variable,
        `names a database file that does not exist: ${file} (if this is a new site, ${INIT_HINT})`,
      )
    }
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
  const database = url.pathname.slice(1)
  try {
    await client.connect()
    if (mustExist) {
      const { rows } = await client.query<{ found: string | null }>(
        "select to_regclass('payload_migrations')::text as found",
      )
      if (!rows[0]?.found)
        throw new ConfigError(
          'DATABASE_URL',
          `names a database without this site's tables: ${database} at ${host} (if this is a new site, ${INIT_HINT})`,
        )
    }
  } catch (error) {
    if (error instanceof ConfigError) throw error
    if ((error as { code?: string }).code === '3D000' && mustExist)
      throw new ConfigError(
        'DATABASE_URL',
        `names a database that does not exist: ${database} at ${host} (if this is a new site, ${INIT_HINT})`,
      )
    const problem = /timeout/i.test(String(error))
      ? `cannot reach PostgreSQL at ${host} (no answer within ${PG_TIMEOUT_MS / 1000} s)`
      : describePgError(error, host)
    if (problem) throw new ConfigError('DATABASE_URL', problem)
  } finally {
    await client.end().catch(() => undefined)
  }
}
