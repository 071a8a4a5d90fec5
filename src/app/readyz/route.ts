/**
 * GET /readyz: whether this instance should receive traffic (docs/operations.md › Health). 200 when
 * the database answers a write probe, the rate-limit store (Redis, when REDIS_URL is set) answers a
 * ping and the file storage (the S3 bucket, when S3_* is set) answers; 503 otherwise, or while the instance is shutting down. /healthz is the lighter check the start
 * script and liveness probes use.
 */
import { healthResponse } from '@/lib/platform/db/health'
import { getEnv } from '@/lib/platform/config/env'
import { getStore } from '@/lib/platform/rate-limit'
import { checkStorage } from '@/lib/platform/storage/s3'

export const dynamic = 'force-dynamic'

export function GET(): Promise<Response> {
  return healthResponse(async (check) => {
    const [database, store, storage] = await Promise.all([
      check,
      getStore().health(),
      checkStorage(getEnv().storage),
    ])
    const isHealthy = database.status === 'up' && store.status === 'up' && storage.status === 'up'
    return {
      isHealthy,
      body: { status: isHealthy ? 'ready' : 'not-ready', database, store, storage },
    }
  })
}
