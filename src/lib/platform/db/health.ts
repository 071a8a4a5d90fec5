import 'server-only'

import type { Payload } from 'payload'

import { getPayloadClient } from '@/lib/platform/payload/client'
import { isMarkedUnavailable } from '@/lib/platform/payload/failures'
import { isShuttingDown } from '@/lib/platform/runtime/shutdown'

import { dialectOf, rawRows } from './raw'

export type DatabaseHealth =
  | { status: 'up'; dialect: string; latencyMs: number }
  | { status: 'down'; dialect: string; error: string }

/** `DatabaseHealth`, or down without a dialect when not even the Payload client could be had. */
export type DatabaseCheck = DatabaseHealth | { status: 'down'; error: string }

const PROBE_TIMEOUT_MS = 2000
/** How long one write probe's answer is reused: /healthz stays cheap under a balancer's polling. */
const PROBE_REUSE_MS = 5000

/**
 * The cheapest statement that needs the right to write:
 * - SQLite: rewriting the header's `user_version` with its own value (fails on a read-only file,
 *   a full disk or a write lock held by someone else);
 * - PostgreSQL: an UPDATE that matches no row (refused as a statement by a standby or a read-only
 *   transaction, without writing anything).
 */
async function writeProbe(payload: Payload): Promise<void> {
  if (dialectOf(payload) === 'postgres') {
    await rawRows(payload, 'UPDATE payload_migrations SET batch = batch WHERE false')
    return
  }
  const [row] = await rawRows(payload, 'PRAGMA user_version')
  const version = Math.trunc(Number(row?.user_version ?? 0))
  await rawRows(payload, `PRAGMA user_version = ${version}`)
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  return Promise.race([
    work,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
    }),
  ]).finally(() => clearTimeout(timer))
}

/**
 * Whether this instance can serve writes: a real round trip that needs the right to write, bounded so
 * that an unreachable server cannot hang the health check. A database that answers reads but refuses
 * writes is `down`: a load balancer must take the instance out.
 */
export async function checkDatabase(payload: Payload): Promise<DatabaseHealth> {
  const dialect = payload.db.name
  const started = performance.now()
  try {
    await withTimeout(writeProbe(payload), PROBE_TIMEOUT_MS)
    return { status: 'up', dialect, latencyMs: Math.round(performance.now() - started) }
  } catch (error) {
    return {
      status: 'down',
      dialect,
      error: error instanceof Error ? error.message : String(error),
    }
  }
}

let last: { at: number; health: Promise<DatabaseHealth> } | undefined

/**
 * `checkDatabase`, its answer reused for a few seconds (one probe in flight at a time), unless the
 * database was just seen failing (src/lib/platform/payload/failures.ts): then it is probed again.
 */
export function databaseHealth(payload: Payload, now = Date.now()): Promise<DatabaseHealth> {
  if (last && now - last.at < PROBE_REUSE_MS && !isMarkedUnavailable(now)) return last.health
  last = { at: now, health: checkDatabase(payload) }
  return last.health
}

/** This instance's `databaseHealth`; a Payload client that cannot be had counts as down. */
function currentDatabaseHealth(): Promise<DatabaseCheck> {
  return getPayloadClient()
    .then((payload) => databaseHealth(payload))
    .catch((error: unknown) => ({
      status: 'down' as const,
      error: error instanceof Error ? error.message : String(error),
    }))
}

const noStore = { 'Cache-Control': 'no-store' }

/**
 * The answer of /healthz and /readyz (docs/operations.md › Health), never cached: 503
 * `{ status: 'shutting-down' }` while the instance stops; otherwise `judge` is handed the database
 * check under way and tells whether the instance is healthy (200, else 503) and the JSON body.
 */
export async function healthResponse(
  judge: (
    database: Promise<DatabaseCheck>,
  ) => Promise<{ isHealthy: boolean; body: Record<string, unknown> }>,
): Promise<Response> {
  if (isShuttingDown()) {
    return Response.json({ status: 'shutting-down' }, { status: 503, headers: noStore })
  }
  const { isHealthy, body } = await judge(currentDatabaseHealth())
  return Response.json(body, { status: isHealthy ? 200 : 503, headers: noStore })
}
