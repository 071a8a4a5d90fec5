import { createHmac, timingSafeEqual } from 'node:crypto'

import { getEnv } from '@/lib/platform/config/env'

/**
 * Short signed tokens for links the server hands out (the demo checkout page, the public cancellation
 * link): the content is readable, but only this server can make one, and each has an expiry.
 */
function sign(purpose: string, body: string): string {
  return createHmac('sha256', getEnv().payloadSecret)
    .update(`${purpose}.${body}`)
    .digest('base64url')
}

export function createToken(purpose: string, data: Record<string, unknown>, ttlMs: number): string {
  const body = Buffer.from(JSON.stringify({ ...data, exp: Date.now() + ttlMs })).toString(
    'base64url',
  )
  return `${body}.${sign(purpose, body)}`
}

export function readToken<T extends Record<string, unknown>>(
  purpose: string,
  token: string | null | undefined,
): (T & { exp: number }) | null {
  if (!token || token.length > 2000) return null
  const [body, signature] = token.split('.')
  if (!body || !signature) return null
  const expected = Buffer.from(sign(purpose, body))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  try {
    const data = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T & { exp: number }
    return typeof data.exp === 'number' && data.exp > Date.now() ? data : null
  } catch {
    return null
  }
}
