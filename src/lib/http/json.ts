/** JSON answers of the site's own endpoints: never cached (they depend on who asks). */
export function jsonNoStore(body: unknown, init: { status?: number; headers?: HeadersInit } = {}) {
  const headers = new Headers(init.headers)
  headers.set('Cache-Control', 'private, no-store')
  return Response.json(body, { status: init.status ?? 200, headers })
}

/** 429 with Retry-After in whole seconds. */
export function tooManyRequests(retryAfterMs: number): Response {
  return jsonNoStore(
    { error: 'rate_limited' },
    {
      status: 429,
      headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) },
    },
  )
}
