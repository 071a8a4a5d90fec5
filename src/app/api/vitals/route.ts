/**
 * POST /api/vitals (JSON): one sampled page view's Core Web Vitals, sent by the browser as the page is
 * left (components/Site/WebVitals.client.tsx). The session, cookies and address are not stored
 * (src/lib/vitals/service.ts). Answers 204, or an error with its status — never a 500 page.
 */
import { recordVitals, type VitalsError } from '@/lib/vitals/server'
import { clientIpFrom } from '@/lib/platform/http/client-ip'
import { readFields, refusalResponse, submitOrGeneric } from '@/lib/platform/http/submission'
import { NO_STORE } from '@/lib/platform/http/json'
import { getPayloadClient } from '@/lib/platform/payload/client'

export const dynamic = 'force-dynamic'

const statusOf: Record<VitalsError | 'generic', number> = {
  invalidFields: 400,
  rateLimited: 429,
  generic: 503,
}

export async function POST(request: Request): Promise<Response> {
  const body = await readFields(request, ['json'])
  if (!body.ok) return body.response
  const result = await submitOrGeneric('Web vitals not stored', async () =>
    recordVitals(
      { payload: await getPayloadClient(), ip: clientIpFrom(request.headers) },
      body.values,
    ),
  )
  if (result.ok) return new Response(null, { status: 204, headers: { 'Cache-Control': NO_STORE } })
  return refusalResponse(result, statusOf)
}
