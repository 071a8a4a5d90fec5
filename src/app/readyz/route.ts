/**
 * GET /readyz: whether this instance should receive traffic (docs/operations.md › Health). 200 when
 * the database answers a write probe and the rate-limit store (Redis, when REDIS_URL is set) answers a
 * ping; 503 otherwise, or while the instance is shutting down. /healthz is the lighter check the start
 * script and liveness probes use.
 */
import { databaseHealth } from '@/lib/platform/db/health'
import { getPayloadClient } from '@/lib/platform/payload/client'
import { getStore } from '@/lib/platform/rate-limit'
import { isShuttingDown } from '@/lib/platform/runtime/shutdown'

export const dynamic = 'force-dynamic'

const noStore = { 'Cache-Control': 'no-store' }

export async function GET(): Promise<Response> {
  if (isShuttingDown()) {
    return Response.json({ status: 'shutting-down' }, { status: 503, headers: noStore })
  }
  const [database, store] = await Promise.all([
    getPayloadClient()
      .then((payload) => databaseHealth(payload))
      .catch((error: unknown) => ({
        status: 'down' as const,
        error: error instanceof Error ? error.message : String(error),
      })),
    getStore().health(),
  ])
  const ready = database.status === 'up' && store.status === 'up'
  return Response.json(
    { status: ready ? 'ready' : 'not-ready', database, store },
    { status: ready ? 200 : 503, headers: noStore },
  )
}
