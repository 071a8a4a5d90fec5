/**
 * What the site keeps in the browser, by consent category
 * (docs/behaviour.md › Cookie consent and privacy; the cookie policy describes each one). Pure and
 * browser-side: the consent manager removes what a decision refuses, and every writer asks
 * `browserAllows(category)` first. Essential items (the consent itself, the session cookie,
 * one-shot flash messages) are not listed: they never need consent.
 */
import { LANG_STORAGE_KEY } from '@/i18n/routing'

import type { ConsentCategory, ConsentRecord } from './shared'
import { allows } from './shared'

/** Functional: the theme chosen with the header's toggle (read before the first paint). */
export const THEME_STORAGE_KEY = 'theme'
/** Analytical: this visit's random id (sessionStorage), sent with the device fingerprint. */
export const SESSION_ID_KEY = 'session-id'
/** Analytical: the device fingerprint already sent during this visit (sessionStorage). */
export const FINGERPRINT_SENT_KEY = 'fingerprint-sent'
/** Analytical: the hashed device fingerprint (localStorage). */
export const FINGERPRINT_STORAGE_KEY = 'device-fingerprint'
/**
 * The welcome offer was closed: until when (localStorage, 30 days, functional); the same key in
 * sessionStorage keeps the choice just made for the visit and needs no consent.
 */
export const WELCOME_DISMISSED_KEY = 'welcome-banner-dismissed'

/** Functional: a visitor's own theme from the « Personnaliser » panel (members keep theirs in the profile). */
export const PERSONALISATION_STORAGE_KEY = 'personalisation'

/** Functional: a page's intro message already played in this browser, one key per path. */
export const INTRO_PLAYED_PREFIX = 'intro-played:'
export const introPlayedKey = (path: string) => `${INTRO_PLAYED_PREFIX}${path}`
/** Functional: the intro message's controls folded into one button for this visit (sessionStorage). */
export const INTRO_COLLAPSED_KEY = 'intro-collapsed'

/** A stored item; with `prefix`, every key starting with `key`. */
type StoredItem = { store: 'local' | 'session' | 'cookie'; key: string; prefix?: boolean }

const storageByCategory: Record<Exclude<ConsentCategory, 'essential'>, StoredItem[]> = {
  analytical: [
    { store: 'session', key: SESSION_ID_KEY },
    { store: 'session', key: FINGERPRINT_SENT_KEY },
    { store: 'local', key: FINGERPRINT_STORAGE_KEY },
  ],
  functional: [
    { store: 'local', key: THEME_STORAGE_KEY },
    { store: 'local', key: LANG_STORAGE_KEY },
    { store: 'cookie', key: LANG_STORAGE_KEY },
    { store: 'local', key: WELCOME_DISMISSED_KEY },
    { store: 'local', key: PERSONALISATION_STORAGE_KEY },
    { store: 'local', key: INTRO_PLAYED_PREFIX, prefix: true },
    { store: 'session', key: INTRO_COLLAPSED_KEY },
  ],
  // Nothing is stored for marketing today; the category stays so that consent can be asked for it.
  marketing: [],
}

/**
 * Sets a cookie of this site for every path, for `maxAgeSeconds`; `value` must already be cookie-safe
 * (URI-encoded where needed). Secure whenever the page is.
 */
export function setBrowserCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = window.location.protocol === 'https:' ? '; secure' : ''
  document.cookie = `${name}=${value}; path=/; max-age=${maxAgeSeconds}; samesite=lax${secure}`
}

/** Removes a cookie set with `setBrowserCookie` (or by the server for every path). */
export function deleteBrowserCookie(name: string): void {
  setBrowserCookie(name, '', 0)
}

function forget({ store, key, prefix }: StoredItem): void {
  if (store === 'cookie') {
    deleteBrowserCookie(key)
    return
  }
  try {
    const storage = store === 'local' ? window.localStorage : window.sessionStorage
    const keys = prefix
      ? Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
          (name): name is string => name?.startsWith(key) === true,
        )
      : [key]
    keys.forEach((name) => storage.removeItem(name))
  } catch {
    // Storage disabled: there is nothing stored to remove.
  }
}

/** Removes from this browser everything of the categories the consent (or its absence) refuses. */
export function forgetRefusedStorage(record: ConsentRecord | null): void {
  for (const [category, items] of Object.entries(storageByCategory)) {
    if (!allows(record, category as ConsentCategory)) items.forEach(forget)
  }
}
