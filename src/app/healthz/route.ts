import { databaseHealth } from '@/lib/platform/db/health'
import { getPayloadClient } from '@/lib/platform/payload/client'
import { isShuttingDown } from '@/lib/platform/runtime/shutdown'

export const dynamic = 'force-dynamic'

const noStore = { 'Cache-Control': 'no-store' }

export async function GET(): Promise<Response> {
  if (isShuttingDown()) {
    return Response.json({ status: 'shutting-down' }, { status: 503, headers: noStore })
  }
  try {
    const database = await databaseHealth(await getPayloadClient())
    const status = database.status === 'up' ? 200 : 503
    return Response.json(
      { status: status === 200 ? 'ok' : 'degraded', database },
      { status, headers: noStore },
    )
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    return Response.json(
      { status: 'degraded', database: { status: 'down', error: message } },
      { status: 503, headers: noStore },
    )
  }
}
