/**
 * What proves an account (src/lib/auth/credentials.ts, throttle.ts, staff-login.ts, password-policy.ts),
 * tried as an outside tester tries it: passwords and addresses changed through the raw API, sessions
 * that must end, staff sign-in that must not tell addresses apart nor lock their owner out, common
 * passwords, invisible characters in names, malformed and unbounded reads.
 */
import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { changeEmail, changePassword } from '@/lib/auth/account'
import { confirmEmailChange } from '@/lib/auth/credentials'
import { STAFF_LOGIN_THROTTLED } from '@/lib/auth/staff-login'
import { requestPasswordReset, resetPassword, signUp, type AuthContext } from '@/lib/auth/service'
import { loginRules } from '@/lib/auth/throttle'
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
