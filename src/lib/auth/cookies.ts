import { getEnv, type Env } from '@/lib/platform/config/env'

import { SESSION_COOKIE_NAMES } from './constants'

type CookieEnv = Pick<Env, 'isProduction' | 'siteUrl'>

/** Secure whenever the site is served over https or runs as a production deployment. */
export function isSecureCookieSite(env: CookieEnv = getEnv()): boolean {
  return env.isProduction || env.siteUrl.startsWith('https://')
}

/**
 * HTTP-only session cookies (Payload sets HttpOnly itself), SameSite=Lax, and Secure on a secure site
 * (see `isSecureCookieSite`).
 */
export function authCookieOptions(env: CookieEnv = getEnv()): {
  sameSite: 'Lax'
  secure: boolean
} {
  return { sameSite: 'Lax', secure: isSecureCookieSite(env) }
}

/**
 * Payload's `cookiePrefix` (its cookie is `<prefix>-token`). On a secure site the `__Host-` prefix makes
 * the browser refuse the cookie unless it is Secure, for the whole site (Path=/) and without Domain, so
 * neither a sibling subdomain nor a plain-http page can set or shadow it.
 */
export function sessionCookiePrefix(env: CookieEnv = getEnv()): string {
  return isSecureCookieSite(env) ? '__Host-sylva' : 'sylva'
}

/** The name of this site's session cookie (one of `SESSION_COOKIE_NAMES`). */
export function sessionCookieName(env: CookieEnv = getEnv()): string {
  return isSecureCookieSite(env) ? SESSION_COOKIE_NAMES.secure : SESSION_COOKIE_NAMES.plain
}

/** The options of the one-time toast cookie, read by the browser's script (not HTTP-only). */
export function flashCookieOptions(env: CookieEnv = getEnv()): {
  path: '/'
  maxAge: number
  sameSite: 'lax'
  httpOnly: false
  secure: boolean
} {
  return {
    path: '/',
    maxAge: 60,
    sameSite: 'lax',
    httpOnly: false,
    secure: isSecureCookieSite(env),
  }
}
