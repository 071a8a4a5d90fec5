/**
 * Applying the committed migrations, serialised between processes: an advisory lock on PostgreSQL
 * (several app instances may start together), a lock file next to the SQLite database.
 * Used by start-up, `npm run migrate` and the tests, outside Next (hence no `server-only`).
 */
import path from 'node:path'

import type { Payload } from 'payload'
import type { PoolClient } from 'pg'

import { getEnv } from '@/lib/platform/config/env'
import { withFileLock } from '@/lib/platform/runtime/file-lock'
import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'

/** Arbitrary but fixed: identifies our start-up lock among PostgreSQL advisory locks. */
const ADVISORY_LOCK_KEY = 7_431_202_611

type PgPool = { connect: () => Promise<PoolClient> }

/** Runs `work` while no other process of this site migrates or seeds the same database. */
export async function withBootstrapLock<T>(payload: Payload, work: () => Promise<T>): Promise<T> {
  if (payload.db.name === 'postgres') {
    const pool = (payload.db as unknown as { pool: PgPool }).pool
    const client = await pool.connect()
    try {
      await client.query('select pg_advisory_lock($1)', [ADVISORY_LOCK_KEY])
      try {
        return await work()
      } finally {
        await client.query('select pg_advisory_unlock($1)', [ADVISORY_LOCK_KEY])
      }
    } finally {
      client.release()
    }
  }
  return withFileLock(path.join(getEnv().dataDir, 'bootstrap.lock'), work)
}

type Migrations = NonNullable<Parameters<Payload['db']['migrate']>[0]>['migrations']

export function committedMigrations(payload: Payload): NonNullable<Migrations> {
  // Each dialect's files take that dialect's arguments; Payload types them as taking `unknown`.
  return (payload.db.name === 'postgres'
    ? postgresMigrations
    : sqliteMigrations) as unknown as NonNullable<Migrations>
}

/** Applies pending migrations; returns the names of those it ran. */
export async function applyMigrations(payload: Payload): Promise<string[]> {
  const migrations = committedMigrations(payload)
  const before = await appliedMigrationNames(payload)
  await payload.db.migrate({ migrations })
  return migrations.map((migration) => migration.name).filter((name) => !before.has(name))
}

async function migrationsTableExists(payload: Payload): Promise<boolean> {
  const db = payload.db as unknown as {
    drizzle: unknown
    execute: (args: { drizzle: unknown; raw: string }) => Promise<{ rows: unknown[] }>
  }
  const raw =
    payload.db.name === 'postgres'
      ? "select 1 from information_schema.tables where table_schema = current_schema() and table_name = 'payload_migrations'"
      : "select 1 from sqlite_master where type = 'table' and name = 'payload_migrations'"
  const result = await db.execute({ drizzle: db.drizzle, raw })
  return result.rows.length > 0
}

async function appliedMigrationNames(payload: Payload): Promise<Set<string>> {
  if (!(await migrationsTableExists(payload))) return new Set()
  const { docs } = await payload.find({
    collection: 'payload-migrations',
    limit: 0,
    depth: 0,
    overrideAccess: true,
  })
  return new Set(docs.map((doc) => String(doc.name)))
}
