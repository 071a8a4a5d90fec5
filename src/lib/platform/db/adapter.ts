/**
 * One code path, two databases: SQLite under DATA_DIR by default, PostgreSQL when DATABASE_URL says so.
 * The schema is never "pushed": both dialects apply the committed migrations in src/migrations/<dialect>.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj, Payload } from 'payload'

import type { DatabaseConfig } from '@/lib/platform/config/env'
import {
  isInfrastructureFailure,
  isQueryValueFailure,
  reportInfrastructureFailure,
} from '@/lib/platform/payload/failures'
import { InvalidQueryError } from '@/lib/platform/payload/where'

const migrationsRoot = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../migrations',
)

/** Long enough to ride out a backup or a migration run by another process. */
export const SQLITE_BUSY_TIMEOUT_MS = 5000

export function migrationDirFor(dialect: DatabaseConfig['dialect']): string {
  return path.join(migrationsRoot, dialect)
}

/** The adapter's data methods: a failure of any of them may be an outage (see `reportOutages`). */
const dataMethods = [
  'beginTransaction',
  'commitTransaction',
  'count',
  'countGlobalVersions',
  'countVersions',
  'create',
  'createGlobal',
  'createGlobalVersion',
  'createVersion',
  'deleteMany',
  'deleteOne',
  'deleteVersions',
  'find',
  'findDistinct',
  'findGlobal',
  'findGlobalVersions',
  'findOne',
  'findVersions',
  'queryDrafts',
  'rollbackTransaction',
  'updateGlobal',
  'updateGlobalVersion',
  'updateJobs',
  'updateMany',
  'updateOne',
  'updateVersion',
  'upsert',
] as const

/** Whether an adapter call serves a request from outside (REST, GraphQL), not the server's own code. */
function fromOutside(params: unknown[]): boolean {
  const req = (params[0] as { req?: { payloadAPI?: string } } | undefined)?.req
  return req?.payloadAPI === 'REST' || req?.payloadAPI === 'GraphQL'
}

/**
 * Wraps the adapter so that every database failure that is an outage is reported as it happens
 * (src/lib/platform/payload/failures.ts): pages then answer 503, and a session that cannot be read is
 * not taken for "signed out". The error itself still propagates unchanged, except one: a request from
 * outside whose value the driver refused (a filter that src/lib/platform/payload/where.ts let through)
 * answers 400 instead of 500, and its SQL and values stay out of the log.
 */
function reportOutages(adapterObj: DatabaseAdapterObj): DatabaseAdapterObj {
  const init = adapterObj.init
  return {
    ...adapterObj,
    init: (args) => {
      const adapter = init(args)
      const methods = adapter as unknown as Record<string, unknown>
      const log = (line: string) => args.payload.logger.error(line)
      for (const name of dataMethods) {
        const method = methods[name]
        if (typeof method !== 'function') continue
        methods[name] = async function (this: unknown, ...params: unknown[]) {
          try {
            return await (method as (...p: unknown[]) => Promise<unknown>).apply(this, params)
          } catch (error) {
            if (isInfrastructureFailure(error)) reportInfrastructureFailure(error, log)
            else if (isQueryValueFailure(error) && fromOutside(params))
              throw new InvalidQueryError('a value does not fit the field it is compared with')
            throw error
          }
        }
      }
      return adapter
    },
  }
}

/**
 * PostgreSQL: a pooled connection that the server closes while idle (a restart, a failover) makes the
 * pool emit `error`; unheard, that event would stop the process. It is reported as an outage instead,
 * and the pool opens a new connection on the next query.
 */
export function watchConnectionPool(payload: Payload): void {
  const pool = (
    payload.db as { pool?: { on?: (event: 'error', listener: (error: Error) => void) => void } }
  ).pool
  pool?.on?.('error', (error) =>
    reportInfrastructureFailure(error, (line) => payload.logger.error(line)),
  )
}

export function createDatabaseAdapter(database: DatabaseConfig): DatabaseAdapterObj {
  return reportOutages(createDialectAdapter(database))
}

function createDialectAdapter(database: DatabaseConfig): DatabaseAdapterObj {
  if (database.dialect === 'postgres') {
    return postgresAdapter({
      pool: { connectionString: database.url, max: 10, connectionTimeoutMillis: 10_000 },
      push: false,
      migrationDir: migrationDirFor('postgres'),
    })
  }
  return sqliteAdapter({
    client: { url: database.url },
    push: false,
    migrationDir: migrationDirFor('sqlite'),
    // WAL lets readers work during a write; synchronous FULL makes an acknowledged write survive a crash.
    wal: { synchronous: 'FULL' },
    busyTimeout: SQLITE_BUSY_TIMEOUT_MS,
    // A deleted account's id is never given to the next one (as PostgreSQL's sequences already do).
    autoIncrement: true,
  })
}
