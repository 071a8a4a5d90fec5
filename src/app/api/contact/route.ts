/**
 * POST /api/contact: the contact form. JSON from the page's script (answers JSON: 201, or one of
 * the refusals of docs/behaviour.md › Contact form with its status), or a plain HTML form post when
 * the browser runs no script (answers 303 back to /contact with the outcome in `envoi`). Never a
 * 500 page: a failure of the database answers the catalogue's "try again later".
 */
import { toLocale } from '@/i18n/locales'
import { localizedHref } from '@/i18n/routing'
import { CONTACT_OUTCOME, type ContactError } from '@/lib/contact/schema'
import { submitContactMessage } from '@/lib/contact/service'
import { clientIpFrom } from '@/lib/platform/http/client-ip'
import { jsonNoStore } from '@/lib/platform/http/json'
import {
  readFields,
  refusalResponse,
  seeOther,
  submitOrGeneric,
} from '@/lib/platform/http/submission'
import { getPayloadClient } from '@/lib/platform/payload/client'

export const dynamic = 'force-dynamic'

const statusOf: Record<ContactError, number> = {
  invalidFields: 400,
  spam: 400,
  rateLimited: 429,
  duplicate: 409,
  invalidData: 422,
  unavailable: 503,
  tooLarge: 413,
  generic: 503,
}

export async function POST(request: Request): Promise<Response> {
  const body = await readFields(request, ['json', 'form'])
  if (!body.ok) return body.response
  const locale = toLocale(body.values.locale)
  const result = await submitOrGeneric('Contact form failed', async () =>
    submitContactMessage(
      {
        payload: await getPayloadClient(),
        ip: clientIpFrom(request.headers),
        locale,
        userAgent: request.headers.get('user-agent'),
      },
      body.values,
    ),
  )

  if (body.kind === 'form') {
    const outcome = result.ok ? 'ok' : result.error
    const field = result.ok ? undefined : Object.values(result.fields ?? {})[0]
    const search = new URLSearchParams({
      [CONTACT_OUTCOME.outcome]: outcome,
      ...(field ? { [CONTACT_OUTCOME.field]: field } : {}),
    })
    return seeOther(localizedHref(`/contact?${search}`, locale))
  }
  if (result.ok) return jsonNoStore({ ok: true, name: result.name }, { status: 201 })
  return refusalResponse(result, statusOf)
}
