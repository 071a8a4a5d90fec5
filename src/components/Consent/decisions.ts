/**
 * A cookie decision in the browser (docs/behaviour.md › Cookie consent and privacy): stored
 * (localStorage + cookie, both essential), applied (refused categories' storage removed; allowed
 * preferences remembered) and logged on the server as proof (POST /api/consent).
 */
import { rememberCurrentPreferences } from '@/components/Site/preferences'
import {
  allows,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_DAYS,
  CONSENT_STORAGE_KEY,
  consentCookieValue,
  createConsent,
  readBrowserConsent,
  type ConsentAction,
  type ConsentCategories,
  type ConsentRecord,
} from '@/lib/consent/shared'
import { forgetRefusedStorage, setBrowserCookie } from '@/lib/consent/storage'

const CONSENT_ENDPOINT = '/api/consent'

function storeConsent(record: ConsentRecord): void {
  setBrowserCookie(CONSENT_COOKIE, consentCookieValue(record), CONSENT_MAX_AGE_DAYS * 24 * 60 * 60)
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record))
  } catch {
    // Storage disabled: the cookie alone carries the decision.
  }
}

async function logOnServer(record: ConsentRecord, action: ConsentAction): Promise<void> {
  try {
    const response = await fetch(CONSENT_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        id: record.id,
        version: record.version,
        action,
        categories: record.categories,
      }),
      keepalive: true,
    })
    if (!response.ok) console.error(`Consent not logged on the server (${response.status})`)
  } catch (error) {
    console.error('Consent not logged on the server', error)
  }
}

type Decision = { record: ConsentRecord; analyticalChanged: boolean }

/** Applies and logs a decision; says whether the analytical choice changed (the reload rule). */
export async function decide(
  action: ConsentAction,
  categories: ConsentCategories,
): Promise<Decision> {
  const previous = readBrowserConsent()
  const record = createConsent({ categories, previousId: previous?.id })
  storeConsent(record)
  forgetRefusedStorage(record)
  if (record.categories.functional) rememberCurrentPreferences()
  await logOnServer(record, action)
  return {
    record,
    analyticalChanged: allows(previous, 'analytical') !== record.categories.analytical,
  }
}
