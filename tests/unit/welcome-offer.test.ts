import { describe, expect, it } from 'vitest'

import {
  isWelcomeOfferDismissed,
  rememberWelcomeOfferDismissed,
  WELCOME_DISMISSAL_DAYS,
} from '@/components/Billing/welcome-dismissal'
import { placeWelcomeOffer } from '@/components/Billing/welcome-placement'
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
  const phone = { width: 390, height: 844 }
  const desktop = { width: 1440, height: 900 }
  const offer = { width: 672, height: 140 }

  it('sits at the bottom when nothing is in the way', () => {
    expect(
      placeWelcomeOffer({ viewport: desktop, offer, cookieBanner: null, mainAction: null }),
    ).toEqual({ kind: 'bottom' })
  })

  it('goes to the top on a phone when the cookie banner holds the bottom', () => {
    const cookieBanner = { top: 460, bottom: 832, left: 12, right: 378 }
    expect(placeWelcomeOffer({ viewport: phone, offer, cookieBanner, mainAction: null })).toEqual({
      kind: 'top',
    })
  })

  it('sits beside the cookie banner on a wide screen, level with its bottom', () => {
    const cookieBanner = { top: 640, bottom: 876, left: 24, right: 664 }
    expect(placeWelcomeOffer({ viewport: desktop, offer, cookieBanner, mainAction: null })).toEqual(
      { kind: 'beside', left: 676, bottom: 24 },
    )
  })

  it('avoids the main action at the bottom of a phone screen', () => {
    const mainAction = { top: 740, bottom: 790, left: 16, right: 374 }
    expect(placeWelcomeOffer({ viewport: phone, offer, cookieBanner: null, mainAction })).toEqual({
      kind: 'top',
    })
  })

  it('never covers the cookie banner, even when that means covering the main action', () => {
    const cookieBanner = { top: 500, bottom: 832, left: 12, right: 378 }
    const mainAction = { top: 20, bottom: 120, left: 16, right: 374 }
    expect(placeWelcomeOffer({ viewport: phone, offer, cookieBanner, mainAction })).toEqual({
      kind: 'top',
    })
  })
})
