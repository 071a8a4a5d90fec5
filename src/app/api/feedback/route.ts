/**
 * POST /api/feedback (JSON): the feedback widget's rating and suggestion. The account, if any, is the
 * session's (Payload's cookie); the body names none. Answers 201, or an error with its status — never
 * a 500 page.
 *
 * GET /api/feedback: the address the dialog shows (« Envoyé en tant que … »), the session's own or
 * null; pages do not carry it (members' pages are shared by audience, src/lib/auth/audience.ts).
 */
import { toLocale } from '@/i18n/locales'
import { accountOfRequest } from '@/lib/auth/viewer'
import { submitFeedback, type FeedbackError } from '@/lib/feedback/service'
import { clientIpFrom } from '@/lib/platform/http/client-ip'
import { jsonNoStore } from '@/lib/platform/http/json'
import { readFields, refusalResponse, submitOrGeneric } from '@/lib/platform/http/submission'
import { getPayloadClient } from '@/lib/platform/payload/client'

export const dynamic = 'force-dynamic'

const statusOf: Record<FeedbackError, number> = {
  invalidFields: 400,
  disabled: 403,
  rateLimited: 429,
  generic: 503,
}

export async function GET(request: Request): Promise<Response> {
  try {
    const account = await accountOfRequest(request.headers)
    return jsonNoStore({ email: account?.email ?? null })
  } catch {
    return jsonNoStore({ error: 'unavailable' }, { status: 503 })
  }
}

export async function POST(request: Request): Promise<Response> {
  const body = await readFields(request, ['json'])
  if (!body.ok) return body.response
  const result = await submitOrGeneric('Feedback not stored', async () => {
    const [payload, account] = await Promise.all([
      getPayloadClient(),
      accountOfRequest(request.headers),
    ])
    return submitFeedback(
      {
        payload,
        ip: clientIpFrom(request.headers),
        locale: toLocale(body.values.locale),
        account: account
          ? { collection: account.collection, id: account.id, email: account.email }
          : null,
      },
      body.values,
    )
  })
  if (result.ok) return jsonNoStore({ ok: true }, { status: 201 })
  return refusalResponse(result, statusOf)
}
