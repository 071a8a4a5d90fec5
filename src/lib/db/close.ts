import type { Payload } from 'payload'

type ClosableDb = {
  pool?: { end: () => Promise<void> }
  client?: { execute: (sql: string) => Promise<unknown>; close: () => void }
}

/**
 * Payload's destroy() forgets the schema but leaves the connection open: end the pool (PostgreSQL) or,
 * for SQLite, fold the write-ahead log back into the database file and close the handle. The checkpoint
 * matters because libsql keeps the file open while cached statements still reference it.
 */
export async function closeDatabase(payload: Payload): Promise<void> {
  const db = payload.db as unknown as ClosableDb
  const { pool, client } = db
  await payload.destroy()
  if (pool) {
    await pool.end()
  } else if (client) {
    await client.execute('PRAGMA wal_checkpoint(TRUNCATE)')
    client.close()
  }
}
