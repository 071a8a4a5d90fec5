/**
 * The cookie consent's record and its reading rules
 * (docs/behaviour.md › Cookie consent and privacy). Pure and shared by the server (which may read
 * the cookie) and the browser. Storing the consent itself is "essential".
 *
 * Where it lives in the browser: localStorage `cookie-consent` (JSON) and the cookie `sylva-consent`
 * (the same JSON, URI-encoded) so that the server can render with the visitor's choices.
 */
export const CONSENT_VERSION = '1.1.0'
export const CONSENT_MAX_AGE_DAYS = 365
export const CONSENT_STORAGE_KEY = 'cookie-consent'
export const CONSENT_COOKIE = 'sylva-consent'
/** The banner appears 1.5 s after load when there is no valid consent. */
export const CONSENT_BANNER_DELAY_MS = 1_500

export const consentCategories = ['essential', 'analytical', 'functional', 'marketing'] as const
export type ConsentCategory = (typeof consentCategories)[number]
export type ConsentCategories = Record<ConsentCategory, boolean>

export type ConsentRecord = {
  /** Anonymous id of this browser's decisions, the server log's key when nobody is signed in. */
  id: string
  categories: ConsentCategories
  /** ISO date of the decision. */
  timestamp: string
  version: string
}

const DAY_MS = 24 * 60 * 60 * 1000

/** A stored consent, or null when absent, malformed, of another version or older than 365 days. */
export function parseConsent(
  raw: string | null | undefined,
  now = Date.now(),
): ConsentRecord | null {
  if (!raw) return null
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return null
  }
  if (!value || typeof value !== 'object') return null
  const record = value as Partial<ConsentRecord>
  if (record.version !== CONSENT_VERSION) return null
  if (!isConsentId(record.id)) return null
  const time = typeof record.timestamp === 'string' ? Date.parse(record.timestamp) : NaN
  if (!Number.isFinite(time) || now - time > CONSENT_MAX_AGE_DAYS * DAY_MS || time - now > DAY_MS)
    return null
  const categories = record.categories as Partial<ConsentCategories> | undefined
  if (!categories || typeof categories !== 'object') return null
  return {
    id: record.id,
    timestamp: new Date(time).toISOString(),
    version: CONSENT_VERSION,
    categories: {
      // The essential category cannot be switched off.
      essential: true,
      analytical: categories.analytical === true,
      functional: categories.functional === true,
      marketing: categories.marketing === true,
    },
  }
}

/** Whether a category may be used: essential always; the others only with a valid consent. */
export function allows(record: ConsentRecord | null, category: ConsentCategory): boolean {
  if (category === 'essential') return true
  return record?.categories[category] === true
}

/** The cookie's value from a `Cookie` header or `document.cookie`. */
export function consentFromCookieHeader(cookieHeader: string | null | undefined, now = Date.now()) {
  if (!cookieHeader) return null
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name === CONSENT_COOKIE) {
      try {
        return parseConsent(decodeURIComponent(rest.join('=')), now)
      } catch {
        return null
      }
    }
  }
  return null
}

/** In the browser: the current valid consent (localStorage first, then the cookie). */
export function readBrowserConsent(): ConsentRecord | null {
  if (typeof window === 'undefined') return null
  try {
    const stored = parseConsent(window.localStorage.getItem(CONSENT_STORAGE_KEY))
    if (stored) return stored
  } catch {
    // Storage disabled: fall back to the cookie.
  }
  return consentFromCookieHeader(document.cookie)
}

/** In the browser: may this category be used now? */
export function browserAllows(category: ConsentCategory): boolean {
  return allows(readBrowserConsent(), category)
}

/** How a decision was made: the banner's two buttons or the preferences dialog. */
export const consentActions = ['accept-all', 'essentials', 'custom'] as const
export type ConsentAction = (typeof consentActions)[number]

/** The categories each one-click decision stands for. */
export const ALL_CATEGORIES: ConsentCategories = {
  essential: true,
  analytical: true,
  functional: true,
  marketing: true,
}
export const ESSENTIAL_ONLY: ConsentCategories = {
  essential: true,
  analytical: false,
  functional: false,
  marketing: false,
}

const CONSENT_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/

export function isConsentId(value: unknown): value is string {
  return typeof value === 'string' && CONSENT_ID_PATTERN.test(value)
}

/** A random, anonymous id (128 bits, base64url): a consent id or a visit's session id, nothing else. */
export function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

/** A new decision; it keeps the id of the previous one so that the server log follows one browser. */
export function createConsent({
  categories,
  previousId,
  now = Date.now(),
}: {
  categories: Omit<ConsentCategories, 'essential'> & { essential?: boolean }
  previousId?: string | null
  now?: number
}): ConsentRecord {
  return {
    id: isConsentId(previousId) ? previousId : randomId(),
    timestamp: new Date(now).toISOString(),
    version: CONSENT_VERSION,
    categories: {
      essential: true,
      analytical: categories.analytical,
      functional: categories.functional,
      marketing: categories.marketing,
    },
  }
}

/** The `sylva-consent` cookie's value (the same JSON as localStorage, URI-encoded). */
export function consentCookieValue(record: ConsentRecord): string {
  return encodeURIComponent(JSON.stringify(record))
}

/** The page dispatches this event to open the preferences dialog (footer link "Gérer les cookies"). */
export const OPEN_CONSENT_PREFERENCES_EVENT = 'sylva:open-cookie-preferences'
