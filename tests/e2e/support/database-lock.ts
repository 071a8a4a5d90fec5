/**
 * A database that cannot write for a moment, for real: another connection holds the embedded SQLite
 * database's write lock (BEGIN IMMEDIATE) while `run` goes on. The server's reads go on (WAL); its
 * writes wait out the busy timeout (5 s), then fail with SQLITE_BUSY, as they would under a long
 * write elsewhere. The e2e server runs on SQLite in its data directory. Such a failure marks the
 * server as unavailable for a few seconds (src/lib/platform/payload/failures.ts), during which a
 * missing account counts as an outage: after the lock is released, this waits that window out and
 * until /healthz answers 200, so that the next test meets a healthy site.
 */
import path from 'node:path'

import { createClient } from '@libsql/client'

import { UNAVAILABLE_WINDOW_MS } from '../../../src/lib/platform/payload/failures'
import { e2eServer } from './server'

export async function withDatabaseWriteLocked<T>(run: () => Promise<T>): Promise<T> {
  const database = createClient({ url: `file:${path.join(e2eServer().dataDir, 'sylva.db')}` })
  const lock = await database.transaction('write')
  try {
    return await run()
  } finally {
    await lock.rollback()
    database.close()
    await new Promise((resolve) => setTimeout(resolve, UNAVAILABLE_WINDOW_MS))
    await healthyAgain()
  }
}

async function healthyAgain(timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const status = await fetch(`${e2eServer().baseURL}/healthz`)
      .then((response) => response.status)
      .catch(() => 0)
    if (status === 200) return
    if (Date.now() > deadline) throw new Error(`/healthz still answers ${status} after the lock`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}
