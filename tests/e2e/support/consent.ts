/**
 * Cookie consent for e2e tests. Every spec starts with a decision already made (functional and
 * marketing accepted, analytical refused: no fingerprint traffic), so that the banner, which appears
 * 1.5 s after load, never covers what a test clicks; tests/e2e/consent.spec.ts starts with none.
 */
import { expect, type APIRequestContext } from '@playwright/test'

import {
  CONSENT_COOKIE,
  CONSENT_STORAGE_KEY,
  consentCookieValue,
  createConsent,
  type ConsentCategories,
} from '../../../src/lib/consent/shared'
import { WELCOME_DISMISSED_KEY } from '../../../src/lib/consent/storage'

type StorageState = {
  cookies: {
    name: string
    value: string
    domain: string
    path: string
    expires: number
    httpOnly: boolean
    secure: boolean
    sameSite: 'Lax'
  }[]
  origins: { origin: string; localStorage: { name: string; value: string }[] }[]
}

export const NO_BROWSER_STATE: StorageState = { cookies: [], origins: [] }

/** A browser that already decided (both places the site keeps the decision: cookie and localStorage). */
export function decidedConsentState(
  baseURL: string,
  categories: Omit<ConsentCategories, 'essential'> = {
    analytical: false,
    functional: true,
    marketing: true,
  },
  options: { welcomeOfferDismissed?: boolean } = {},
): StorageState {
  const record = createConsent({ categories })
  const url = new URL(baseURL)
  return {
    cookies: [
      {
        name: CONSENT_COOKIE,
        value: consentCookieValue(record),
        domain: url.hostname,
        path: '/',
        expires: Math.floor(Date.now() / 1000) + 30 * 24 * 60 * 60,
        httpOnly: false,
        secure: false,
        sameSite: 'Lax',
      },
    ],
    origins: [
      {
        origin: url.origin,
        localStorage: [
          { name: CONSENT_STORAGE_KEY, value: JSON.stringify(record) },
          // The welcome offer closed until a date (a functional item): most specs start without it.
          ...(options.welcomeOfferDismissed
            ? [
                {
                  name: WELCOME_DISMISSED_KEY,
                  value: String(Date.now() + 30 * 24 * 60 * 60 * 1000),
                },
              ]
            : []),
        ],
      },
    ],
  }
}

type Page<T> = { docs: T[]; totalDocs: number }

/** Documents of a staff-only collection, read over REST as the administrator. */
export async function adminFind<T>(
  request: APIRequestContext,
  token: string,
  path: string,
): Promise<Page<T>> {
  const response = await request.get(`/api/${path}`, { headers: { Authorization: `JWT ${token}` } })
  expect(response.status(), await response.text()).toBe(200)
  return (await response.json()) as Page<T>
}
