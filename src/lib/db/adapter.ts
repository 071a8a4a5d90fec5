/**
 * One code path, two databases: SQLite under DATA_DIR by default, PostgreSQL when DATABASE_URL says so.
 * The schema is never "pushed": both dialects apply the committed migrations in src/migrations/<dialect>.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'

import type { DatabaseConfig } from '@/lib/config/env'

const migrationsRoot = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../migrations',
)

/** Long enough to ride out a backup or a migration run by another process. */
export const SQLITE_BUSY_TIMEOUT_MS = 5000

export function migrationDirFor(dialect: DatabaseConfig['dialect']): string {
  return path.join(migrationsRoot, dialect)
}

export function createDatabaseAdapter(database: DatabaseConfig): DatabaseAdapterObj {
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
  })
}
