/** Answers of the site's own endpoints: never cached (they depend on who asks). */
export const NO_STORE = 'private, no-store'

export function jsonNoStore(body: unknown, init: { status?: number; headers?: HeadersInit } = {}) {
  const headers = new Headers(init.headers)
  headers.set('Cache-Control', NO_STORE)
  return Response.json(body, { status: init.status ?? 200, headers })
}

/** 429 with Retry-After in whole seconds (at least one). */
export function tooManyRequests(
  retryAfterMs: number,
  body: unknown = { error: 'rate_limited' },
): Response {
  return jsonNoStore(body, {
    status: 429,
    headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) },
  })
}
