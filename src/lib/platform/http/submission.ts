/**
 * The site's own form handlers (POST /api/contact, /api/feedback): the body read as fields, a
 * submission whose crash becomes the catalogue's "try again later" (never a 500 page), and the JSON
 * answers `{ ok, error, fields }`, never cached.
 */
import { getLogger } from '@/lib/platform/runtime/logger.mjs'

import { readBody, type BodyKind } from './body'
import { jsonNoStore, NO_STORE, tooManyRequests } from './json'

/** A refusal (an error of the form's catalogue) as a service returns it. */
type Refusal<E extends string> = {
  ok: false
  error: E
  fields?: Partial<Record<string, string>>
  /** When rate-limited: sent as Retry-After. */
  retryAfterMs?: number
}

type SubmittedFields =
  { ok: true; kind: BodyKind; values: Record<string, unknown> } | { ok: false; response: Response }

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * The submitted fields (a JSON object, or an HTML form when accepted), or the answer refusing the body:
 * 403 `crossSite` (posted from another site's page), 413 `tooLarge`, 415 or 400 `badRequest`.
 */
export async function readFields(
  request: Request,
  accepted: readonly BodyKind[],
): Promise<SubmittedFields> {
  const body = await readBody(request, { accepted })
  if (body.ok && isRecord(body.value)) return { ok: true, kind: body.kind, values: body.value }
  const status = body.ok ? 400 : body.status
  const error = status === 413 ? 'tooLarge' : status === 403 ? 'crossSite' : 'badRequest'
  return { ok: false, response: jsonNoStore({ ok: false, error }, { status }) }
}

/** Runs a submission; whatever it throws (the database unreachable…) is logged and becomes `generic`. */
export async function submitOrGeneric<R>(
  failureLabel: string,
  submit: () => Promise<R>,
): Promise<R | Refusal<'generic'>> {
  try {
    return await submit()
  } catch (error) {
    getLogger().error({ err: error }, failureLabel)
    return { ok: false, error: 'generic' }
  }
}

/** The JSON answer to a refusal with its status; 429 carries Retry-After. */
export function refusalResponse<E extends string>(
  refusal: Refusal<E>,
  statusOf: Record<E, number>,
): Response {
  const body = { ok: false, error: refusal.error, fields: refusal.fields }
  const status = statusOf[refusal.error]
  if (status === 429 && refusal.retryAfterMs !== undefined)
    return tooManyRequests(refusal.retryAfterMs, body)
  return jsonNoStore(body, { status })
}

/** 303 back to a page, for a form posted without script. */
export function seeOther(location: string): Response {
  return new Response(null, {
    status: 303,
    headers: { 'Cache-Control': NO_STORE, Location: location },
  })
}
