/**
 * GET /readyz: whether this instance should receive traffic (docs/operations.md › Health). 200 when
 * the database answers a write probe and the rate-limit store (Redis, when REDIS_URL is set) answers a
 * ping; 503 otherwise, or while the instance is shutting down. /healthz is the lighter check the start
 * script and liveness probes use.
 */
import { healthResponse } from '@/lib/platform/db/health'
import { getStore } from '@/lib/platform/rate-limit'

export const dynamic = 'force-dynamic'

export function GET(): Promise<Response> {
  return healthResponse(async (check) => {
    const [database, store] = await Promise.all([check, getStore().health()])
    const isHealthy = database.status === 'up' && store.status === 'up'
    return { isHealthy, body: { status: isHealthy ? 'ready' : 'not-ready', database, store } }
  })
}
