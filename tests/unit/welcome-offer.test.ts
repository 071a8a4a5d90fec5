import { describe, expect, it } from 'vitest'

import {
  isWelcomeOfferDismissed,
  rememberWelcomeOfferDismissed,
  WELCOME_DISMISSAL_DAYS,
} from '@/components/Billing/welcome-dismissal'
import { isOfferPlaceFree, overlaps } from '@/components/Billing/welcome-placement'
import { WELCOME_DISMISSED_KEY } from '@/lib/consent/storage'

const NOW = Date.parse('2026-11-25T09:00:00.000Z')
const DAY = 24 * 60 * 60 * 1000

function memoryStore() {
  const values = new Map<string, string>()
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  }
}

describe('welcome offer dismissal', () => {
  it('lasts for the session only without functional consent', () => {
    const session = memoryStore()
    const local = memoryStore()
    rememberWelcomeOfferDismissed({ session, local }, false, NOW)
    expect(local.values.size).toBe(0)
    expect(isWelcomeOfferDismissed({ session, local }, NOW)).toBe(true)
    // A new browsing session: sessionStorage is empty again.
    expect(isWelcomeOfferDismissed({ session: memoryStore(), local }, NOW)).toBe(false)
  })

  it('lasts 30 days with functional consent, then the offer may show again', () => {
    const local = memoryStore()
    rememberWelcomeOfferDismissed({ session: memoryStore(), local }, true, NOW)
    expect(Number(local.values.get(WELCOME_DISMISSED_KEY))).toBe(NOW + WELCOME_DISMISSAL_DAYS * DAY)
    const later = { session: memoryStore(), local }
    expect(isWelcomeOfferDismissed(later, NOW + 29 * DAY)).toBe(true)
    expect(isWelcomeOfferDismissed(later, NOW + 30 * DAY + 1)).toBe(false)
    expect(local.values.has(WELCOME_DISMISSED_KEY)).toBe(false)
  })

  it('treats an undated flag from before as expired, and storage errors as "not dismissed"', () => {
    const local = memoryStore()
    local.setItem(WELCOME_DISMISSED_KEY, '1')
    expect(isWelcomeOfferDismissed({ session: null, local }, NOW)).toBe(false)
    const broken = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('SecurityError')
      },
      removeItem: () => {},
    }
    expect(isWelcomeOfferDismissed({ session: broken, local: broken }, NOW)).toBe(false)
    expect(() =>
      rememberWelcomeOfferDismissed({ session: broken, local: broken }, true),
    ).not.toThrow()
  })
})

describe('welcome offer placement', () => {
  // The offer at the bottom of a 390 × 844 phone, as the dock puts it.
  const offer = { top: 690, bottom: 832, left: 12, right: 378 }
  const header = { top: 0, bottom: 64, left: 0, right: 390 }

  it('shows when the header, the first heading and the main action are clear of it', () => {
    const heading = { top: 120, bottom: 260, left: 16, right: 374 }
    const mainAction = { top: 480, bottom: 600, left: 16, right: 374 }
    expect(isOfferPlaceFree(offer, [header, heading, mainAction])).toBe(true)
  })

  it('waits while it would cover the first heading or the main action', () => {
    expect(isOfferPlaceFree(offer, [header, { top: 700, bottom: 760, left: 16, right: 374 }])).toBe(
      false,
    )
    expect(
      isOfferPlaceFree(offer, [header, null, { top: 800, bottom: 850, left: 16, right: 200 }]),
    ).toBe(false)
  })

  it('counts touching edges as free and what is not on the page as nothing', () => {
    expect(overlaps(offer, { top: 600, bottom: 690, left: 0, right: 390 })).toBe(false)
    expect(isOfferPlaceFree(offer, [null, null])).toBe(true)
  })
})
