/** The subscription state machine's pure rules: access from subscriptions, verification, demo clock. */
import { describe, expect, it } from 'vitest'

import { advanceDemoSubscription, newDemoSubscription } from '@/lib/billing/demo-provider'
import { subscriptionFigures } from '@/lib/billing/stats'
import {
  isRunning,
  memberAccessFrom,
  shouldVerify,
  trialDaysFor,
  VERIFY_AFTER_MS,
  withdrawalDeadline,
  withinWithdrawalPeriod,
} from '@/lib/billing/status'
import { csvCell } from '@/endpoints/exportSubscriptions'

const DAY = 24 * 60 * 60 * 1000
const iso = (time: number) => new Date(time).toISOString()

describe('memberAccessFrom', () => {
  const now = Date.parse('2026-11-22T10:00:00Z')

  it('is free without any subscription', () => {
    expect(memberAccessFrom([])).toEqual({
      subscriptionStatus: 'free',
      subscriptionTier: null,
      subscriptionEnd: null,
    })
  })

  it('takes the granting subscription with the latest period end, whatever else exists', () => {
    const access = memberAccessFrom([
      { status: 'canceled', endedAt: iso(now - 10 * DAY), tierName: 'Premium mensuel' },
      { status: 'active', currentPeriodEnd: iso(now + 5 * DAY), tierName: 'Premium mensuel' },
      { status: 'trialing', currentPeriodEnd: iso(now + 7 * DAY), tierName: 'Premium annuel' },
    ])
    expect(access).toEqual({
      subscriptionStatus: 'trialing',
      subscriptionTier: 'Premium annuel',
      subscriptionEnd: iso(now + 7 * DAY),
    })
  })

  it('keeps access while a renewal failed (past_due), ends it when the subscription ends', () => {
    expect(memberAccessFrom([{ status: 'past_due', tierName: 'P' }]).subscriptionStatus).toBe(
      'past_due',
    )
    expect(
      memberAccessFrom([{ status: 'canceled', endedAt: iso(now) }, { status: 'unpaid' }]),
    ).toMatchObject({ subscriptionStatus: 'canceled', subscriptionTier: null })
  })

  it('never opens access for an incomplete first payment or an unknown status', () => {
    expect(memberAccessFrom([{ status: 'incomplete' }]).subscriptionStatus).toBe('free')
    expect(memberAccessFrom([{ status: 'something-new' }]).subscriptionStatus).toBe('free')
  })
})

describe('isRunning', () => {
  it.each([
    ['trialing', true],
    ['active', true],
    ['past_due', true],
    ['canceled', false],
    ['unpaid', false],
    ['incomplete', false],
    // A member status set by staff, never a provider's: no subscription row runs with it.
    ['premium', false],
    ['something-new', false],
  ])('a %s subscription gives access: %s', (status, expected) => {
    expect(isRunning({ status })).toBe(expected)
  })
})

describe('shouldVerify (background verification)', () => {
  const now = Date.parse('2026-11-22T10:00:00Z')
  it.each([
    ['flagged', { subscriptionNeedsRefresh: true, subscriptionCheckedAt: iso(now) }, {}, true],
    ['never checked', {}, {}, true],
    [
      'checked over an hour ago',
      { subscriptionCheckedAt: iso(now - VERIFY_AFTER_MS - 1) },
      {},
      true,
    ],
    ['checked recently', { subscriptionCheckedAt: iso(now - 60_000) }, {}, false],
    ['forced', { subscriptionCheckedAt: iso(now - 60_000) }, { force: true }, true],
  ])('%s → %s', (_label, member, options, expected) => {
    expect(shouldVerify(member, { ...options, now })).toBe(expected)
  })
})

describe('trial and withdrawal windows', () => {
  it('gives 7 days of trial on the first subscription only', () => {
    expect(trialDaysFor(0)).toBe(7)
    expect(trialDaysFor(1)).toBeNull()
  })

  it('offers the withdrawal for 14 days after the start', () => {
    const now = Date.now()
    expect(withinWithdrawalPeriod(iso(now - 13 * DAY), now)).toBe(true)
    expect(withinWithdrawalPeriod(iso(now - 15 * DAY), now)).toBe(false)
    expect(withinWithdrawalPeriod(null, now)).toBe(false)
  })

  it('ends the withdrawal window exactly 14 days after the start, the last moment included', () => {
    const start = Date.parse('2026-11-01T09:30:00Z')
    const deadline = withdrawalDeadline(iso(start))
    expect(deadline?.toISOString()).toBe('2026-11-15T09:30:00.000Z')
    expect(withinWithdrawalPeriod(iso(start), start + 14 * DAY)).toBe(true)
    expect(withinWithdrawalPeriod(iso(start), start + 14 * DAY + 1)).toBe(false)
    expect(withdrawalDeadline(null)).toBeNull()
    expect(withdrawalDeadline('not a date')).toBeNull()
    expect(withinWithdrawalPeriod('not a date', start)).toBe(false)
  })
})

describe('the demo clock', () => {
  const start = Date.parse('2026-11-01T09:00:00Z')
  const trial = newDemoSubscription(
    {
      memberId: '7',
      customerId: 'demo_cus_7',
      planCode: 'monthly',
      priceId: null,
      trialDays: 7,
      locale: 'fr',
      nonce: 'n',
      amountCents: 990,
      interval: 'month',
    },
    start,
  )

  it('starts a first subscription in a 7-day trial', () => {
    expect(trial).toMatchObject({ status: 'trialing', trialEnd: start + 7 * DAY })
    expect(trial.currentPeriodEnd).toBe(start + 7 * DAY)
  })

  it('turns a finished trial into a paid period, and renews month after month', () => {
    const later = advanceDemoSubscription(trial, start + 40 * DAY)
    expect(later.status).toBe('active')
    expect(later.currentPeriodEnd).toBeGreaterThan(start + 40 * DAY)
    expect(later.currentPeriodStart).toBeLessThanOrEqual(start + 40 * DAY)
  })

  it('ends a subscription cancelled at period end once the period is over, not before', () => {
    const canceled = { ...trial, cancelAtPeriodEnd: true }
    expect(advanceDemoSubscription(canceled, start + 6 * DAY).status).toBe('trialing')
    expect(advanceDemoSubscription(canceled, start + 8 * DAY)).toMatchObject({
      status: 'canceled',
      endedAt: start + 7 * DAY,
    })
  })
})

describe('dashboard figures', () => {
  it('counts trials, monthly recurring revenue (a year as twelfths) and cancellations over 30 days', () => {
    const now = Date.parse('2026-11-22T10:00:00Z')
    expect(
      subscriptionFigures(
        [
          { status: 'trialing', latestAmountCents: 990, interval: 'month' },
          { status: 'active', latestAmountCents: 990, interval: 'month' },
          {
            status: 'active',
            latestAmountCents: 8400,
            interval: 'year',
            canceledAt: iso(now - DAY),
          },
          { status: 'past_due', latestAmountCents: 990, interval: 'month' },
          {
            status: 'canceled',
            latestAmountCents: 990,
            interval: 'month',
            canceledAt: iso(now - 40 * DAY),
          },
          {
            status: 'canceled',
            latestAmountCents: 990,
            interval: 'month',
            withdrawnAt: iso(now - 2 * DAY),
          },
        ],
        now,
      ),
    ).toEqual({ trials: 1, mrrCents: 990 + 700 + 990, cancellations30d: 2 })
  })
})

describe('CSV export cells', () => {
  it('quotes, doubles quotes and defuses spreadsheet formulas', () => {
    expect(csvCell('a"b')).toBe('"a""b"')
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"')
    expect(csvCell(null)).toBe('""')
  })
})
