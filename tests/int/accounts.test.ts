/**
 * Accounts (issue "accounts") through the service the site's forms call, on a real database with the
 * development outbox: sign-up, confirmation, login, lockout, reset, the bot check, rate limits, the
 * same answers for unknown addresses, the Payload routes that must stay closed, the access snapshot,
 * the data export and account deletion.
 */
import { randomBytes } from 'node:crypto'

import { createChallenge, solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import type { CollectionSlug, Payload, Where } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { changePassword } from '@/lib/auth/account'
import { deleteAccount } from '@/lib/billing/account-deletion'
import {
  logIn,
  requestPasswordReset,
  resendConfirmation,
  resetPassword,
  rules,
  signUp,
  verifyEmail,
  type AuthContext,
} from '@/lib/auth/service'
import { createBotChallenge } from '@/lib/bot-check/altcha'
import { getEnv } from '@/lib/platform/config/env'
import { runJobs } from '@/lib/platform/jobs/runner'
import { loginRules } from '@/lib/auth/throttle'
import { consume } from '@/lib/platform/rate-limit'
import { logSecurityEvent } from '@/lib/security'
import type { EmailOutbox, Member } from '@/payload-types'

import {
  createMember,
  createStaff,
  TEST_PASSWORD,
  tokenFor,
  uniqueEmail,
} from '../factories/accounts'
import { createApi } from './support/api'
import { waitForOutbox } from './support/outbox'
import { config, startPayload, stopPayload } from './support/payload'

let payload: Payload
let api: ReturnType<typeof createApi>

beforeAll(async () => {
  payload = await startPayload()
  api = createApi(config)
})

afterAll(async () => {
  await stopPayload(payload)
})

/** A visitor of its own (rate limits count per address). */
function visitor(locale: AuthContext['locale'] = 'fr'): AuthContext {
  const [a, b, c] = randomBytes(3)
  return { payload, ip: `10.${a}.${b}.${c}`, locale }
}

function encode(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64')
}

/** What the widget puts in the form once it has solved this server's challenge. */
async function solvedBotCheck(): Promise<string> {
  const challenge = await createBotChallenge()
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('could not solve the challenge')
  return encode({ challenge, solution })
}

function outbox(to: string, count = 1): Promise<EmailOutbox[]> {
  return waitForOutbox(payload, to, (mails) => mails.length >= count)
}

function linkFrom(mail: EmailOutbox, marker: string): string {
  const link = mail.text?.match(/https?:\/\/\S+/g)?.find((url) => url.includes(marker))
  if (!link) throw new Error(`no ${marker} link in ${mail.text}`)
  return link
}

async function findMember(email: string): Promise<Member | undefined> {
  const { docs } = await payload.find({
    collection: 'members',
    where: { email: { equals: email } },
    overrideAccess: true,
    showHiddenFields: true,
  })
  return docs[0]
}

async function events(email: string) {
  const { docs } = await payload.find({
    collection: 'security-events',
    where: { email: { equals: email } },
    sort: 'createdAt',
    overrideAccess: true,
    limit: 0,
  })
  return docs
}

/** A row of each kind that names the member, as using the site leaves them; returns what to look for. */
async function personalRowsOf(member: Member, ip: string) {
  const key = randomBytes(6).toString('hex')
  await logSecurityEvent(payload, {
    type: 'login',
    userId: member.id,
    accountType: 'members',
    email: member.email,
    ip,
    details: { login_method: 'password' },
  })
  await logSecurityEvent(payload, { type: 'failed_login', email: member.email, ip })
  const { docs: events } = await payload.find({
    collection: 'security-events',
    where: {
      or: [
        {
          and: [{ userId: { equals: String(member.id) } }, { accountType: { equals: 'members' } }],
        },
        { email: { equals: member.email } },
      ],
    },
    overrideAccess: true,
    limit: 0,
  })
  const consent = await payload.create({
    collection: 'consent-records',
    data: {
      consentId: `consent-${key}`,
      member: member.id,
      action: 'accept-all',
      version: '1.1.0',
    },
    overrideAccess: true,
  })
  const fingerprint = `fp-${key}`
  await payload.create({
    collection: 'fingerprints',
    data: { hash: fingerprint, member: member.id, ip },
    overrideAccess: true,
  })
  await payload.create({
    collection: 'tip-marks',
    data: { member: member.id, kind: 'favourite', tipSlug: 'respirer', key: `mark-${key}` },
    overrideAccess: true,
  })
  await payload.create({
    collection: 'tip-email-sends',
    data: { member: member.id, day: '2026-01-05', key: `send-${key}` },
    overrideAccess: true,
  })
  const feedback = await payload.create({
    collection: 'user-feedback',
    data: { rating: 4, pageUrl: '/', member: member.id, userEmail: member.email, locale: 'fr' },
    overrideAccess: true,
  })
  const providerId = `sub-${key}`
  const subscription = await payload.create({
    collection: 'subscriptions',
    data: {
      member: member.id,
      memberEmail: member.email,
      provider: 'demo',
      providerId,
      status: 'canceled',
    },
    overrideAccess: true,
  })
  const billingEvent = await payload.create({
    collection: 'billing-events',
    data: {
      eventId: `evt-${key}`,
      type: 'checkout.completed',
      source: 'demo',
      outcome: 'applied',
      member: member.id,
      memberEmail: member.email,
    },
    overrideAccess: true,
  })
  expect(events.length).toBeGreaterThanOrEqual(2)
  return {
    ip,
    fingerprint,
    providerId,
    events: events.map((event) => event.id),
    kept: {
      consent: consent.id,
      feedback: feedback.id,
      subscription: subscription.id,
      billingEvent: billingEvent.id,
    },
  }
}

/** After the deletion: the security log keeps bare events, other records stay without the person. */
async function expectForgotten(member: Member, rows: Awaited<ReturnType<typeof personalRowsOf>>) {
  const { docs: events } = await payload.find({
    collection: 'security-events',
    where: { id: { in: rows.events } },
    overrideAccess: true,
    limit: 0,
  })
  expect(events).toHaveLength(rows.events.length)
  for (const event of events) {
    expect(event.type).toBeTruthy()
    expect(event).toMatchObject({ userId: null, email: null, ip: null, details: null })
  }
  const owned = [
    'consent-records',
    'fingerprints',
    'tip-marks',
    'tip-email-sends',
    'user-feedback',
    'subscriptions',
    'billing-events',
    'formation-progress',
    'test-results',
  ] as const
  for (const collection of owned) {
    const { totalDocs } = await payload.count({
      collection,
      where: { member: { equals: member.id } },
      overrideAccess: true,
    })
    expect(totalDocs, collection).toBe(0)
  }
  const traces: [CollectionSlug, Where][] = [
    [
      'security-events',
      {
        or: [
          { email: { equals: member.email } },
          { ip: { equals: rows.ip } },
          { userId: { equals: String(member.id) } },
        ],
      },
    ],
    ['fingerprints', { hash: { equals: rows.fingerprint } }],
    ['email-outbox', { to: { equals: member.email } }],
    ['user-feedback', { userEmail: { equals: member.email } }],
    ['subscriptions', { memberEmail: { equals: member.email } }],
    ['billing-events', { memberEmail: { equals: member.email } }],
  ]
  for (const [collection, where] of traces) {
    const { totalDocs } = await payload.count({ collection, where, overrideAccess: true })
    expect(totalDocs, collection).toBe(0)
  }
  // Anonymous records stay: cookie decisions, ratings, payment records.
  expect(
    await payload.findByID({
      collection: 'consent-records',
      id: rows.kept.consent,
      overrideAccess: true,
    }),
  ).toMatchObject({ member: null })
  expect(
    await payload.findByID({
      collection: 'user-feedback',
      id: rows.kept.feedback,
      overrideAccess: true,
    }),
  ).toMatchObject({ rating: 4 })
  expect(
    await payload.findByID({
      collection: 'subscriptions',
      id: rows.kept.subscription,
      overrideAccess: true,
    }),
  ).toMatchObject({ providerId: rows.providerId })
  expect(
    await payload.findByID({
      collection: 'billing-events',
      id: rows.kept.billingEvent,
      overrideAccess: true,
    }),
  ).toMatchObject({ member: null })
}

async function signedUpMember(name = 'Camille'): Promise<{ email: string; member: Member }> {
  const email = uniqueEmail(
    name
      .normalize('NFD')
      .replace(/[^a-z]/gi, '')
      .toLowerCase(),
  )
  const result = await signUp(visitor(), {
    name,
    email,
    password: TEST_PASSWORD,
    botCheck: await solvedBotCheck(),
  })
  expect(result).toEqual({ ok: true, email })
  return { email, member: (await findMember(email))! }
}

describe('sign-up', () => {
  it('creates a free, active, unconfirmed member and sends a branded confirmation in their language', async () => {
    const email = uniqueEmail('lea')
    const result = await signUp(visitor('en'), {
      name: '  Léa  ',
      email: `  ${email.toUpperCase()} `,
      password: TEST_PASSWORD,
      botCheck: await solvedBotCheck(),
    })
    expect(result).toEqual({ ok: true, email })
    const member = (await findMember(email))!
    expect(member).toMatchObject({
      email,
      displayName: 'Léa',
      subscriptionStatus: 'free',
      isActive: true,
      _verified: false,
      preferences: { language: 'en' },
    })

    const [mail] = await outbox(email)
    expect(mail!.subject).toBe('Confirm your email address – Sylva Cévennes')
    expect(mail!.text).toContain('Hello Léa,')
    expect(mail!.html).toContain('<html lang="en">')
    const link = linkFrom(mail!, '/auth?verify=')
    expect(link.startsWith(getEnv().siteUrl)).toBe(true)
    expect(link).toContain('lang=en')
    expect(new URL(link).searchParams.get('verify')).toBe(member._verificationToken)
    expect((await events(email)).map((event) => event.type)).toEqual(['signup'])
  })

  it('keeps the page the visitor signed up from in the confirmation link, and only a path of this site', async () => {
    const email = uniqueEmail('retour')
    const back = '/tests-personnalite/votre-rythme-naturel?q=2&first=b'
    const result = await signUp(visitor(), {
      name: 'Jeanne',
      email,
      password: TEST_PASSWORD,
      botCheck: await solvedBotCheck(),
      back,
    })
    expect(result).toEqual({ ok: true, email })
    const [mail] = await outbox(email)
    expect(new URL(linkFrom(mail!, '/auth?verify=')).searchParams.get('redirect')).toBe(back)

    const elsewhere = uniqueEmail('ailleurs')
    await signUp(visitor(), {
      name: 'Jeanne',
      email: elsewhere,
      password: TEST_PASSWORD,
      botCheck: await solvedBotCheck(),
      back: 'https://evil.example/piege',
    })
    const [other] = await outbox(elsewhere)
    expect(new URL(linkFrom(other!, '/auth?verify=')).searchParams.has('redirect')).toBe(false)
  })

  it('refuses an address already registered, whatever its case', async () => {
    const { email } = await signedUpMember()
    const again = await signUp(visitor(), {
      name: 'Autre',
      email: email.toUpperCase(),
      password: TEST_PASSWORD,
      botCheck: await solvedBotCheck(),
    })
    expect(again).toMatchObject({ ok: false, error: 'alreadyRegistered' })
  })

  it('refuses missing and oversized fields with the field messages, before any bot check', async () => {
    expect(await signUp(visitor(), {})).toEqual({
      ok: false,
      error: 'invalidFields',
      fields: {
        name: 'validation.required',
        email: 'validation.required',
        password: 'validation.required',
      },
    })
    const huge = await signUp(visitor(), {
      name: 'x'.repeat(10_000),
      email: `${'y'.repeat(10_000)}@example.org`,
      password: 'z'.repeat(10_000),
    })
    expect(huge).toMatchObject({
      ok: false,
      error: 'invalidFields',
      fields: {
        name: 'validation.max|100',
        email: 'validation.email',
        password: 'validation.max|128',
      },
    })
  })
})

describe('the bot check', () => {
  const form = () => ({ name: 'Robot', email: uniqueEmail('robot'), password: TEST_PASSWORD })

  it('is required', async () => {
    expect(await signUp(visitor(), { ...form(), botCheck: '' })).toMatchObject({
      error: 'captchaRequired',
    })
    expect(await logIn(visitor(), { email: 'a@example.org', password: 'x' })).toMatchObject({
      error: 'captchaRequired',
    })
  })

  it('refuses garbage and solutions to challenges this server did not sign', async () => {
    expect(await signUp(visitor(), { ...form(), botCheck: 'not base64 at all' })).toMatchObject({
      error: 'captchaError',
    })
    const forged = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 1000,
      counter: 10,
      deriveKey,
      hmacSignatureSecret: 'a key that is not the server key',
      expiresAt: Math.floor(Date.now() / 1000) + 600,
    })
    const solution = await solveChallenge({ challenge: forged, deriveKey })
    expect(
      await signUp(visitor(), { ...form(), botCheck: encode({ challenge: forged, solution }) }),
    ).toMatchObject({
      error: 'captchaError',
    })
    // A real challenge with a made-up answer.
    const real = await createBotChallenge()
    const wrong = { counter: 1, derivedKey: '00'.repeat(32) }
    expect(
      await signUp(visitor(), {
        ...form(),
        botCheck: encode({ challenge: real, solution: wrong }),
      }),
    ).toMatchObject({
      error: 'captchaError',
    })
    expect(await findMember(form().email)).toBeUndefined()
  })

  it('accepts a solution once: a replay is refused', async () => {
    const botCheck = await solvedBotCheck()
    expect(await signUp(visitor(), { ...form(), botCheck })).toMatchObject({ ok: true })
    expect(await signUp(visitor(), { ...form(), botCheck })).toMatchObject({
      ok: false,
      error: 'captchaError',
    })
  })

  it('tells an expired challenge apart', async () => {
    const expired = await createBotChallenge(Date.now() - 11 * 60_000)
    const solution = await solveChallenge({ challenge: expired, deriveKey })
    expect(
      await signUp(visitor(), { ...form(), botCheck: encode({ challenge: expired, solution }) }),
    ).toMatchObject({
      error: 'captchaExpired',
    })
  })
})

describe('confirmation and login', () => {
  it('asks to confirm first, confirms with the link, then logs in and records the events', async () => {
    const { email, member } = await signedUpMember()
    const context = visitor()
    expect(
      await logIn(context, { email, password: TEST_PASSWORD, botCheck: await solvedBotCheck() }),
    ).toMatchObject({
      ok: false,
      error: 'emailNotConfirmed',
    })

    // Resending gives a new link and retires the old one.
    expect(await resendConfirmation(context, { email })).toEqual({ ok: true })
    const mails = await outbox(email, 2)
    const oldToken = new URL(linkFrom(mails[0]!, 'verify=')).searchParams.get('verify')!
    const newToken = new URL(linkFrom(mails[1]!, 'verify=')).searchParams.get('verify')!
    expect(newToken).not.toBe(oldToken)
    expect(await verifyEmail(context, oldToken)).toBe(false)
    expect(await verifyEmail(context, newToken)).toBe(true)
    expect(await verifyEmail(context, newToken)).toBe(false)

    const login = await logIn(context, {
      email,
      password: TEST_PASSWORD,
      botCheck: await solvedBotCheck(),
    })
    expect(login).toMatchObject({ ok: true, member: { id: member.id } })
    if (!login.ok) throw new Error('login failed')
    const me = await api.rest('GET', '/members/me', { token: login.token })
    expect((me.body as { user: { email: string } }).user.email).toBe(email)

    const log = await events(email)
    expect(log.map((event) => event.type)).toEqual([
      'signup',
      'failed_login',
      'email_verified',
      'login',
    ])
    expect(log[1]).toMatchObject({
      severity: 'warning',
      userId: String(member.id),
      ip: context.ip,
      details: { error_message: 'Email not confirmed' },
    })
    expect(log[3]).toMatchObject({ severity: 'info', details: { login_method: 'password' } })
    expect(typeof (log[3]!.details as { timestamp: string }).timestamp).toBe('string')
  })

  it('refuses a deactivated account after the password check, with its own message', async () => {
    const member = await createMember(payload, { isActive: false })
    expect(
      await logIn(visitor(), {
        email: member.email,
        password: TEST_PASSWORD,
        botCheck: await solvedBotCheck(),
      }),
    ).toMatchObject({ ok: false, error: 'accountDisabled' })
    expect(
      await logIn(visitor(), {
        email: member.email,
        password: 'wrong-password',
        botCheck: await solvedBotCheck(),
      }),
    ).toMatchObject({ ok: false, error: 'invalidCredentials' })
  })
})

describe('an unknown address and a wrong password', () => {
  it('get the same answer in about the same time', async () => {
    const rounds = 12
    const known: Member[] = []
    for (let i = 0; i < rounds; i++) known.push(await createMember(payload))
    const timings = { known: [] as number[], unknown: [] as number[] }
    const answers = new Set<string>()
    for (let i = 0; i < rounds; i++) {
      for (const kind of i % 2
        ? (['known', 'unknown'] as const)
        : (['unknown', 'known'] as const)) {
        const email = kind === 'known' ? known[i]!.email : uniqueEmail('nobody')
        const botCheck = await solvedBotCheck()
        const started = performance.now()
        const result = await logIn(visitor(), { email, password: 'not-the-password', botCheck })
        timings[kind].push(performance.now() - started)
        answers.add(JSON.stringify({ ...result, email: undefined }))
      }
    }
    expect([...answers]).toEqual([JSON.stringify({ ok: false, error: 'invalidCredentials' })])
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
    const [a, b] = [median(timings.known), median(timings.unknown)]
    // Both spend one full password hash; what differs is a few queries (a known address also records
    // the failure), which a loaded machine can stretch to a third of the time. Without the spent hash
    // an unknown address answers in a tenth of the time, which this bound still catches.
    expect(
      Math.min(a, b) / Math.max(a, b),
      `known ${a.toFixed(0)} ms, unknown ${b.toFixed(0)} ms`,
    ).toBeGreaterThan(0.5)
  })

  it('resend and reset answer the same for unknown, unconfirmed and confirmed addresses', async () => {
    const { email: unconfirmed } = await signedUpMember()
    const confirmed = (await createMember(payload)).email
    const unknown = uniqueEmail('nobody')
    for (const email of [unknown, unconfirmed, confirmed]) {
      expect(await resendConfirmation(visitor(), { email })).toEqual({ ok: true })
      expect(await requestPasswordReset(visitor(), { email })).toEqual({ ok: true })
    }
    expect(await outbox(unconfirmed, 3)).toHaveLength(3) // sign-up, resend, reset
    expect(await outbox(confirmed, 1)).toHaveLength(1) // reset only
    const { totalDocs } = await payload.count({
      collection: 'email-outbox',
      where: { to: { equals: unknown } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(0)
  })
})

describe('lockout and password reset', () => {
  it('locks an address after five failures, even for the right password, until a reset', async () => {
    const member = await createMember(payload)
    const context = visitor()
    for (let i = 0; i < 5; i++) {
      expect(
        await logIn(context, {
          email: member.email,
          password: `wrong-${i}`,
          botCheck: await solvedBotCheck(),
        }),
      ).toMatchObject({ error: 'invalidCredentials' })
    }
    expect(
      await logIn(context, {
        email: member.email,
        password: TEST_PASSWORD,
        botCheck: await solvedBotCheck(),
      }),
    ).toMatchObject({ ok: false, error: 'locked' })
    expect((await events(member.email)).map((event) => event.type)).toContain('account_locked')

    // An address without an account locks the same way (nothing to tell them apart).
    const nobody = uniqueEmail('nobody')
    for (let i = 0; i < 5; i++)
      await logIn(context, {
        email: nobody,
        password: `wrong-${i}`,
        botCheck: await solvedBotCheck(),
      })
    expect(
      await logIn(context, { email: nobody, password: 'x', botCheck: await solvedBotCheck() }),
    ).toMatchObject({
      error: 'locked',
    })

    expect(await requestPasswordReset(context, { email: member.email })).toEqual({ ok: true })
    const [mail] = await outbox(member.email)
    const link = linkFrom(mail!, '/auth/nouveau-mot-de-passe?token=')
    const token = new URL(link).searchParams.get('token')!

    expect(await resetPassword(context, { token, password: 'abc', confirm: 'abc' })).toMatchObject({
      error: 'invalidFields',
      fields: { password: 'validation.min|6' },
    })
    expect(
      await resetPassword(context, {
        token: 'forged',
        password: 'nouveau-mdp',
        confirm: 'nouveau-mdp',
      }),
    ).toEqual({
      ok: false,
      error: 'invalidToken',
    })
    expect(
      await resetPassword(context, { token, password: 'nouveau-mdp', confirm: 'nouveau-mdp' }),
    ).toEqual({
      ok: true,
    })
    expect(
      await resetPassword(context, { token, password: 'encore-un', confirm: 'encore-un' }),
    ).toMatchObject({
      error: 'invalidToken',
    })

    expect(
      await logIn(context, {
        email: member.email,
        password: TEST_PASSWORD,
        botCheck: await solvedBotCheck(),
      }),
    ).toMatchObject({ error: 'invalidCredentials' })
    expect(
      await logIn(context, {
        email: member.email,
        password: 'nouveau-mdp',
        botCheck: await solvedBotCheck(),
      }),
    ).toMatchObject({ ok: true })
  })

  it('confirms the address of an unconfirmed member who resets the password (the link proves it)', async () => {
    const { email } = await signedUpMember()
    await requestPasswordReset(visitor(), { email })
    const mails = await outbox(email, 2)
    const token = new URL(linkFrom(mails[1]!, 'token=')).searchParams.get('token')!
    expect(
      await resetPassword(visitor(), { token, password: 'nouveau-mdp', confirm: 'nouveau-mdp' }),
    ).toEqual({
      ok: true,
    })
    expect((await findMember(email))!._verified).toBe(true)
  })
})

describe('rate limits per address', () => {
  it('limits logins and sign-ups per client address', async () => {
    const context = visitor()
    for (let i = 0; i < loginRules.perClient.limit; i++)
      await consume(`login:members:${context.ip}`, loginRules.perClient)
    expect(
      await logIn(context, {
        email: uniqueEmail('x'),
        password: 'x',
        botCheck: await solvedBotCheck(),
      }),
    ).toMatchObject({ error: 'rateLimited' })
    for (let i = 0; i < rules.signupPerAddress.limit; i++)
      await consume(`signup:${context.ip}`, rules.signupPerAddress)
    const email = uniqueEmail('late')
    expect(
      await signUp(context, {
        name: 'Late',
        email,
        password: TEST_PASSWORD,
        botCheck: await solvedBotCheck(),
      }),
    ).toMatchObject({ error: 'rateLimited' })
    expect(await findMember(email)).toBeUndefined()
    // Another address is not affected.
    expect(
      await signUp(visitor(), {
        name: 'Other',
        email,
        password: TEST_PASSWORD,
        botCheck: await solvedBotCheck(),
      }),
    ).toMatchObject({ ok: true })
  })

  it('limits e-mails per recipient and per client address', async () => {
    const member = await createMember(payload)
    const results = []
    for (let i = 0; i < rules.mailPerEmail.limit + 1; i++)
      results.push(await requestPasswordReset(visitor(), { email: member.email }))
    expect(results.at(-1)).toMatchObject({ ok: false, error: 'rateLimited' })
    expect(results.slice(0, -1).every((result) => result.ok)).toBe(true)

    const context = visitor()
    const answers = []
    for (let i = 0; i < rules.mailPerAddress.limit + 1; i++)
      answers.push(await resendConfirmation(context, { email: uniqueEmail('spray') }))
    expect(answers.at(-1)).toMatchObject({ ok: false, error: 'rateLimited' })
  })
})

describe('Payload’s own member routes stay closed', () => {
  it('answers 403 to REST and GraphQL login, forgot-password and reset for members', async () => {
    const member = await createMember(payload)
    const login = await api.rest('POST', '/members/login', {
      json: { email: member.email, password: TEST_PASSWORD },
    })
    expect(login.status).toBe(403)
    expect(JSON.stringify(login.body)).not.toContain('token')
    expect(
      (await api.rest('POST', '/members/forgot-password', { json: { email: member.email } }))
        .status,
    ).toBe(403)
    expect(
      (await api.rest('POST', '/members/reset-password', { json: { token: 'x', password: 'y' } }))
        .status,
    ).toBe(403)
    const graphql = await api.graphql(
      'mutation ($email: String!, $password: String!) { loginMember(email: $email, password: $password) { token } }',
      { email: member.email, password: TEST_PASSWORD },
    )
    expect(graphql.data?.loginMember ?? null).toBeNull()
    expect(graphql.errors.length).toBeGreaterThan(0)
  })

  it('refuses sign-up through the API (it would skip the bot check)', async () => {
    const res = await api.rest('POST', '/members', {
      json: { email: uniqueEmail('api'), password: TEST_PASSWORD, displayName: 'API' },
    })
    expect(res.status).toBe(403)
  })

  it('treats a tampered session cookie as no session, without an error', async () => {
    const member = await createMember(payload)
    const token = await tokenFor(payload, member)
    const tampered = `${token.slice(0, -4)}AAAA`
    const headers = new Headers({ Cookie: `sylva-token=${tampered}` })
    expect((await payload.auth({ headers })).user).toBeNull()
    const snapshot = await api.rest('GET', '/access-snapshot', { token: tampered })
    expect(snapshot.status).toBe(401)
  })
})

describe('GET /api/access-snapshot', () => {
  it('is refused to visitors and follows a status change without a new login', async () => {
    expect((await api.rest('GET', '/access-snapshot')).status).toBe(401)
    const member = await createMember(payload, { displayName: 'Anouk' })
    const token = await tokenFor(payload, member)
    const before = await api.rest('GET', '/access-snapshot', { token })
    expect(before).toEqual({
      status: 200,
      body: {
        role: 'user',
        subscription_status: 'free',
        subscription_tier: null,
        subscription_end: null,
        display_name: 'Anouk',
        stripe_customer_id: null,
        is_premium: false,
        is_admin: false,
        needs_refresh: false,
        last_check: null,
      },
    })
    await payload.update({
      collection: 'members',
      id: member.id,
      data: { subscriptionStatus: 'premium', subscriptionTier: 'Mensuel' },
      overrideAccess: true,
    })
    const after = await api.rest('GET', '/access-snapshot', { token })
    expect(after.body).toMatchObject({
      subscription_status: 'premium',
      subscription_tier: 'Mensuel',
      is_premium: true,
    })

    const admin = await createStaff(payload, 'admin')
    const staff = await api.rest('GET', '/access-snapshot', {
      token: await tokenFor(payload, admin),
    })
    expect(staff.body).toMatchObject({ role: 'admin', is_admin: true, is_premium: true })
  })
})

describe('the member’s own account', () => {
  it('exports everything stored about the member, without secrets', async () => {
    const { email, member } = await signedUpMember('Maëlle')
    await payload.update({
      collection: 'members',
      id: member.id,
      data: { _verified: true },
      overrideAccess: true,
    })
    const token = await tokenFor(payload, member)
    const res = await api.rest('GET', '/account/export', { token })
    expect(res.status).toBe(200)
    const data = res.body as {
      account: Record<string, unknown>
      securityEvents: { type: string }[]
    }
    expect(data.account).toMatchObject({
      email,
      displayName: 'Maëlle',
      subscriptionStatus: 'free',
      isActive: true,
    })
    for (const secret of [
      'hash',
      'salt',
      'sessions',
      'resetPasswordToken',
      '_verificationToken',
      'loginAttempts',
    ])
      expect(data.account).not.toHaveProperty(secret)
    expect(data.securityEvents.map((event) => event.type)).toContain('signup')
    expect((await api.rest('GET', '/account/export')).status).toBe(401)
  })

  it('changes the password only with the current one, and ends the other sessions', async () => {
    const member = await createMember(payload)
    const oldSession = await tokenFor(payload, member)
    const context = visitor()
    expect(
      await changePassword(context, member, {
        current: 'wrong',
        password: 'nouveau-mdp',
        confirm: 'nouveau-mdp',
      }),
    ).toMatchObject({ ok: false, error: 'wrongCurrent' })
    const changed = await changePassword(context, member, {
      current: TEST_PASSWORD,
      password: 'nouveau-mdp',
      confirm: 'nouveau-mdp',
    })
    expect(changed.ok).toBe(true)
    expect((await api.rest('GET', '/access-snapshot', { token: oldSession })).status).toBe(401)
    if (changed.ok)
      expect((await api.rest('GET', '/access-snapshot', { token: changed.token })).status).toBe(200)
  })

  it('deletes the account after confirmation: no row names it any more, and its id goes to no one', async () => {
    const { email, member } = await signedUpMember('Jules')
    const context = visitor()
    expect(await deleteAccount(context, member, 'someone-else@example.org')).toEqual({
      ok: false,
      error: 'mismatch',
    })
    expect(await findMember(email)).toBeDefined()
    const rows = await personalRowsOf(member, context.ip)
    const since = new Date().toISOString()
    expect(await deleteAccount(context, member, ` ${email.toUpperCase()} `)).toEqual({ ok: true })
    expect(await findMember(email)).toBeUndefined()
    await expectForgotten(member, rows)
    const { docs: deletions } = await payload.find({
      collection: 'security-events',
      where: {
        and: [{ type: { equals: 'account_deleted' } }, { createdAt: { greater_than: since } }],
      },
      overrideAccess: true,
    })
    expect(deletions.length).toBeGreaterThan(0)

    // SQLite would give the highest id, just freed, to the next account, which then exported the
    // deleted account's security history.
    const next = await createMember(payload)
    expect(next.id).toBeGreaterThan(member.id)
    const res = await api.rest('GET', '/account/export', { token: await tokenFor(payload, next) })
    expect(res.status).toBe(200)
    const exported = JSON.stringify(res.body)
    for (const trace of [email, rows.ip, rows.fingerprint, rows.providerId])
      expect(exported).not.toContain(trace)
    expect((res.body as { securityEvents: unknown[] }).securityEvents).toEqual([])
  })

  it('forgets a member deleted by staff, and a deleted staff account, the same way', async () => {
    const { member } = await signedUpMember('Sacha')
    const rows = await personalRowsOf(member, visitor().ip)
    const admin = await createStaff(payload, 'admin')
    const token = await tokenFor(payload, admin)
    expect((await api.rest('DELETE', `/members/${member.id}`, { token })).status).toBe(200)
    await expectForgotten(member, rows)

    const editor = await createStaff(payload, 'editor')
    await logSecurityEvent(payload, {
      type: 'login',
      userId: editor.id,
      accountType: 'users',
      email: editor.email,
      ip: visitor().ip,
    })
    expect((await api.rest('DELETE', `/users/${editor.id}`, { token })).status).toBe(200)
    const { totalDocs } = await payload.count({
      collection: 'security-events',
      where: {
        or: [
          {
            and: [{ userId: { equals: String(editor.id) } }, { accountType: { equals: 'users' } }],
          },
          { email: { equals: editor.email } },
        ],
      },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(0)
  })

  it('exports the content of the member’s subscriptions and payment events', async () => {
    const member = await createMember(payload)
    const rows = await personalRowsOf(member, visitor().ip)
    const res = await api.rest('GET', '/account/export', { token: await tokenFor(payload, member) })
    const data = res.body as {
      account: Record<string, unknown>
      subscriptions: Record<string, unknown>[]
      billingEvents: Record<string, unknown>[]
    }
    expect(data.subscriptions).toEqual([
      expect.objectContaining({
        provider: 'demo',
        providerId: rows.providerId,
        status: 'canceled',
      }),
    ])
    expect(data.billingEvents).toEqual([
      expect.objectContaining({ type: 'checkout.completed', outcome: 'applied', source: 'demo' }),
    ])
    expect(data.account).not.toHaveProperty('subscriptions')
    expect(data.account).not.toHaveProperty('billingEvents')
  })

  it('gives the plan’s name in the member’s language, beside the stored one', async () => {
    await payload.create({
      collection: 'plans',
      locale: 'fr',
      data: {
        code: 'export-saison',
        name: 'Saison export',
        priceCents: 900,
        currency: 'EUR',
        interval: 'month',
        active: false,
      },
      overrideAccess: true,
    })
    const plan = await payload.find({
      collection: 'plans',
      where: { code: { equals: 'export-saison' } },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'plans',
      id: plan.docs[0]!.id,
      locale: 'en',
      data: { name: 'Export season' },
      overrideAccess: true,
    })
    const member = await payload.update({
      collection: 'members',
      id: (await createMember(payload)).id,
      data: { subscriptionTier: 'Saison export', preferences: { language: 'en' } },
      overrideAccess: true,
    })
    const res = await api.rest('GET', '/account/export', { token: await tokenFor(payload, member) })
    const { account } = res.body as { account: Record<string, unknown> }
    expect(account.subscriptionTier).toBe('Saison export')
    expect(account.subscriptionTierName).toBe('Export season')
  })
})

describe('members created by staff', () => {
  it('receive the site’s confirmation e-mail (not Payload’s), unless staff marked them verified', async () => {
    const admin = await createStaff(payload, 'admin')
    const token = await tokenFor(payload, admin)
    const email = uniqueEmail('invite')
    const res = await api.rest('POST', '/members', {
      token,
      json: {
        email,
        password: TEST_PASSWORD,
        displayName: 'Invitée',
        preferences: { language: 'de' },
      },
    })
    expect(res.status).toBe(201)
    const [mail] = await outbox(email)
    expect(mail!.subject).toContain('Sylva Cévennes')
    expect(mail!.text).toContain('Hallo Invitée,')
    expect(linkFrom(mail!, '/auth?verify=')).toContain('lang=de')

    const verified = uniqueEmail('verified')
    await api.rest('POST', '/members', {
      token,
      json: {
        email: verified,
        password: TEST_PASSWORD,
        displayName: 'Déjà vérifiée',
        _verified: true,
      },
    })
    await runJobs(payload)
    const { totalDocs } = await payload.count({
      collection: 'email-outbox',
      where: { to: { equals: verified } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(0)
  })
})
