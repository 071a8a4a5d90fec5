/**
 * What proves an account (src/lib/auth/credentials.ts, throttle.ts, staff-login.ts, password-policy.ts),
 * tried as an outside tester tries it: passwords and addresses changed through the raw API, sessions
 * that must end, staff sign-in that must not tell addresses apart nor lock their owner out, common
 * passwords, invisible characters in names, malformed and unbounded reads.
 */
import { randomBytes } from 'node:crypto'

import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { changeEmail, changePassword } from '@/lib/auth/account'
import { COMMON_PASSWORD_MESSAGE, confirmEmailChange } from '@/lib/auth/credentials'
import { STAFF_LOGIN_THROTTLED } from '@/lib/auth/staff-login'
import {
  logIn,
  requestPasswordReset,
  resetPassword,
  signUp,
  type AuthContext,
} from '@/lib/auth/service'
import { loginRules, recordLoginFailure } from '@/lib/auth/throttle'
import { accountOfRequest } from '@/lib/auth/viewer'
import { createBotChallenge } from '@/lib/bot-check/altcha'
import { audienceOfSession } from '@/components/Site/audience'
import { CLIENT_IP_HEADER } from '@/lib/platform/http/client-ip'
import { MAX_PUBLIC_PAGE_SIZE } from '@/access/harden'
import type { EmailOutbox, Member, User } from '@/payload-types'

import {
  createMember,
  createStaff,
  TEST_PASSWORD,
  tokenFor,
  uniqueEmail,
} from '../factories/accounts'
import { richText } from '../factories/richtext'
import { createApi, type ApiResponse } from './support/api'
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

const newIp = () => {
  const [a, b, c] = randomBytes(3)
  return `10.${a}.${b}.${c}`
}

function visitor(): AuthContext {
  return { payload, ip: newIp(), locale: 'fr' }
}

/** Whether a session token still opens the account (`/me` answers its user). */
async function isSignedIn(collection: 'members' | 'users', token: string): Promise<boolean> {
  const me = await api.rest('GET', `/${collection}/me`, { token })
  return Boolean((me.body as { user?: unknown } | null)?.user)
}

function linkFrom(mail: EmailOutbox, marker: string): string {
  const link = mail.text?.match(/https?:\/\/\S+/g)?.find((url) => url.includes(marker))
  if (!link) throw new Error(`no ${marker} link in ${mail.text}`)
  return link
}

async function reload<T extends Member | User>(account: T): Promise<T> {
  return (await payload.findByID({
    collection: account.collection,
    id: account.id,
    overrideAccess: true,
    showHiddenFields: true,
  })) as T
}

/** Staff sign-in through Payload's own REST route, from a given client address. */
function staffLogin(email: string, password: string, ip: string): Promise<ApiResponse> {
  return api.rest('POST', '/users/login', {
    json: { email, password },
    headers: { [CLIENT_IP_HEADER]: ip },
  })
}

describe('a member’s password and address through the raw API', () => {
  it('refuses a password change with the member’s own token (REST by id, bulk, GraphQL), nothing changes', async () => {
    const member = await createMember(payload)
    const token = await tokenFor(payload, member)
    const byId = await api.rest('PATCH', `/members/${member.id}`, {
      token,
      json: { password: 'nouveau-mot-de-passe-volé' },
    })
    expect(byId.status).toBe(403)
    const bulk = await api.rest('PATCH', `/members?where[id][equals]=${member.id}`, {
      token,
      json: { password: 'nouveau-mot-de-passe-volé' },
    })
    expect(bulk.status).toBeGreaterThanOrEqual(400)
    const graphql = await api.graphql(
      `mutation { updateMember(id: ${member.id}, data: { password: "nouveau-mot-de-passe-volé" }) { id } }`,
      {},
      { token },
    )
    expect(graphql.errors.length).toBeGreaterThan(0)
    // The old password still opens the account; the new one does not.
    expect(await isSignedIn('members', await tokenFor(payload, member))).toBe(true)
    await expect(
      payload.login({
        collection: 'members',
        data: { email: member.email, password: 'nouveau-mot-de-passe-volé' },
        context: { viaSiteForms: true },
      }),
    ).rejects.toThrow()
  })

  it('ignores an address change sent with the member’s own token (no change, no link sent)', async () => {
    const member = await createMember(payload)
    const token = await tokenFor(payload, member)
    const pirate = uniqueEmail('pirate')
    const response = await api.rest('PATCH', `/members/${member.id}`, {
      token,
      json: { email: pirate },
    })
    expect(response.status).toBe(200)
    const after = await reload(member)
    expect(after.email).toBe(member.email)
    expect(after.pendingEmail ?? null).toBeNull()
    const { totalDocs } = await payload.count({
      collection: 'email-outbox',
      where: { to: { equals: pirate } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(0)
  })

  it('a harmless field still saves through the API', async () => {
    const member = await createMember(payload)
    const response = await api.rest('PATCH', `/members/${member.id}`, {
      token: await tokenFor(payload, member),
      json: { displayName: 'Alix' },
    })
    expect(response.status).toBe(200)
    expect((await reload(member)).displayName).toBe('Alix')
  })
})

describe('changing a password from the site ends the other sessions', () => {
  it('the member area: current password checked, other devices signed out, common passwords refused', async () => {
    const member = await createMember(payload)
    const otherDevice = await tokenFor(payload, member)
    const context = { payload, ip: newIp() }
    expect(
      await changePassword(context, member, {
        current: 'pas-le-bon',
        password: 'une-autre-phrase',
        confirm: 'une-autre-phrase',
      }),
    ).toMatchObject({ ok: false, error: 'wrongCurrent' })
    expect(
      await changePassword(context, member, {
        current: TEST_PASSWORD,
        password: 'azertyuiop',
        confirm: 'azertyuiop',
      }),
    ).toMatchObject({ ok: false, fields: { password: 'validation.commonPassword' } })
    expect(await isSignedIn('members', otherDevice)).toBe(true)
    const changed = await changePassword(context, member, {
      current: TEST_PASSWORD,
      password: 'une-autre-phrase',
      confirm: 'une-autre-phrase',
    })
    expect(changed.ok).toBe(true)
    expect(await isSignedIn('members', otherDevice)).toBe(false)
    if (changed.ok) expect(await isSignedIn('members', changed.token)).toBe(true)
  })

  it('a reset by e-mail ends every session too', async () => {
    const member = await createMember(payload)
    const session = await tokenFor(payload, member)
    expect(await requestPasswordReset(visitor(), { email: member.email })).toEqual({ ok: true })
    const [mail] = await waitForOutbox(payload, member.email, (mails) => mails.length >= 1)
    const token = new URL(linkFrom(mail!, '/auth/nouveau-mot-de-passe')).searchParams.get('token')!
    expect(
      await resetPassword(visitor(), { token, password: 'abc123', confirm: 'abc123' }),
    ).toMatchObject({ ok: false, fields: { password: 'validation.commonPassword' } })
    expect(
      await resetPassword(visitor(), {
        token,
        password: 'clairiere-du-bouges',
        confirm: 'clairiere-du-bouges',
      }),
    ).toEqual({ ok: true })
    expect(await isSignedIn('members', session)).toBe(false)
  })
})

describe('changing a member’s address', () => {
  it('from the member area: current password, link to the new address, notice to the old, sessions end', async () => {
    const member = await createMember(payload)
    const session = await tokenFor(payload, member)
    const next = uniqueEmail('nouvelle')
    const context = { payload, ip: newIp(), locale: 'fr' as const }
    expect(await changeEmail(context, member, { current: 'faux', email: next })).toMatchObject({
      ok: false,
      error: 'wrongCurrent',
    })
    expect(await changeEmail(context, member, { current: TEST_PASSWORD, email: next })).toEqual({
      ok: true,
      email: next,
    })
    // Nothing changes until the new address confirms.
    expect((await reload(member)).email).toBe(member.email)
    expect((await reload(member)).pendingEmail).toBe(next)
    const [notice] = await waitForOutbox(payload, member.email, (mails) => mails.length >= 1)
    expect(notice?.text).not.toContain('/auth/confirmer-email')
    const [mail] = await waitForOutbox(payload, next, (mails) => mails.length >= 1)
    const token = new URL(linkFrom(mail!, '/auth/confirmer-email')).searchParams.get('token')!
    expect(await confirmEmailChange(payload, 'f'.repeat(64))).toEqual({
      ok: false,
      reason: 'invalid',
    })
    expect(await confirmEmailChange(payload, token)).toEqual({
      ok: true,
      collection: 'members',
      email: next,
    })
    const after = await reload(member)
    expect(after.email).toBe(next)
    expect(after.pendingEmail ?? null).toBeNull()
    expect(await isSignedIn('members', session)).toBe(false)
    // The link works once.
    expect(await confirmEmailChange(payload, token)).toEqual({ ok: false, reason: 'invalid' })
  })

  it('an administrator’s change in the admin waits for the new address as well', async () => {
    const admin = await createStaff(payload, 'admin')
    const member = await createMember(payload)
    const next = uniqueEmail('par-admin')
    const response = await api.rest('PATCH', `/members/${member.id}`, {
      token: await tokenFor(payload, admin),
      json: { email: next },
    })
    expect(response.status).toBe(200)
    expect((await reload(member)).email).toBe(member.email)
    expect((await reload(member)).pendingEmail).toBe(next)
    const [mail] = await waitForOutbox(payload, next, (mails) => mails.length >= 1)
    expect(mail?.text).toContain('/auth/confirmer-email?token=')
  })

  it('an address used by another account gets no link, and the answer does not say so', async () => {
    const member = await createMember(payload)
    const other = await createMember(payload)
    const context = { payload, ip: newIp(), locale: 'fr' as const }
    expect(
      await changeEmail(context, member, { current: TEST_PASSWORD, email: other.email }),
    ).toEqual({
      ok: true,
      email: other.email,
    })
    await waitForOutbox(payload, member.email, (mails) => mails.length >= 1)
    const { totalDocs } = await payload.count({
      collection: 'email-outbox',
      where: { and: [{ to: { equals: other.email } }] },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(0)
    expect((await reload(member)).pendingEmail ?? null).toBeNull()
  })
})

describe('staff credentials in the admin', () => {
  it('a password change needs the current password and ends the other sessions, not this one', async () => {
    const editor = await createStaff(payload, 'editor')
    const thisBrowser = await tokenFor(payload, editor)
    const otherBrowser = await tokenFor(payload, editor)
    const without = await api.rest('PATCH', `/users/${editor.id}`, {
      token: thisBrowser,
      json: { password: 'nouvelle-phrase-de-passe' },
    })
    expect(without.status).toBe(400)
    const wrong = await api.rest('PATCH', `/users/${editor.id}`, {
      token: thisBrowser,
      json: { password: 'nouvelle-phrase-de-passe', currentPassword: 'pas-le-bon' },
    })
    expect(wrong.status).toBe(400)
    const common = await api.rest('PATCH', `/users/${editor.id}`, {
      token: thisBrowser,
      json: { password: 'motdepasse', currentPassword: TEST_PASSWORD },
    })
    expect(common.status).toBe(400)
    expect(await isSignedIn('users', otherBrowser)).toBe(true)
    const right = await api.rest('PATCH', `/users/${editor.id}`, {
      token: thisBrowser,
      json: { password: 'nouvelle-phrase-de-passe', currentPassword: TEST_PASSWORD },
    })
    expect(right.status).toBe(200)
    expect(await isSignedIn('users', otherBrowser)).toBe(false)
    expect(await isSignedIn('users', thisBrowser)).toBe(true)
    const login = await staffLogin(editor.email, 'nouvelle-phrase-de-passe', newIp())
    expect(login.status).toBe(200)
  })

  it('an address change needs the current password and a confirmation from the new address', async () => {
    const editor = await createStaff(payload, 'editor')
    const token = await tokenFor(payload, editor)
    const next = uniqueEmail('equipe')
    expect(
      (await api.rest('PATCH', `/users/${editor.id}`, { token, json: { email: next } })).status,
    ).toBe(400)
    const asked = await api.rest('PATCH', `/users/${editor.id}`, {
      token,
      json: { email: next, currentPassword: TEST_PASSWORD },
    })
    expect(asked.status).toBe(200)
    expect((await reload(editor)).email).toBe(editor.email)
    const [mail] = await waitForOutbox(payload, next, (mails) => mails.length >= 1)
    const link = new URL(linkFrom(mail!, '/auth/confirmer-email'))
    expect(await confirmEmailChange(payload, link.searchParams.get('token')!)).toEqual({
      ok: true,
      collection: 'users',
      email: next,
    })
    expect((await reload(editor)).email).toBe(next)
    expect(await isSignedIn('users', token)).toBe(false)
  })

  it('a new staff account with a common password is refused', async () => {
    const admin = await createStaff(payload, 'admin')
    const response = await api.rest('POST', '/users', {
      token: await tokenFor(payload, admin),
      json: { email: uniqueEmail('faible'), password: 'password1', role: 'editor' },
    })
    expect(response.status).toBe(400)
  })
})

describe('staff sign-in', () => {
  it('answers an unknown address and a wrong password alike', async () => {
    const editor = await createStaff(payload, 'editor')
    const unknown = await staffLogin(uniqueEmail('personne'), 'peu-importe', newIp())
    const wrong = await staffLogin(editor.email, 'peu-importe', newIp())
    expect(unknown.status).toBe(401)
    expect(wrong.status).toBe(unknown.status)
    expect(wrong.body).toEqual(unknown.body)
  })

  it('takes as long for an unknown address as for a wrong password (20 interleaved tries)', async () => {
    const editor = await createStaff(payload, 'editor')
    const unknown: number[] = []
    const known: number[] = []
    const timed = async (email: string, into: number[]) => {
      const started = performance.now()
      await staffLogin(email, 'peu-importe', newIp())
      into.push(performance.now() - started)
    }
    for (let i = 0; i < 20; i++) {
      await timed(uniqueEmail('personne'), unknown)
      await timed(editor.email, known)
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!
    // Before this was fixed an unknown address answered ten times faster; both now pay for a hash.
    expect(median(unknown) / median(known)).toBeGreaterThan(0.5)
  }, 120_000)

  it('five failures from one client hold that client back, never the owner elsewhere; a reset lifts it', async () => {
    const editor = await createStaff(payload, 'editor')
    const attacker = newIp()
    for (let i = 0; i < loginRules.failuresPerClient.limit; i++)
      expect((await staffLogin(editor.email, `faux-${i}`, attacker)).status).toBe(401)
    const held = await staffLogin(editor.email, TEST_PASSWORD, attacker)
    expect(held.status).toBe(429)
    expect(JSON.stringify(held.body)).toContain(STAFF_LOGIN_THROTTLED)
    // An unknown address is held back after five failures in exactly the same way.
    const nobody = uniqueEmail('personne')
    for (let i = 0; i < loginRules.failuresPerClient.limit; i++)
      await staffLogin(nobody, 'x', attacker)
    expect((await staffLogin(nobody, 'x', attacker)).body).toEqual(held.body)
    // The owner, from their own connection, signs in.
    expect((await staffLogin(editor.email, TEST_PASSWORD, newIp())).status).toBe(200)
    // A reset by e-mail, completed from the held-back connection, lifts the hold there too.
    const token = await payload.forgotPassword({
      collection: 'users',
      data: { email: editor.email },
      disableEmail: true,
    })
    const reset = await api.rest('POST', '/users/reset-password', {
      json: { token, password: 'une-nouvelle-phrase' },
      headers: { [CLIENT_IP_HEADER]: attacker },
    })
    expect(reset.status).toBe(200)
    expect((await staffLogin(editor.email, 'une-nouvelle-phrase', attacker)).status).toBe(200)
  })

  it('limits the attempts of one client, whatever the addresses', async () => {
    const client = newIp()
    let last: ApiResponse | undefined
    for (let i = 0; i <= loginRules.perClient.limit; i++)
      last = await staffLogin(uniqueEmail('rafale'), 'x', client)
    expect(last?.status).toBe(429)
  }, 120_000)
})

describe('common passwords and invisible characters at sign-up and in profiles', () => {
  it('refuses a common password at sign-up with the catalogue’s message key', async () => {
    const result = await signUp(visitor(), {
      name: 'Camille',
      email: uniqueEmail('faible'),
      password: 'abc123',
      botCheck: 'not-checked-before-the-password',
    })
    expect(result).toMatchObject({ ok: false, fields: { password: 'validation.commonPassword' } })
  })

  it('removes control and direction-changing characters from a display name saved through the API', async () => {
    const member = await createMember(payload)
    const response = await api.rest('PATCH', `/members/${member.id}`, {
      token: await tokenFor(payload, member),
      json: { displayName: 'Ali\u202Ece\u0007 Martin' },
    })
    expect(response.status).toBe(200)
    expect((await reload(member)).displayName).toBe('Alice Martin')
  })
})

describe('malformed and unbounded reads', () => {
  it('answers 404 to an id that cannot exist, on any collection', async () => {
    for (const path of ['/articles/abc', '/articles/1%20or%201=1', '/categories/-1', '/media/0x10'])
      expect((await api.rest('GET', path)).status, path).toBe(404)
  })

  it('caps a page at the public maximum for visitors and members, not for staff', async () => {
    const admin = await createStaff(payload, 'admin')
    for (const query of ['limit=100000', 'limit=0']) {
      const answer = await api.rest('GET', `/categories?${query}`)
      expect(answer.status).toBe(200)
      expect((answer.body as { limit: number }).limit, query).toBe(MAX_PUBLIC_PAGE_SIZE)
    }
    // Without pagination Payload would return every document: it stays paginated.
    const unpaginated = await api.rest('GET', '/categories?pagination=false&limit=100000')
    expect(unpaginated.body).toMatchObject({ limit: MAX_PUBLIC_PAGE_SIZE, page: 1 })
    const staff = await api.rest('GET', '/categories?limit=1000', {
      token: await tokenFor(payload, admin),
    })
    expect((staff.body as { limit: number }).limit).toBe(1000)
  })
})

/** What the sign-in form sends once the widget has solved this server's challenge. */
async function solvedBotCheck(): Promise<string> {
  const challenge = await createBotChallenge()
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('could not solve the challenge')
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

describe('a member switched off (« Compte actif »)', () => {
  it('is signed out at once on REST, GraphQL and the site; reactivating revives no session', async () => {
    const marker = `corps-reserve-${randomBytes(4).toString('hex')}`
    const article = await payload.create({
      collection: 'articles',
      data: {
        title: 'Article premium',
        excerpt: 'Résumé public',
        slug: `premium-${randomBytes(4).toString('hex')}`,
        access: 'premium',
        minutes: 5,
        body: richText(`Le texte ${marker}`),
        publishedAt: new Date(Date.now() - 3_600_000).toISOString(),
        _status: 'published',
      } as never,
      overrideAccess: true,
    })
    const member = await createMember(payload, { subscriptionStatus: 'premium' })
    const token = await tokenFor(payload, member)
    const admin = await tokenFor(payload, await createStaff(payload, 'admin'))
    const session = { authorization: `JWT ${token}` }
    const readsPremium = async () =>
      JSON.stringify((await api.rest('GET', `/articles/${article.id}`, { token })).body).includes(
        marker,
      )
    const meByGraphql = async () =>
      (await api.graphql('{ meMember { user { id } } }', {}, { token })).data?.meMember as {
        user: unknown
      } | null

    const visitorView = await api.rest('GET', `/articles/${article.id}`)
    expect(JSON.stringify(visitorView.body)).not.toContain(marker)
    expect(await isSignedIn('members', token)).toBe(true)
    expect(await readsPremium()).toBe(true)
    expect((await meByGraphql())?.user).toBeTruthy()
    expect((await accountOfRequest(new Headers(session)))?.id).toBe(member.id)
    expect(await audienceOfSession(session)).toMatchObject({ subscriptionStatus: 'premium' })

    // The administrator's switch, through the API the admin uses (field access applies).
    const off = await api.rest('PATCH', `/members/${member.id}`, {
      token: admin,
      json: { isActive: false },
    })
    expect(off.status).toBe(200)
    expect((await reload(member)).sessions ?? []).toEqual([])
    expect(await isSignedIn('members', token)).toBe(false)
    expect(await readsPremium()).toBe(false)
    expect((await meByGraphql())?.user ?? null).toBeNull()
    expect((await api.rest('GET', '/access-snapshot', { token })).status).toBe(401)
    expect(await accountOfRequest(new Headers(session))).toBeNull()
    expect(await audienceOfSession(session)).toBeNull()

    const on = await api.rest('PATCH', `/members/${member.id}`, {
      token: admin,
      json: { isActive: true },
    })
    expect(on.status).toBe(200)
    expect(await isSignedIn('members', token)).toBe(false)
    expect(await readsPremium()).toBe(false)
    expect(await accountOfRequest(new Headers(session))).toBeNull()
  })

  it('is no session for the site even where a session row was left behind', async () => {
    const member = await createMember(payload, { subscriptionStatus: 'premium' })
    const token = await tokenFor(payload, member)
    // An account switched off before sessions were ended with it: the row keeps its session.
    await payload.db.updateOne({ collection: 'members', id: member.id, data: { isActive: false } })
    expect((await reload(member)).sessions?.length).toBe(1)
    const session = { authorization: `JWT ${token}` }
    expect(await accountOfRequest(new Headers(session))).toBeNull()
    expect(await audienceOfSession(session)).toBeNull()
    expect((await api.rest('GET', '/access-snapshot', { token })).status).toBe(401)
    // Saving the account again ends it for Payload's routes as well.
    await payload.update({
      collection: 'members',
      id: member.id,
      data: { displayName: 'Alix' },
      overrideAccess: true,
    })
    expect(await isSignedIn('members', token)).toBe(false)
  })
})

describe('strangers’ failures never refuse the owner’s right password', () => {
  /** Five wrong passwords for the address from each of `clients` connections (the ceiling). */
  async function failFromManyClients(scope: 'members' | 'users', email: string, clients: number) {
    for (let client = 0; client < clients; client++) {
      const ip = newIp()
      for (let i = 0; i < loginRules.failuresPerClient.limit; i++)
        await recordLoginFailure({ scope, email, ip })
    }
  }
  const clientsForCeiling = loginRules.failuresPerEmail.limit / loginRules.failuresPerClient.limit

  it('members: past the ceiling the right password signs in from a new client; each client gets one try', async () => {
    const member = await createMember(payload)
    await failFromManyClients('members', member.email, clientsForCeiling)
    const owner = visitor()
    const signIn = async (context: AuthContext, password: string) =>
      logIn(context, { email: member.email, password, botCheck: await solvedBotCheck() })
    expect(await signIn(owner, TEST_PASSWORD)).toMatchObject({ ok: true })

    await failFromManyClients('members', member.email, clientsForCeiling)
    const stranger = visitor()
    expect(await signIn(stranger, 'encore-un-essai')).toMatchObject({ error: 'invalidCredentials' })
    expect(await signIn(stranger, TEST_PASSWORD)).toMatchObject({ ok: false, error: 'locked' })
    expect(await signIn(visitor(), TEST_PASSWORD)).toMatchObject({ ok: true })
  })

  it('staff: the same through Payload’s login route, with the message of what happens', async () => {
    const editor = await createStaff(payload, 'editor')
    await failFromManyClients('users', editor.email, clientsForCeiling)
    expect((await staffLogin(editor.email, TEST_PASSWORD, newIp())).status).toBe(200)
    await failFromManyClients('users', editor.email, clientsForCeiling)
    const stranger = newIp()
    expect((await staffLogin(editor.email, 'encore-un-essai', stranger)).status).toBe(401)
    const held = await staffLogin(editor.email, TEST_PASSWORD, stranger)
    expect(held.status).toBe(429)
    expect(JSON.stringify(held.body)).toContain('un quart d’heure au plus')
  })

  it('counts an IPv6 client by its /64: its other addresses do not start afresh', async () => {
    const editor = await createStaff(payload, 'editor')
    const [a, b] = randomBytes(2)
    const network = `2001:db8:${a}:${b}`
    for (let i = 0; i < loginRules.failuresPerClient.limit; i++)
      expect((await staffLogin(editor.email, `faux-${i}`, `${network}::${i + 1}`)).status).toBe(401)
    expect((await staffLogin(editor.email, TEST_PASSWORD, `${network}::ffff`)).status).toBe(429)
    expect((await staffLogin(editor.email, TEST_PASSWORD, `${network}1::1`)).status).toBe(200)
  })
})

describe('passwords too easy to guess', () => {
  it('are refused at sign-up and reset with the catalogue’s message, and for staff with the same sense', async () => {
    for (const password of ['aaaaaa', 'sylva2026', 'Cevennes48!'])
      expect(
        await signUp(visitor(), {
          name: 'Camille',
          email: uniqueEmail('faible'),
          password,
          botCheck: 'not-checked-before-the-password',
        }),
        password,
      ).toMatchObject({ ok: false, fields: { password: 'validation.commonPassword' } })
    expect(
      await signUp(visitor(), {
        name: 'Camille',
        email: uniqueEmail('faible'),
        password: 'camille1990',
        botCheck: 'not-checked-before-the-password',
      }),
    ).toMatchObject({ ok: false, fields: { password: 'validation.commonPassword' } })

    const member = await createMember(payload, { displayName: 'Hortense' })
    const token = await payload.forgotPassword({
      collection: 'members',
      data: { email: member.email },
      disableEmail: true,
      context: { viaSiteForms: true },
    })
    expect(
      await resetPassword(visitor(), { token, password: 'hortense2026', confirm: 'hortense2026' }),
    ).toMatchObject({ ok: false, fields: { password: 'validation.commonPassword' } })

    const admin = await createStaff(payload, 'admin')
    const staff = await api.rest('POST', '/users', {
      token: await tokenFor(payload, admin),
      json: { email: uniqueEmail('faible'), password: 'sylva2026', role: 'editor' },
    })
    expect(staff.status).toBe(400)
    expect(JSON.stringify(staff.body)).toContain(COMMON_PASSWORD_MESSAGE)
  })
})
