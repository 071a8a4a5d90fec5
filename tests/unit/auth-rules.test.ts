import { describe, expect, it } from 'vitest'

import { accountOf } from '@/lib/auth/accounts'
import { SESSION_COOKIE_NAMES } from '@/lib/auth/constants'
import {
  authCookieOptions,
  flashCookieOptions,
  sessionCookieName,
  sessionCookiePrefix,
} from '@/lib/auth/cookies'
import { isCommonPassword } from '@/lib/auth/password-policy'
import { clientOf, LONGEST_HOLD_MS } from '@/lib/auth/throttle'
import { safeRedirectPath } from '@/lib/auth/redirect'
import {
  changePasswordSchema,
  emailOnlySchema,
  fieldErrors,
  formString,
  loginSchema,
  profileSchema,
  resetSchema,
  signupSchema,
  readValidationMessage,
} from '@/lib/auth/schemas'
import { accessSnapshot } from '@/lib/billing/access-snapshot'
import { VERIFY_AFTER_MS } from '@/lib/billing/status'
import { tabFrom } from '@/lib/auth/tabs'
import type { Member, User } from '@/payload-types'

describe('safeRedirectPath (where to go after login)', () => {
  it.each([
    ['/membre', '/membre'],
    ['/formations/lire-la-foret?lang=de', '/formations/lire-la-foret?lang=de'],
    ['/articles#chataigniers', '/articles#chataigniers'],
    ['  /contact  ', '/contact'],
    // Encoded characters stay encoded: inert in a Location header.
    ['/%0d%0aSet-Cookie:x=1', '/%0d%0aSet-Cookie:x=1'],
  ])('keeps the same-site path %s', (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected)
  })

  it.each([
    '//evil.example',
    '//evil.example/phish',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/',
    'http:evil.example',
    'javascript:alert(1)',
    'data:text/html,hi',
    'membre',
    '/\tevil',
    '/\r\nSet-Cookie:x=1',
    '/auth',
    '/auth?tab=login',
    '/register',
    '',
    `/${'a'.repeat(1100)}`,
  ])('refuses %j and falls back to the member area', (input) => {
    expect(safeRedirectPath(input)).toBe('/membre')
  })

  it('falls back for anything that is not a string', () => {
    expect(safeRedirectPath(undefined)).toBe('/membre')
    expect(safeRedirectPath(['/membre'])).toBe('/membre')
    expect(safeRedirectPath(null, '/')).toBe('/')
  })
})

describe('the account form rules, shared by browser and server', () => {
  it('requires e-mail, password, name and a 6-character password at sign-up', () => {
    const empty = signupSchema.safeParse({})
    expect(empty.success).toBe(false)
    expect(fieldErrors(empty.error!)).toEqual({
      name: 'validation.required',
      email: 'validation.required',
      password: 'validation.required',
    })
    const short = signupSchema.safeParse({
      name: 'Camille',
      email: 'c@example.org',
      password: '12345',
    })
    expect(fieldErrors(short.error!)).toEqual({ password: 'validation.min|6' })
    expect(
      signupSchema.safeParse({ name: 'Camille', email: 'c@example.org', password: '123456' })
        .success,
    ).toBe(true)
  })

  it('normalises the address (trimmed, lower case) and refuses what is not one', () => {
    expect(emailOnlySchema.parse({ email: '  Camille@Example.ORG ' }).email).toBe(
      'camille@example.org',
    )
    expect(fieldErrors(emailOnlySchema.safeParse({ email: 'camille@' }).error!)).toEqual({
      email: 'validation.email',
    })
  })

  it('refuses oversized fields instead of passing them on', () => {
    const big = signupSchema.safeParse({
      name: 'n'.repeat(101),
      email: `${'e'.repeat(250)}@example.org`,
      password: 'p'.repeat(129),
    })
    expect(fieldErrors(big.error!)).toEqual({
      name: 'validation.max|100',
      email: 'validation.email',
      password: 'validation.max|128',
    })
    expect(
      loginSchema.safeParse({ email: 'a@example.org', password: 'p'.repeat(129) }).success,
    ).toBe(false)
  })

  it('does not apply the length rule to login (old passwords still log in)', () => {
    expect(loginSchema.safeParse({ email: 'a@example.org', password: '123' }).success).toBe(true)
  })

  it('checks that the two new passwords match', () => {
    expect(
      fieldErrors(
        resetSchema.safeParse({ token: 't', password: 'abcdef', confirm: 'abcdeg' }).error!,
      ),
    ).toEqual({
      confirm: 'validation.passwordMismatch',
    })
    expect(
      fieldErrors(
        changePasswordSchema.safeParse({ current: 'x', password: 'abcdef', confirm: 'other' })
          .error!,
      ),
    ).toEqual({ confirm: 'validation.passwordMismatch' })
  })

  it('accepts only the five languages as preferred language', () => {
    expect(profileSchema.safeParse({ displayName: 'Léa', language: 'nl' }).success).toBe(true)
    expect(profileSchema.safeParse({ displayName: 'Léa', language: 'it' }).success).toBe(false)
    expect(
      fieldErrors(profileSchema.safeParse({ displayName: '   ', language: 'fr' }).error!),
    ).toEqual({
      displayName: 'validation.required',
    })
  })

  it('splits a message key from its number', () => {
    expect(readValidationMessage('validation.min|6')).toEqual({ key: 'min', n: 6 })
    expect(readValidationMessage('validation.email')).toEqual({ key: 'email', n: 0 })
    expect(readValidationMessage('wrongCurrent')).toBeNull()
    expect(readValidationMessage('validation.unknown')).toBeNull()
  })
})

describe('formString (a server action reads its form)', () => {
  it('reads text fields and treats anything that is not a form as empty', () => {
    const form = new FormData()
    form.set('email', 'a@b.fr')
    form.set('file', new Blob(['x']))
    expect(formString(form, 'email')).toBe('a@b.fr')
    expect(formString(form, 'file')).toBeUndefined()
    // A forged action call hands the action whatever it likes instead of the form.
    for (const forged of [['x'], 'email', { get: () => 'a@b.fr' }, null, 3])
      expect(formString(forged, 'email')).toBeUndefined()
  })
})

describe('display names keep no invisible or direction-changing characters', () => {
  it('removes controls and bidirectional overrides at sign-up and in the profile', () => {
    const signup = signupSchema.parse({
      name: '  Ali\u202Ece\u0007\u2066 Martin ',
      email: 'alice@example.org',
      password: 'une-longue-phrase',
    })
    expect(signup.name).toBe('Alice Martin')
    expect(profileSchema.parse({ displayName: 'Zoé\u200F\u202D', language: 'fr' })).toEqual({
      displayName: 'Zoé',
      language: 'fr',
    })
  })
  it('refuses a name that is nothing but such characters', () => {
    expect(profileSchema.safeParse({ displayName: '\u202E\u0007', language: 'fr' }).success).toBe(
      false,
    )
  })
})

describe('password policy', () => {
  it('knows the most common passwords, in any case, French favourites included', () => {
    for (const password of ['abc123', 'azertyuiop', 'MotDePasse', 'soleil', '123456'])
      expect(isCommonPassword(password), password).toBe(true)
    expect(isCommonPassword('clairiere-du-bouges-1421')).toBe(false)
  })

  it('refuses one character or a short group repeated', () => {
    for (const password of ['aaaaaa', 'AAAAAAAAAA', 'ababab', 'xyzxyzxyz', '737373', '!!!!!!!'])
      expect(isCommonPassword(password), password).toBe(true)
  })

  it('refuses the site’s names with nothing of their own around them, accents and swaps undone', () => {
    for (const password of [
      'sylva2026',
      'Sylva!2026',
      '5ylv4-2026',
      'cévennes',
      'Cevennes48!',
      'sylvothérapie',
      'lozere1234',
      'sylvasoleil',
    ])
      expect(isCommonPassword(password), password).toBe(true)
    // A phrase of its own that happens to name a place stays allowed.
    expect(isCommonPassword('nouvelle-phrase-du-mont-lozere')).toBe(false)
    expect(isCommonPassword('la sylva des châtaigniers bleus')).toBe(false)
  })

  it('refuses the account’s own address or name when it is all the password holds', () => {
    const account = { email: 'camille.durand@example.org', name: 'Camille Durand' }
    for (const password of ['camille1990', 'Durand!!', 'camille.durand', 'c4mille2026'])
      expect(isCommonPassword(password, account), password).toBe(true)
    expect(isCommonPassword('camille1990')).toBe(false)
    expect(isCommonPassword('camille aime les hêtres', account)).toBe(false)
  })
})

describe('session and toast cookies', () => {
  const production = { isProduction: true, siteUrl: 'http://127.0.0.1:3000' }
  const https = { isProduction: false, siteUrl: 'https://sylva.example' }
  const development = { isProduction: false, siteUrl: 'http://localhost:3000' }

  it('names the session cookie with the __Host- prefix and Secure in production and over https', () => {
    for (const env of [production, https]) {
      expect(sessionCookiePrefix(env)).toBe('__Host-sylva')
      // Payload names its cookie `${cookiePrefix}-token`.
      expect(`${sessionCookiePrefix(env)}-token`).toBe(sessionCookieName(env))
      expect(sessionCookieName(env)).toBe(SESSION_COOKIE_NAMES.secure)
      expect(SESSION_COOKIE_NAMES.secure.startsWith('__Host-')).toBe(true)
      expect(authCookieOptions(env)).toEqual({ sameSite: 'Lax', secure: true })
    }
    expect(sessionCookieName(development)).toBe(SESSION_COOKIE_NAMES.plain)
    expect(`${sessionCookiePrefix(development)}-token`).toBe(SESSION_COOKIE_NAMES.plain)
    expect(authCookieOptions(development).secure).toBe(false)
  })

  it('marks the toast cookie Secure in production and over https', () => {
    expect(flashCookieOptions(production)).toMatchObject({
      secure: true,
      path: '/',
      httpOnly: false,
    })
    expect(flashCookieOptions(https).secure).toBe(true)
    expect(flashCookieOptions(development).secure).toBe(false)
  })
})

describe('sign-in throttling', () => {
  it('counts an IPv6 client by its /64, however it is written', () => {
    const client = clientOf('2001:db8:aa:1::1')
    for (const address of [
      '2001:0db8:00aa:0001:ffff:ffff:ffff:ffff',
      '2001:db8:aa:1:1234::9',
      '2001:db8:aa:1::',
    ])
      expect(clientOf(address), address).toBe(client)
    expect(clientOf('2001:db8:aa:2::1')).not.toBe(client)
    expect(clientOf('::1')).toBe('0:0:0:0::/64')
    expect(clientOf('203.0.113.7')).toBe('203.0.113.7')
    expect(clientOf('local')).toBe('local')
  })

  it('holds a client back for a quarter of an hour at most, as the messages say', () => {
    expect(LONGEST_HOLD_MS).toBe(15 * 60_000)
  })
})

describe('accountOf (the session’s account as the site reads it)', () => {
  it('treats a deactivated member as signed out, and keeps active members and staff', () => {
    expect(accountOf({ collection: 'members', id: 1, isActive: false })).toBeNull()
    expect(accountOf({ collection: 'members', id: 1, isActive: true })).not.toBeNull()
    expect(accountOf({ collection: 'members', id: 1 })).not.toBeNull()
    expect(accountOf({ collection: 'users', id: 2, role: 'admin' })).not.toBeNull()
    expect(accountOf({ collection: 'other', id: 3 })).toBeNull()
  })
})

describe('tabFrom (tab=login|signup, anything else means login)', () => {
  it.each([
    ['login', 'signup', 'login'],
    ['signup', 'login', 'signup'],
    ['forgot', 'login', 'forgot'],
    ['admin', 'signup', 'login'],
    ['', 'signup', 'login'],
    [undefined, 'signup', 'signup'],
    [undefined, 'login', 'login'],
  ] as const)('%j on a page that opens on %s gives %s', (value, fallback, expected) => {
    expect(tabFrom(value, fallback)).toBe(expected)
  })
})

describe('accessSnapshot', () => {
  const now = Date.parse('2026-11-22T10:00:00Z')
  const member = (overrides: Partial<Member> = {}) =>
    ({
      id: 7,
      collection: 'members',
      email: 'camille@example.org',
      displayName: null,
      subscriptionStatus: 'free',
      updatedAt: '',
      createdAt: '',
      ...overrides,
    }) as Member & { collection: 'members' }

  it('describes a free member, with the e-mail local part as name', () => {
    expect(accessSnapshot(member(), now)).toEqual({
      role: 'user',
      subscription_status: 'free',
      subscription_tier: null,
      subscription_end: null,
      display_name: 'camille',
      stripe_customer_id: null,
      is_premium: false,
      is_admin: false,
      needs_refresh: false,
      last_check: null,
    })
  })

  // past_due: a failed renewal keeps access while Stripe retries (issue "subscriptions").
  it.each(['premium', 'active', 'trialing', 'past_due'] as const)(
    'counts %s as premium',
    (status) => {
      expect(accessSnapshot(member({ subscriptionStatus: status }), now).is_premium).toBe(true)
    },
  )

  it.each(['canceled', 'free'] as const)('does not count %s as premium', (status) => {
    expect(accessSnapshot(member({ subscriptionStatus: status }), now).is_premium).toBe(false)
  })

  it('asks for a check when a paying customer was not verified for an hour or is flagged', () => {
    const customer = { stripeCustomerId: 'cus_123', subscriptionStatus: 'active' as const }
    const fresh = new Date(now - 60_000).toISOString()
    const stale = new Date(now - VERIFY_AFTER_MS - 1).toISOString()
    expect(
      accessSnapshot(member({ ...customer, subscriptionCheckedAt: fresh }), now).needs_refresh,
    ).toBe(false)
    expect(
      accessSnapshot(member({ ...customer, subscriptionCheckedAt: stale }), now).needs_refresh,
    ).toBe(true)
    expect(
      accessSnapshot(
        member({ ...customer, subscriptionCheckedAt: fresh, subscriptionNeedsRefresh: true }),
        now,
      ).needs_refresh,
    ).toBe(true)
  })

  it('counts staff as admin and premium', () => {
    const staff = {
      id: 1,
      collection: 'users',
      email: 'claire@sylva-cevennes.fr',
      role: 'editor',
    } as User & {
      collection: 'users'
    }
    expect(accessSnapshot(staff, now)).toMatchObject({
      role: 'admin',
      is_admin: true,
      is_premium: true,
      display_name: 'claire',
    })
  })
})
