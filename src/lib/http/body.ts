/**
 * Request bodies of the site's own POST routes (contact, feedback): JSON or an HTML form, refused with
 * 413 beyond a size limit — checked on the announced Content-Length and again on the bytes actually
 * received, since a chunked request announces nothing.
 */
export const MAX_BODY_BYTES = 1024 * 1024

export type BodyKind = 'json' | 'form'

export type BodyResult =
  | { ok: true; kind: BodyKind; value: Record<string, unknown> }
  | { ok: false; status: 400 | 413 | 415 }

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

export async function readBody(request: Request, maxBytes = MAX_BODY_BYTES): Promise<BodyResult> {
  const announced = Number(request.headers.get('content-length') ?? 0)
  if (announced > maxBytes) return { ok: false, status: 413 }
  const kind = kindOf(request.headers.get('content-type'))
  if (!kind) return { ok: false, status: 415 }
  const text = await readText(request, maxBytes)
  if (text === null) return { ok: false, status: 413 }
  if (kind === 'form')
    return { ok: true, kind, value: Object.fromEntries(new URLSearchParams(text)) }
  try {
    const value: unknown = JSON.parse(text)
    if (!value || typeof value !== 'object' || Array.isArray(value))
      return { ok: false, status: 400 }
    return { ok: true, kind, value: value as Record<string, unknown> }
  } catch {
    return { ok: false, status: 400 }
  }
}

export type JsonBody =
  | { ok: true; value: unknown }
  | { ok: false; status: 400 | 413; error: 'invalid_json' | 'too_large' }

/** A JSON body of at most `maxBytes` (Payload endpoints: consent, fingerprint), whatever its type. */
export async function readJsonBody(request: BodySource, maxBytes: number): Promise<JsonBody> {
  const tooLarge = { ok: false, status: 413, error: 'too_large' } as const
  const invalid = { ok: false, status: 400, error: 'invalid_json' } as const
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (Number.isFinite(declared) && declared > maxBytes) {
    await request.body?.cancel().catch(() => undefined)
    return tooLarge
  }
  if (!request.body) return invalid
  const text = await readText(request, maxBytes)
  if (text === null) return tooLarge
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return invalid
  }
}
