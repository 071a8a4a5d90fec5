/**
 * POST /api/feedback (JSON): the feedback widget's rating and suggestion. The account, if any, is the
 * session's (Payload's cookie); the body names none. Answers 201, or an error with its status — never
 * a 500 page.
 */
import { toLocale } from '@/i18n/locales'
import { submitFeedback, type FeedbackError, type FeedbackResult } from '@/lib/feedback/service'
import { readBody } from '@/lib/http/body'
import { clientIpFrom } from '@/lib/http/client-ip'
import { getPayloadClient } from '@/lib/payload/client'

export const dynamic = 'force-dynamic'

const noStore = { 'Cache-Control': 'no-store' }

const statusOf: Record<FeedbackError, number> = {
  invalidFields: 400,
  disabled: 403,
  rateLimited: 429,
  generic: 503,
}

async function submit(request: Request, values: Record<string, unknown>): Promise<FeedbackResult> {
  try {
    const payload = await getPayloadClient()
    const { user } = await payload.auth({ headers: request.headers })
    return await submitFeedback(
      {
        payload,
        ip: clientIpFrom(request.headers),
        locale: toLocale(values.locale),
        account: user ? { collection: user.collection, id: user.id, email: user.email } : null,
      },
      values,
    )
  } catch (error) {
    console.error('Feedback not stored:', error)
    return { ok: false, error: 'generic' }
  }
}

export async function POST(request: Request): Promise<Response> {
  const body = await readBody(request)
  if (!body.ok || body.kind !== 'json') {
    const status = body.ok ? 415 : body.status
    return Response.json(
      { ok: false, error: status === 413 ? 'tooLarge' : 'badRequest' },
      { status, headers: noStore },
    )
  }
  const result = await submit(request, body.value)
  if (result.ok) return Response.json({ ok: true }, { status: 201, headers: noStore })
  return Response.json(
    { ok: false, error: result.error, fields: result.fields },
    { status: statusOf[result.error], headers: noStore },
  )
}
