/**
 * POST /api/contact: the contact form. JSON from the page's script (answers JSON: 201, or the error of
 * spec §8's catalogue with its status), or a plain HTML form post when the browser runs no script
 * (answers 303 back to /contact with the outcome in `envoi`). Never a 500 page: a failure of the
 * database answers the catalogue's "try again later".
 */
import { toLocale } from '@/i18n/locales'
import { localizedHref } from '@/i18n/routing'
import { CONTACT_OUTCOME } from '@/lib/contact/schema'
import { submitContactMessage, type ContactError, type ContactResult } from '@/lib/contact/service'
import { readBody } from '@/lib/http/body'
import { clientIpFrom } from '@/lib/http/client-ip'
import { getPayloadClient } from '@/lib/payload/client'

export const dynamic = 'force-dynamic'

const noStore = { 'Cache-Control': 'no-store' }

const statusOf: Record<ContactError, number> = {
  invalidFields: 400,
  spam: 400,
  rateLimited: 429,
  duplicate: 409,
  invalidData: 422,
  generic: 503,
}

async function submit(request: Request, values: Record<string, unknown>): Promise<ContactResult> {
  try {
    const payload = await getPayloadClient()
    return await submitContactMessage(
      {
        payload,
        ip: clientIpFrom(request.headers),
        locale: toLocale(values.locale),
        userAgent: request.headers.get('user-agent'),
      },
      values,
    )
  } catch (error) {
    console.error('Contact form failed:', error)
    return { ok: false, error: 'generic' }
  }
}

export async function POST(request: Request): Promise<Response> {
  const body = await readBody(request)
  if (!body.ok) {
    const error = body.status === 413 ? 'tooLarge' : 'badRequest'
    return Response.json({ ok: false, error }, { status: body.status, headers: noStore })
  }
  const result = await submit(request, body.value)

  if (body.kind === 'form') {
    const outcome = result.ok ? 'ok' : result.error
    const field = result.ok ? undefined : Object.values(result.fields ?? {})[0]
    const search = new URLSearchParams({
      [CONTACT_OUTCOME.outcome]: outcome,
      ...(field ? { [CONTACT_OUTCOME.field]: field } : {}),
    })
    const target = localizedHref(`/contact?${search}`, toLocale(body.value.locale))
    return new Response(null, { status: 303, headers: { ...noStore, Location: target } })
  }

  if (result.ok)
    return Response.json({ ok: true, name: result.name }, { status: 201, headers: noStore })
  const headers: Record<string, string> = { ...noStore }
  if (result.retryAfterMs) headers['Retry-After'] = String(Math.ceil(result.retryAfterMs / 1000))
  return Response.json(
    { ok: false, error: result.error, fields: result.fields },
    { status: statusOf[result.error], headers },
  )
}
