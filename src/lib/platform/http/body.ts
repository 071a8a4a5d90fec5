/**
 * Request bodies of the site's own POST handlers: JSON or an HTML form, refused with 403 when a page of
 * another site sent it (src/lib/platform/http/origin.ts), and with 413 beyond a size limit — checked on the
 * announced Content-Length and again on the bytes actually received, since a chunked request announces
 * nothing.
 */
import { getEnv } from '@/lib/platform/config/env'

import { isCrossSite } from './origin'

export const MAX_BODY_BYTES = 1024 * 1024

export type BodyKind = 'json' | 'form'

export type BodyResult =
  { ok: true; kind: BodyKind; value: unknown } | { ok: false; status: 400 | 403 | 413 | 415 }

/** The parts of a request a reader needs (Payload's request type marks some of Request's optional). */
type BodySource = Pick<Request, 'headers'> & { body?: ReadableStream<Uint8Array> | null }

/** The body as text, or null as soon as more than `maxBytes` arrive (the rest is never read). */
async function readText(request: BodySource, maxBytes: number): Promise<string | null> {
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let received = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    received += value.byteLength
    if (received > maxBytes) {
      await reader.cancel().catch(() => undefined)
      return null
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

function kindOf(contentType: string | null): BodyKind | null {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase()
  if (type === 'application/json') return 'json'
  if (type === 'application/x-www-form-urlencoded') return 'form'
  return null
}

/**
 * The body of at most `maxBytes` (413 beyond), of one of the `accepted` types (415 otherwise), parsed:
 * a form as its fields, JSON as any value (400 when malformed or empty). `'anyAsJson'` reads any
 * announced type as JSON (see `readJsonBody`).
 */
export async function readBody(
  request: BodySource,
  {
    maxBytes = MAX_BODY_BYTES,
    accepted = ['json', 'form'],
  }: { maxBytes?: number; accepted?: readonly BodyKind[] | 'anyAsJson' } = {},
): Promise<BodyResult> {
  if (isCrossSite(request.headers, getEnv().siteUrl)) {
    await request.body?.cancel().catch(() => undefined)
    return { ok: false, status: 403 }
  }
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) {
    await request.body?.cancel().catch(() => undefined)
    return { ok: false, status: 413 }
  }
  const kind = accepted === 'anyAsJson' ? 'json' : kindOf(request.headers.get('content-type'))
  if (!kind || (accepted !== 'anyAsJson' && !accepted.includes(kind)))
    return { ok: false, status: 415 }
  const text = await readText(request, maxBytes)
  if (text === null) return { ok: false, status: 413 }
  if (kind === 'form')
    return { ok: true, kind, value: Object.fromEntries(new URLSearchParams(text)) }
  try {
    return { ok: true, kind, value: JSON.parse(text) as unknown }
  } catch {
    return { ok: false, status: 400 }
  }
}

export type JsonBody =
  | { ok: true; value: unknown }
  | { ok: false; status: 400 | 403 | 413; error: 'invalid_json' | 'cross_site' | 'too_large' }

/**
 * A Payload endpoint's JSON body (consent, fingerprint…), whatever its announced type, refused with
 * the endpoints' error codes.
 */
export async function readJsonBody(request: BodySource, maxBytes: number): Promise<JsonBody> {
  const body = await readBody(request, { maxBytes, accepted: 'anyAsJson' })
  if (body.ok) return { ok: true, value: body.value }
  if (body.status === 403) return { ok: false, status: 403, error: 'cross_site' }
  return body.status === 413
    ? { ok: false, status: 413, error: 'too_large' }
    : { ok: false, status: 400, error: 'invalid_json' }
}
