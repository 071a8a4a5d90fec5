import { SESSION_COOKIE_NAMES } from '@/lib/platform/runtime/edge-contract.mjs'

/** Shared by the members collection (loaded by scripts too) and the auth service. No server-only. */

/** Marks Local API auth calls that come from the site's own forms (bot check and rate limits passed). */
export const SITE_FORMS_CONTEXT = { viaSiteForms: true } as const

/** Message of the error the members collection raises when a deactivated account tries to log in. */
export const ACCOUNT_DISABLED = 'ACCOUNT_DISABLED'

/**
 * The session cookie's names: `plain` on a development site over http, `secure` (with the `__Host-`
 * prefix) in production and over https (src/lib/auth/cookies.ts). Anything that recognises a session
 * by its cookie (the page cache, a CDN, nginx) must know both.
 */
export { SESSION_COOKIE_NAMES }

/** One-time message for the next page (read and cleared by the browser's toast area). */
export const FLASH_COOKIE = 'sylva-flash'
export type FlashKind = 'login' | 'logout' | 'accountDeleted'

/** The member area's query when a logout could not end the session (`?deconnexion=echec`). */
export const LOGOUT_FAILED = { param: 'deconnexion', value: 'echec' } as const
