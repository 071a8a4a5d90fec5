/**
 * Cookie consent proof and device fingerprints (issue 7, parts 3 and 4) through the real endpoints:
 * what POST /api/consent and POST /api/fingerprint store, the server's own risk score, blocked devices
 * and addresses (403), bounds (400, 413, 429), and that visitors and members can read none of it.
 */
import { randomBytes } from 'node:crypto'

import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { exportAccountData } from '@/endpoints/accountExport'
import { deleteAccount } from '@/lib/billing/account-deletion'
import { CONSENT_RATE_LIMIT } from '@/lib/consent/records'
import { CLIENT_IP_HEADER } from '@/lib/platform/http/client-ip'
import { purgeExpired } from '@/lib/platform/payload/retention'
import type { FingerprintRequest } from '@/lib/security/fingerprint-payload'
import type { Member } from '@/payload-types'

import { processWide } from '@/lib/platform/runtime/edge-contract.mjs'

import { createMember, createStaff, tokenFor } from '../factories/accounts'
import { createApi } from './support/api'
import { config, startPayload, stopPayload } from './support/payload'

let payload: Payload
let api: ReturnType<typeof createApi>
let member: Member
let memberToken: string
let adminToken: string

const HEADLESS_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/130.0.0.0 Safari/537.36'
const MAC_UA =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36'

beforeAll(async () => {
  payload = await startPayload()
  api = createApi(config)
  member = await createMember(payload)
  memberToken = await tokenFor(payload, member)
  adminToken = await tokenFor(payload, await createStaff(payload, 'admin'))
})

afterAll(async () => {
  await stopPayload(payload)
})

/** A client address of its own per test, for the rate limits. */
const uniqueIp = () => `10.${[...randomBytes(3)].map((byte) => (byte % 250) + 1).join('.')}`
const uniqueId = () => randomBytes(12).toString('base64url')
const uniqueHash = () => randomBytes(32).toString('hex')

async function post(
  path: string,
  body: unknown,
  { ip = uniqueIp(), token, userAgent }: { ip?: string; token?: string; userAgent?: string } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const headers = new Headers({ 'Content-Type': 'application/json', [CLIENT_IP_HEADER]: ip })
  if (token) headers.set('Authorization', `JWT ${token}`)
  if (userAgent) headers.set('User-Agent', userAgent)
  const request = new Request(`http://localhost:3000/api${path}`, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  const response = await handleEndpoints({ config, request, path: `/api${path}` })
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : {} }
}

const decision = (changes: Record<string, unknown> = {}) => ({
  id: uniqueId(),
  version: '1.1.0',
  action: 'custom',
  categories: { essential: true, analytical: true, functional: false, marketing: true },
  ...changes,
})

async function consentRows(consentId: string) {
  const { docs } = await payload.find({
    collection: 'consent-records',
    where: { consentId: { equals: consentId } },
    overrideAccess: true,
    depth: 0,
  })
  return docs
}

function fingerprintRequest(
  changes: Partial<FingerprintRequest['fingerprint']> = {},
  claimed: Partial<FingerprintRequest['securityCheck']> = {},
): FingerprintRequest {
  return {
    fingerprint: {
      hash: uniqueHash(),
      userAgent: MAC_UA,
      screenResolution: { width: 1512, height: 982 },
      timezone: 'Europe/Paris',
      language: 'fr-FR',
      platform: 'MacIntel',
      cpuCores: 8,
      memory: 8,
      touchSupport: { maxTouchPoints: 0, touchEvent: false },
      webgl: { vendor: 'Apple Inc.', renderer: 'Apple M2' },
      canvasHash: 'c'.repeat(64),
      fonts: ['Helvetica', 'Menlo'],
      audioHash: 'a'.repeat(64),
      plugins: ['PDF Viewer'],
      colorDepth: 30,
      pixelRatio: 2,
      storage: { localStorage: true, sessionStorage: true, indexedDB: true, cookies: true },
      doNotTrack: false,
      webdriver: false,
      ...changes,
    },
    securityCheck: {
      isVPN: false,
      isProxy: false,
      isTor: false,
      isBot: false,
      riskScore: 0,
      anomalies: [],
      ...claimed,
    },
    geolocation: null,
    timestamp: new Date().toISOString(),
    sessionId: uniqueId(),
  }
}

async function fingerprintRow(hash: string) {
  const { docs } = await payload.find({
    collection: 'fingerprints',
    where: { hash: { equals: hash } },
    overrideAccess: true,
    depth: 0,
  })
  return docs[0]
}

describe('POST /api/consent', () => {
  it('logs a visitor’s decision: anonymous id, categories, version, action, time', async () => {
    const body = decision()
    const before = Date.now()
    const answer = await post('/consent', body, { userAgent: MAC_UA })
    expect(answer.status).toBe(201)
    const [row, ...others] = await consentRows(body.id)
    expect(others).toEqual([])
    expect(row).toMatchObject({
      consentId: body.id,
      action: 'custom',
      essential: true,
      analytical: true,
      functional: false,
      marketing: true,
      version: '1.1.0',
      userAgent: MAC_UA,
    })
    expect(row?.member ?? null).toBeNull()
    expect(Date.parse(row!.createdAt)).toBeGreaterThanOrEqual(before - 1000)
  })

  it('takes the member from the session, never from the body', async () => {
    const other = await createMember(payload)
    const visitor = decision({ member: other.id })
    expect((await post('/consent', visitor)).status).toBe(201)
    expect((await consentRows(visitor.id))[0]?.member ?? null).toBeNull()

    const signedIn = decision({
      member: other.id,
      action: 'accept-all',
      categories: { analytical: true, functional: true, marketing: true },
    })
    expect((await post('/consent', signedIn, { token: memberToken })).status).toBe(201)
    expect((await consentRows(signedIn.id))[0]?.member).toBe(member.id)
  })

  it('logs every decision of one browser under its id', async () => {
    const id = uniqueId()
    const ip = uniqueIp()
    const allOff = { analytical: false, functional: false, marketing: false }
    expect(
      (await post('/consent', decision({ id, action: 'essentials', categories: allOff }), { ip }))
        .status,
    ).toBe(201)
    const allOn = { analytical: true, functional: true, marketing: true }
    expect(
      (await post('/consent', decision({ id, action: 'accept-all', categories: allOn }), { ip }))
        .status,
    ).toBe(201)
    expect((await consentRows(id)).map((row) => row.action).sort()).toEqual([
      'accept-all',
      'essentials',
    ])
  })

  it.each([
    ['another version', decision({ version: '0.9.0' })],
    [
      'essential switched off',
      decision({
        categories: { essential: false, analytical: true, functional: true, marketing: true },
      }),
    ],
    ['accept-all with a category refused', decision({ action: 'accept-all' })],
    ['essentials with a category accepted', decision({ action: 'essentials' })],
    ['an unknown action', decision({ action: 'maybe' })],
    ['an id with markup', decision({ id: '<img src=x onerror=alert(1)>' })],
    [
      'categories as strings',
      decision({ categories: { analytical: 'yes', functional: 'no', marketing: 'no' } }),
    ],
    ['no body', ''],
    ['broken JSON', '{"id":'],
  ])('refuses %s with 400 and stores nothing', async (_name, body) => {
    const before = await payload.count({ collection: 'consent-records', overrideAccess: true })
    expect((await post('/consent', body)).status).toBe(400)
    const after = await payload.count({ collection: 'consent-records', overrideAccess: true })
    expect(after.totalDocs).toBe(before.totalDocs)
  })

  it('refuses a 1 MB body with 413', async () => {
    const body = decision({ padding: 'x'.repeat(1024 * 1024) })
    expect((await post('/consent', body)).status).toBe(413)
    expect(await consentRows(body.id)).toEqual([])
  })

  it('limits the decisions per address and minute (429)', async () => {
    const ip = uniqueIp()
    for (let attempt = 0; attempt < CONSENT_RATE_LIMIT.limit; attempt++)
      expect((await post('/consent', decision(), { ip })).status).toBe(201)
    const refused = decision()
    expect((await post('/consent', refused, { ip })).status).toBe(429)
    expect(await consentRows(refused.id)).toEqual([])
  })
})

describe('POST /api/fingerprint', () => {
  it('stores the fingerprint with the client address and the server’s own score', async () => {
    const ip = uniqueIp()
    // The browser claims a clean score; webdriver (30) and a headless user agent (40) say otherwise.
    const body = fingerprintRequest({
      userAgent: HEADLESS_UA,
      platform: 'Linux x86_64',
      webdriver: true,
    })
    const answer = await post('/fingerprint', body, { ip, userAgent: HEADLESS_UA })
    expect(answer).toEqual({ status: 200, body: { ok: true } })
    const row = await fingerprintRow(body.fingerprint.hash)
    expect(row).toMatchObject({
      ip,
      riskScore: 70,
      isBot: true,
      isVPN: true,
      anomalies: ['webdriver', 'headless'],
      clientRiskScore: 0,
      seenCount: 1,
      userAgent: HEADLESS_UA,
      platform: 'Linux x86_64',
      screenWidth: 1512,
      webdriver: true,
      fonts: ['Helvetica', 'Menlo'],
      blocked: false,
      sessionId: body.sessionId,
    })
    expect(row?.member ?? null).toBeNull()
  })

  it('scores the user agent the server saw, not the body’s copy', async () => {
    const body = fingerprintRequest()
    expect((await post('/fingerprint', body, { userAgent: HEADLESS_UA })).status).toBe(200)
    const row = await fingerprintRow(body.fingerprint.hash)
    // Headless (40) and a Linux user agent on a Mac platform (35).
    expect(row?.riskScore).toBe(75)
    expect(row?.anomalies).toEqual([
      'headless',
      'userAgentPlatformMismatch',
      'userAgentDiffersFromRequest',
    ])
  })

  it('ignores a client that claims a high score for a clean device', async () => {
    const body = fingerprintRequest({}, { riskScore: 100, isBot: true, isVPN: true })
    expect((await post('/fingerprint', body, { userAgent: MAC_UA })).status).toBe(200)
    expect(await fingerprintRow(body.fingerprint.hash)).toMatchObject({
      riskScore: 0,
      isBot: false,
      isVPN: false,
      clientRiskScore: 100,
    })
  })

  it('updates one row per hash: last seen, visits, member from the session', async () => {
    const body = fingerprintRequest()
    expect((await post('/fingerprint', body, { userAgent: MAC_UA })).status).toBe(200)
    const first = await fingerprintRow(body.fingerprint.hash)
    const ip = uniqueIp()
    expect(
      (
        await post(
          '/fingerprint',
          { ...body, sessionId: uniqueId() },
          { ip, token: memberToken, userAgent: MAC_UA },
        )
      ).status,
    ).toBe(200)
    const { docs } = await payload.find({
      collection: 'fingerprints',
      where: { hash: { equals: body.fingerprint.hash } },
      overrideAccess: true,
      depth: 0,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ seenCount: 2, ip, member: member.id })
    expect(Date.parse(docs[0]!.lastSeen!)).toBeGreaterThanOrEqual(Date.parse(first!.lastSeen!))
  })

  it('answers 403 with the reason to an address an administrator blocked', async () => {
    const ip = uniqueIp()
    await payload.create({
      collection: 'blocked-addresses',
      data: { address: ip, reason: 'Trop de tentatives suspectes' },
      overrideAccess: true,
    })
    const body = fingerprintRequest()
    expect(await post('/fingerprint', body, { ip })).toEqual({
      status: 403,
      body: { blocked: true, reason: 'Trop de tentatives suspectes' },
    })
    // Still recorded, so that staff see the blocked client came back.
    expect((await fingerprintRow(body.fingerprint.hash))?.ip).toBe(ip)
    // Another address is not concerned.
    expect((await post('/fingerprint', fingerprintRequest())).status).toBe(200)
  })

  it('answers 403 with the reason to a device an administrator blocked, from any address', async () => {
    const body = fingerprintRequest()
    expect((await post('/fingerprint', body)).status).toBe(200)
    const row = await fingerprintRow(body.fingerprint.hash)
    const update = await api.rest('PATCH', `/fingerprints/${row!.id}`, {
      token: adminToken,
      json: { blocked: true, blockedReason: 'Robot identifié' },
    })
    expect(update.status).toBe(200)
    expect(await post('/fingerprint', { ...body, sessionId: uniqueId() })).toEqual({
      status: 403,
      body: { blocked: true, reason: 'Robot identifié' },
    })
    expect((await fingerprintRow(body.fingerprint.hash))?.seenCount).toBe(2)
  })

  it.each([
    [
      'a missing hash',
      {
        ...fingerprintRequest(),
        fingerprint: { ...fingerprintRequest().fingerprint, hash: undefined },
      },
    ],
    ['a score over 100', fingerprintRequest({}, { riskScore: 1000 })],
    ['a negative screen', fingerprintRequest({ screenResolution: { width: -1, height: 10 } })],
    ['300 plugins', fingerprintRequest({ plugins: Array(300).fill('x') })],
    ['broken JSON', '{"fingerprint":'],
  ])('refuses %s with 400 and stores nothing', async (_name, body) => {
    const before = await payload.count({ collection: 'fingerprints', overrideAccess: true })
    expect((await post('/fingerprint', body)).status).toBe(400)
    const after = await payload.count({ collection: 'fingerprints', overrideAccess: true })
    expect(after.totalDocs).toBe(before.totalDocs)
  })

  it('refuses bodies over 16 KB (1 MB here) with 413', async () => {
    const body = fingerprintRequest({ fonts: Array(100).fill('f'.repeat(64)) })
    const huge = { ...body, padding: 'x'.repeat(1024 * 1024) }
    expect((await post('/fingerprint', huge)).status).toBe(413)
    const justOver = { ...body, padding: 'x'.repeat(16 * 1024) }
    expect((await post('/fingerprint', justOver)).status).toBe(413)
    expect(await fingerprintRow(body.fingerprint.hash)).toBeUndefined()
  })
})

describe('nobody but administrators reads the proof and the fingerprints', () => {
  it.each(['consent-records', 'fingerprints', 'blocked-addresses'])(
    '%s: visitors and members get nothing over REST and GraphQL',
    async (slug) => {
      expect((await post('/consent', decision())).status).toBe(201)
      expect((await post('/fingerprint', fingerprintRequest())).status).toBe(200)
      for (const token of [undefined, memberToken]) {
        const rest = await api.rest('GET', `/${slug}`, { token })
        expect(rest.status, `${slug} REST`).toBe(403)
      }
      const plural = {
        'consent-records': 'ConsentRecords',
        fingerprints: 'Fingerprints',
        'blocked-addresses': 'BlockedAddresses',
      }[slug]
      for (const token of [undefined, memberToken]) {
        const result = await api.graphql(`{ ${plural} { docs { id } } }`, {}, { token })
        expect(result.data?.[plural!] ?? null, `${slug} GraphQL`).toBeNull()
      }
      const admin = await api.rest('GET', `/${slug}?limit=1`, { token: adminToken })
      expect(admin.status).toBe(200)
    },
  )
})

describe('a member’s own data', () => {
  it('the export lists their cookie decisions and devices; deletion removes the devices and keeps anonymous proof', async () => {
    const leaving = await createMember(payload)
    const token = await tokenFor(payload, leaving)
    const choice = decision()
    expect((await post('/consent', choice, { token })).status).toBe(201)
    const device = fingerprintRequest()
    expect((await post('/fingerprint', device, { token })).status).toBe(200)

    const exported = await exportAccountData(payload, { id: leaving.id, collection: 'members' })
    expect(exported.cookieConsents).toEqual([
      expect.objectContaining({
        consentId: choice.id,
        action: 'custom',
        categories: { essential: true, analytical: true, functional: false, marketing: true },
        version: '1.1.0',
      }),
    ])
    expect(exported.devices).toEqual([expect.objectContaining({ hash: device.fingerprint.hash })])

    const result = await deleteAccount({ payload, ip: uniqueIp() }, leaving, leaving.email)
    expect(result).toEqual({ ok: true })
    expect(await fingerprintRow(device.fingerprint.hash)).toBeUndefined()
    const [proof] = await consentRows(choice.id)
    expect(proof?.member ?? null).toBeNull()
  })
})

describe('retention (cookie policy)', () => {
  const DAY = 24 * 60 * 60 * 1000

  it('forgets devices not seen for 13 months', async () => {
    const now = Date.now()
    const [old, recent] = await Promise.all(
      [400, 380].map((days) =>
        payload.create({
          collection: 'fingerprints',
          data: { hash: uniqueHash(), lastSeen: new Date(now - days * DAY).toISOString() },
          overrideAccess: true,
        }),
      ),
    )
    await purgeExpired(payload, 'fingerprints', now)
    expect(await fingerprintRow(old!.hash)).toBeUndefined()
    expect(await fingerprintRow(recent!.hash)).toBeDefined()
  })

  it('keeps the proof of consent five years', async () => {
    const now = Date.now()
    const ids = [uniqueId(), uniqueId()]
    for (const [index, days] of [5 * 366 + 2, 4 * 365].entries())
      await payload.create({
        collection: 'consent-records',
        data: {
          consentId: ids[index]!,
          action: 'essentials',
          version: '1.1.0',
          createdAt: new Date(now - days * DAY).toISOString(),
        },
        overrideAccess: true,
      })
    await purgeExpired(payload, 'consent-records', now)
    expect(await consentRows(ids[0]!)).toEqual([])
    expect(await consentRows(ids[1]!)).toHaveLength(1)
  })

  it('answers a decision without waiting for the purge, and logs a purge that fails', async () => {
    // Purges run at most hourly per process (src/lib/platform/runtime/now-and-then.ts): forget the last run.
    processWide('nowAndThen', () => new Map<string, number>()).delete('consent-records')
    const failingPurge = vi
      .spyOn(payload, 'delete')
      .mockImplementation(() => Promise.reject(new Error('database busy')))
    const logged = vi.spyOn(payload.logger, 'error').mockImplementation(() => undefined)
    try {
      const body = decision()
      expect((await post('/consent', body)).status).toBe(201)
      expect(await consentRows(body.id)).toHaveLength(1)
      expect(failingPurge).toHaveBeenCalledWith(
        expect.objectContaining({ collection: 'consent-records' }),
      )
      await vi.waitFor(() =>
        expect(logged).toHaveBeenCalledWith(
          expect.objectContaining({ msg: 'Could not purge the expired consent-records' }),
        ),
      )
    } finally {
      failingPurge.mockRestore()
      logged.mockRestore()
    }
  })
})
