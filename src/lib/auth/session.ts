import 'server-only'

import { cookies, headers } from 'next/headers'
import { getLocale } from 'next-intl/server'

import { toLocale, type Locale } from '@/i18n/locales'
import { clientIpFrom } from '@/lib/platform/http/client-ip'
import { getPayloadClient } from '@/lib/platform/payload/client'

import { FLASH_COOKIE, type FlashKind } from './constants'
import { authCookieOptions, flashCookieOptions, sessionCookieName } from './cookies'
import type { AuthContext } from './service'

/** The context every account action needs: Payload, the client's address, the page's language. */
export async function authContext(): Promise<AuthContext & { locale: Locale }> {
  const [payload, requestHeaders, locale] = await Promise.all([
    getPayloadClient(),
    headers(),
    getLocale(),
  ])
  return { payload, ip: clientIpFrom(requestHeaders), locale: toLocale(locale) }
}

/**
 * The session cookie Payload reads (HTTP-only, SameSite=Lax; Secure and `__Host-` on https and in
 * production, src/lib/auth/cookies.ts).
 */
export async function setSessionCookie(token: string, exp?: number): Promise<void> {
  const { secure } = authCookieOptions()
  ;(await cookies()).set(sessionCookieName(), token, {
    httpOnly: true,
    secure,
    sameSite: 'lax',
    path: '/',
    expires: exp ? new Date(exp * 1000) : undefined,
  })
}

/** Expires the session cookie with the attributes it was set with (a `__Host-` one needs Secure). */
export async function clearSessionCookie(): Promise<void> {
  const { secure } = authCookieOptions()
  ;(await cookies()).delete({ name: sessionCookieName(), path: '/', secure, httpOnly: true })
}

/** A message to show as a toast on the next page (the browser shows it once, then forgets it). */
export async function setFlash(kind: FlashKind): Promise<void> {
  ;(await cookies()).set(FLASH_COOKIE, kind, flashCookieOptions())
}
