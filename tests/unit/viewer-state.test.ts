import { describe, expect, it } from 'vitest'

import {
  badgeLabel,
  heroAction,
  isPremiumStatus,
  viewerFromAccount,
  type Viewer,
} from '@/lib/auth/viewer-state'

const member = (subscriptionStatus: string, extra: Record<string, unknown> = {}) =>
  viewerFromAccount({
    collection: 'members',
    email: 'camille@example.org',
    subscriptionStatus,
    ...extra,
  })

describe('viewerFromAccount', () => {
  it('is a visitor without an account', () => {
    expect(viewerFromAccount(null)).toEqual({ kind: 'visitor' })
  })

  it.each([
    ['free', false],
    ['trialing', true],
    ['active', true],
    ['premium', true],
    // A failed renewal keeps access while the provider retries (it ends the subscription after).
    ['past_due', true],
    ['canceled', false],
  ])('counts a member with status %s as premium: %s', (status, isPremium) => {
    expect(member(status)).toMatchObject({
      kind: 'signedIn',
      role: 'user',
      isPremium,
      isAdmin: false,
    })
    expect(isPremiumStatus(status)).toBe(isPremium)
  })

  it('never counts a missing or unknown status as premium', () => {
    expect(isPremiumStatus(null)).toBe(false)
    expect(isPremiumStatus(undefined)).toBe(false)
    expect(isPremiumStatus('something-new')).toBe(false)
    expect(member('something-new')).toMatchObject({ isPremium: false })
  })

  it('falls back to the part of the e-mail before the @ for the display name', () => {
    expect(member('free')).toMatchObject({ displayName: 'camille' })
    expect(member('free', { displayName: 'Camille R.' })).toMatchObject({
      displayName: 'Camille R.',
    })
  })

  it('counts a staff account as admin and premium', () => {
    expect(
      viewerFromAccount({ collection: 'users', email: 'claire@sylva-cevennes.fr', role: 'editor' }),
    ).toMatchObject({
      role: 'admin',
      isAdmin: true,
      isPremium: true,
      displayName: 'claire',
    })
  })
})

describe('heroAction', () => {
  const cases: [string, Viewer, { label: string; href: string | null }][] = [
    ['loading', { kind: 'loading' }, { label: 'loading', href: null }],
    ['visitor', { kind: 'visitor' }, { label: 'visitor', href: '/#contenus' }],
    ['free member', member('free'), { label: 'member', href: '/membre' }],
    ['premium member', member('premium'), { label: 'premium', href: '/membre' }],
    [
      'staff',
      viewerFromAccount({ collection: 'users', email: 'a@b.fr' }),
      { label: 'premium', href: '/membre' },
    ],
  ]
  it.each(cases)('for a %s', (_name, viewer, expected) => {
    expect(heroAction(viewer)).toEqual(expected)
  })
})

describe('badgeLabel', () => {
  it('checks, then names the tier, Premium by default, or says free', () => {
    expect(badgeLabel({ kind: 'loading' })).toEqual({ kind: 'checking' })
    expect(badgeLabel(member('free'))).toEqual({ kind: 'free' })
    expect(badgeLabel(member('active'))).toEqual({ kind: 'premium', tier: 'Premium' })
    expect(badgeLabel(member('active', { subscriptionTier: 'Premium annuel' }))).toEqual({
      kind: 'premium',
      tier: 'Premium annuel',
    })
  })
})
