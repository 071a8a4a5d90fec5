import { describe, expect, it } from 'vitest'

import {
  allows,
  CONSENT_VERSION,
  consentCookieValue,
  consentFromCookieHeader,
  createConsent,
  parseConsent,
  type ConsentRecord,
} from '@/lib/consent/shared'

const NOW = Date.parse('2026-11-22T10:00:00.000Z')
const DAY = 24 * 60 * 60 * 1000

const record = (changes: Record<string, unknown> = {}) =>
  JSON.stringify({
    id: 'AbCdEfGh12345678',
    version: CONSENT_VERSION,
    timestamp: new Date(NOW - DAY).toISOString(),
    categories: { essential: true, analytical: true, functional: false, marketing: true },
    ...changes,
  })

describe('parseConsent (version, lifetime, categories)', () => {
  it('reads a valid record', () => {
    expect(parseConsent(record(), NOW)).toEqual({
      id: 'AbCdEfGh12345678',
      version: '1.1.0',
      timestamp: new Date(NOW - DAY).toISOString(),
      categories: { essential: true, analytical: true, functional: false, marketing: true },
    })
  })

  it.each([
    ['nothing', null],
    ['an empty string', ''],
    ['malformed JSON', '{"id":'],
    ['a JSON string', '"yes"'],
    ['another version', record({ version: '0.9.0' })],
    ['no version', record({ version: undefined })],
    ['a short id', record({ id: 'abc' })],
    ['an id with markup', record({ id: '<script>alert(1)</script>' })],
    ['no timestamp', record({ timestamp: undefined })],
    ['a timestamp that is not a date', record({ timestamp: 'hier' })],
    [
      'a decision older than 365 days',
      record({ timestamp: new Date(NOW - 366 * DAY).toISOString() }),
    ],
    [
      'a decision dated in the future',
      record({ timestamp: new Date(NOW + 2 * DAY).toISOString() }),
    ],
    ['no categories', record({ categories: undefined })],
  ])('discards %s', (_name, raw) => {
    expect(parseConsent(raw, NOW)).toBeNull()
  })

  it('keeps a decision 365 days old', () => {
    expect(
      parseConsent(record({ timestamp: new Date(NOW - 365 * DAY).toISOString() }), NOW),
    ).not.toBeNull()
  })

  it('keeps essential on even when the stored record says otherwise', () => {
    const parsed = parseConsent(record({ categories: { essential: false } }), NOW)
    expect(parsed?.categories).toEqual({
      essential: true,
      analytical: false,
      functional: false,
      marketing: false,
    })
  })

  it('counts only `true` as consent', () => {
    const parsed = parseConsent(
      record({ categories: { analytical: 'true', functional: 1, marketing: 'yes' } }),
      NOW,
    )
    expect(parsed?.categories).toMatchObject({
      analytical: false,
      functional: false,
      marketing: false,
    })
  })
})

describe('allows', () => {
  const consent = parseConsent(record(), NOW) as ConsentRecord

  it('always allows essential, with or without a consent', () => {
    expect(allows(null, 'essential')).toBe(true)
    expect(allows(consent, 'essential')).toBe(true)
  })

  it('allows nothing else without a consent', () => {
    for (const category of ['analytical', 'functional', 'marketing'] as const)
      expect(allows(null, category)).toBe(false)
  })

  it('follows the categories of the consent', () => {
    expect(allows(consent, 'analytical')).toBe(true)
    expect(allows(consent, 'functional')).toBe(false)
    expect(allows(consent, 'marketing')).toBe(true)
  })
})

describe('createConsent and the cookie', () => {
  it('keeps the previous id, or draws a new random one', () => {
    const categories = { analytical: false, functional: true, marketing: false }
    expect(createConsent({ categories, previousId: 'AbCdEfGh12345678', now: NOW }).id).toBe(
      'AbCdEfGh12345678',
    )
    const fresh = createConsent({ categories, previousId: 'bad id', now: NOW })
    expect(fresh.id).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(createConsent({ categories, now: NOW }).id).not.toBe(fresh.id)
    expect(fresh).toMatchObject({
      version: CONSENT_VERSION,
      timestamp: new Date(NOW).toISOString(),
      categories: { essential: true, ...categories },
    })
  })

  it('reads back its own cookie among others', () => {
    const consent = createConsent({
      categories: { analytical: true, functional: false, marketing: false },
      now: NOW,
    })
    const header = `language=de; sylva-consent=${consentCookieValue(consent)}; sylva-token=x`
    expect(consentFromCookieHeader(header, NOW)).toEqual(consent)
    expect(consentFromCookieHeader('sylva-consent=%E0%A4%A', NOW)).toBeNull()
    expect(consentFromCookieHeader('language=de', NOW)).toBeNull()
  })
})
