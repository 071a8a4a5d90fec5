import { describe, expect, it } from 'vitest'

import { formatPrice, monthlyEquivalentCents, startingMonthlyPrice } from '@/lib/billing/pricing'

const plans = [
  { code: 'free', priceCents: 0, currency: 'EUR', interval: null, active: true },
  { code: 'monthly', priceCents: 990, currency: 'EUR', interval: 'month' as const, active: true },
  { code: 'yearly', priceCents: 8400, currency: 'EUR', interval: 'year' as const, active: true },
]

describe('pricing', () => {
  it('spreads a yearly price over twelve months', () => {
    expect(monthlyEquivalentCents(plans[2]!)).toBe(700)
    expect(monthlyEquivalentCents(plans[1]!)).toBe(990)
    expect(monthlyEquivalentCents(plans[0]!)).toBeNull()
  })

  it('starts from the cheapest active paid plan (the seeded plans give 7 €)', () => {
    expect(startingMonthlyPrice(plans)).toEqual({ cents: 700, currency: 'EUR' })
  })

  it('follows the plans: without the yearly offer it starts from the monthly price', () => {
    expect(startingMonthlyPrice([plans[0]!, plans[1]!, { ...plans[2]!, active: false }])).toEqual({
      cents: 990,
      currency: 'EUR',
    })
    expect(startingMonthlyPrice([plans[0]!])).toBeNull()
  })

  it.each([
    ['fr', 700, '7 €'],
    ['fr', 990, '9,90 €'],
    ['en', 700, '€7'],
    ['de', 990, '9,90 €'],
    ['es', 700, '7 €'],
    ['nl', 990, '€ 9,90'],
  ] as const)('writes prices as %s does (%i cents → %s)', (locale, cents, expected) => {
    expect(formatPrice(cents, 'EUR', locale).replace(/\u00a0|\u202f/g, ' ')).toBe(expected)
  })
})
