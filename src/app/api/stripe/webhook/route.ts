/**
 * POST /api/stripe/webhook: Stripe's events, verified with the SDK against STRIPE_WEBHOOK_SECRET on the
 * raw body. A bad or missing signature answers 400 and changes nothing; a handled or duplicate event
 * answers 200; a failure (Stripe unreachable while fetching the latest state) answers 500 so that
 * Stripe delivers the event again.
 */
import { handleStripeEvent, readWebhookEvent } from '@/lib/billing/webhook'
import { getEnv } from '@/lib/platform/config/env'
import { getPayloadClient } from '@/lib/platform/payload/client'
import { countEvent } from '@/lib/platform/runtime/metrics'

export const dynamic = 'force-dynamic'

const MAX_BODY_BYTES = 512 * 1024

function answer(status: number, body: Record<string, unknown>): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })
}

export async function POST(request: Request): Promise<Response> {
  const { billing } = getEnv()
  if (billing.mode !== 'stripe' || !billing.webhookSecret) {
    return answer(404, { error: 'Stripe webhooks are not configured' })
  }
  const signature = request.headers.get('stripe-signature')
  if (!signature) return answer(400, { error: 'Missing Stripe-Signature header' })
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > MAX_BODY_BYTES) return answer(413, { error: 'Payload too large' })
  const raw = Buffer.from(await request.arrayBuffer())
  if (raw.byteLength > MAX_BODY_BYTES) return answer(413, { error: 'Payload too large' })

  const event = readWebhookEvent(raw, signature, billing.webhookSecret)
  if (!event) {
    countEvent('webhook', 'rejected')
    return answer(400, { error: 'Invalid signature' })
  }

  const payload = await getPayloadClient()
  try {
    const result = await handleStripeEvent(payload, event)
    countEvent('webhook', result.status === 'duplicate' ? 'duplicate' : 'processed')
    return answer(200, { received: true, ...result })
  } catch (error) {
    countEvent('webhook', 'failed')
    payload.logger.error({ err: error, msg: 'Stripe webhook failed', eventId: event.id })
    return answer(500, { error: 'Processing failed; Stripe will retry' })
  }
}
