import type { Payload } from 'payload'

type PooledClient = { release?: (error?: Error | boolean) => void }

type PgPool = {
  end: () => Promise<void>
  _clients?: PooledClient[]
  _idle?: { client: PooledClient }[]
}

type ClosableDb = {
  pool?: PgPool
  client?: { execute: (sql: string) => Promise<unknown>; close: () => void }
}

const POOL_END_TIMEOUT_MS = 5000

/**
 * Payload's adapter checks one client out of the pool at connection time and never gives it back, so
 * `pool.end()` alone would wait forever. Once the pool is ending (no new queries can start), hand back
 * every client still checked out; the pool then closes them.
 */
async function endPool(pool: PgPool): Promise<void> {
  const ended = pool.end()
  const idle = new Set((pool._idle ?? []).map((item) => item.client))
  for (const client of pool._clients ?? []) {
    if (idle.has(client) || typeof client.release !== 'function') continue
    try {
      client.release(true)
    } catch {
      // Already released by its owner in the meantime: nothing left to hand back.
    }
  }
  let timer: NodeJS.Timeout | undefined
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), POOL_END_TIMEOUT_MS)
  })
  const outcome = await Promise.race([ended, timedOut])
  clearTimeout(timer)
  if (outcome === 'timeout')
    throw new Error(`PostgreSQL pool did not close within ${POOL_END_TIMEOUT_MS} ms`)
}

/**
 * Payload's destroy() forgets the schema but leaves the connection open: end the pool (PostgreSQL) or,
 * for SQLite, fold the write-ahead log back into the database file and close the handle. The checkpoint
 * matters because libsql keeps the file open while cached statements still reference it.
 */
export async function closeDatabase(payload: Payload): Promise<void> {
  const { pool, client } = payload.db as unknown as ClosableDb
  await payload.destroy()
  if (pool) {
    await endPool(pool)
  } else if (client) {
    await client.execute('PRAGMA wal_checkpoint(TRUNCATE)')
    client.close()
  }
}
