import { healthResponse } from '@/lib/platform/db/health'

export const dynamic = 'force-dynamic'

export function GET(): Promise<Response> {
  return healthResponse(async (check) => {
    const database = await check
    const isHealthy = database.status === 'up'
    return { isHealthy, body: { status: isHealthy ? 'ok' : 'degraded', database } }
  })
}
