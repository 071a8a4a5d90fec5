/**
 * How long a closed welcome offer stays closed (docs/behaviour.md › Header, footer and floating
 * elements): for the browsing session always (sessionStorage: it only keeps the choice just made),
 * and for 30 days when functional consent allows (localStorage, holding the date it ends).
 * The storages are passed in so that the rules are testable outside a browser.
 */
import { WELCOME_DISMISSED_KEY } from '@/lib/consent/storage'

export const WELCOME_DISMISSAL_DAYS = 30
const DAY_MS = 24 * 60 * 60 * 1000

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
type Stores = { session: KeyValueStore | null; local: KeyValueStore | null }

function tryRead(store: KeyValueStore | null): string | null {
  try {
    return store?.getItem(WELCOME_DISMISSED_KEY) ?? null
  } catch {
    return null
  }
}

/** Whether the offer was closed in this session, or within 30 days with functional consent. */
export function isWelcomeOfferDismissed(stores: Stores, now = Date.now()): boolean {
  if (tryRead(stores.session) === '1') return true
  const stored = tryRead(stores.local)
  if (stored === null) return false
  const until = Number(stored)
  if (Number.isFinite(until) && until > now) return true
  // Expired (or an older, undated flag): the offer may show again.
  try {
    stores.local?.removeItem(WELCOME_DISMISSED_KEY)
  } catch {
    // Nothing to clean up then.
  }
  return false
}

/** Remembers a dismissal: this session always, 30 days only when `functionalAllowed`. */
export function rememberWelcomeOfferDismissed(
  stores: Stores,
  functionalAllowed: boolean,
  now = Date.now(),
): void {
  try {
    stores.session?.setItem(WELCOME_DISMISSED_KEY, '1')
  } catch {
    // Storage disabled: it stays closed while the page lasts.
  }
  if (!functionalAllowed) return
  try {
    stores.local?.setItem(WELCOME_DISMISSED_KEY, String(now + WELCOME_DISMISSAL_DAYS * DAY_MS))
  } catch {
    // As above.
  }
}
