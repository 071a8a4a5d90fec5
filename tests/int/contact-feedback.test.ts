/**
 * Contact form and feedback widget (issue 7, parts 1 and 2) on a real database: the server's rules,
 * storage, the staff's notification through the e-mail queue, the rate limits (a burst of 50 stores
 * exactly 3), duplicates, refused and oversized bodies, failures answered with the catalogue's message,
 * text stored inert, the account taken from the session, and the widget's configuration.
 */
import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { POST as contactPost } from '@/app/api/contact/route'
import { POST as feedbackPost } from '@/app/api/feedback/route'
import { POST as vitalsPost } from '@/app/api/vitals/route'
import { exportAccountData } from '@/endpoints/accountExport'
import { deleteAccount } from '@/lib/billing/account-deletion'
import { contactRules, submitContactMessage, type ContactContext } from '@/lib/contact/service'
import { averageRatingsByPage } from '@/lib/feedback/averages'
import { feedbackRules, submitFeedback } from '@/lib/feedback/service'
import { CLIENT_IP_HEADER } from '@/lib/platform/http/client-ip'
import { MAX_BODY_BYTES } from '@/lib/platform/http/body'
import { getEnv } from '@/lib/platform/config/env'
import { vitalsSummary } from '@/lib/vitals'
import { recordVitals, vitalsRules } from '@/lib/vitals/service'
import type { ContactMessage, EmailOutbox } from '@/payload-types'

import { createMember, createStaff, tokenFor, uniqueEmail } from '../factories/accounts'
import { createApi } from './support/api'
import { waitForOutbox } from './support/outbox'
import { config, startPayload, stopPayload } from './support/payload'

let payload: Payload
let api: ReturnType<typeof createApi>
let staffInbox: string

beforeAll(async () => {
  payload = await startPayload()
  api = createApi(config)
  staffInbox = uniqueEmail('equipe')
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { contactEmail: staffInbox, region: { name: 'Lozère / Cévennes' } },
    overrideAccess: true,
  })
  await payload.updateGlobal({
    slug: 'feedback-config',
    data: { isGloballyEnabled: true, enabledPages: ['*'], position: 'bottom-right' },
    overrideAccess: true,
  })
})

afterAll(async () => {
  await stopPayload(payload)
})

afterEach(() => {
  vi.restoreAllMocks()
})

function newIp(): string {
  const [a, b, c] = randomBytes(3)
  return `10.${a}.${b}.${c}`
}

function visitor(locale: ContactContext['locale'] = 'fr'): ContactContext {
  return { payload, ip: newIp(), locale, userAgent: 'Vitest' }
}

let counter = 0
function message(extra: Record<string, unknown> = {}) {
  counter += 1
  return {
    name: 'Élodie Martin',
    email: uniqueEmail('elodie'),
    subject: '',
    message: `Bonjour, je voudrais marcher en forêt avec vous (${counter}).`,
    website: '',
    ...extra,
  }
}

async function storedFrom(email: string): Promise<ContactMessage[]> {
  const { docs } = await payload.find({
    collection: 'contact-messages',
    where: { email: { equals: email } },
    overrideAccess: true,
    limit: 0,
  })
  return docs
}

async function countMessages(): Promise<number> {
  return (await payload.count({ collection: 'contact-messages', overrideAccess: true })).totalDocs
}

async function outboxFor(to: string, predicate: (mail: EmailOutbox) => boolean) {
  const mails = await waitForOutbox(payload, to, (docs) => docs.some(predicate))
  return mails.find(predicate)!
}

function jsonRequest(path: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`http://localhost:3000${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [CLIENT_IP_HEADER]: newIp(), ...headers },
    body: JSON.stringify(body),
  })
}

describe('contact messages', () => {
  it('stores a valid message with the default subject and tells the staff by e-mail', async () => {
    const email = uniqueEmail('elodie.martin')
    const input = message({ email: `  ${email.toUpperCase()} ` })
    const result = await submitContactMessage(visitor('de'), input)
    expect(result).toMatchObject({ ok: true, name: 'Élodie Martin' })

    const [stored] = await storedFrom(email)
    expect(stored).toMatchObject({
      name: 'Élodie Martin',
      email,
      subject: 'Contact depuis le site',
      message: input.message,
      locale: 'de',
      status: 'unread',
      userAgent: 'Vitest',
    })

    const notice = await outboxFor(staffInbox, (mail) =>
      Boolean(mail.text?.includes(input.message)),
    )
    expect(notice.subject).toBe('Nouveau message : Contact depuis le site – Sylva Cévennes')
    expect(notice.text).toContain(`Élodie Martin (${email}) vous a écrit`)
    expect(notice.text).toContain(`/admin/collections/contact-messages/${stored!.id}`)
  })

  it('refuses invalid fields with their messages and stores nothing', async () => {
    const before = await countMessages()
    const result = await submitContactMessage(
      visitor(),
      message({
        name: 'R2D2',
        email: 'pas-une-adresse',
        subject: 's'.repeat(201),
        message: 'court',
      }),
    )
    expect(result).toEqual({
      ok: false,
      error: 'invalidFields',
      fields: {
        name: 'validation.nameChars',
        email: 'validation.emailInvalid',
        subject: 'validation.subjectMax',
        message: 'validation.messageMin',
      },
    })
    expect(await countMessages()).toBe(before)
  })

  it('blocks a filled honeypot as spam without storing or counting it', async () => {
    const context = visitor()
    const before = await countMessages()
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(
        await submitContactMessage(context, message({ website: 'https://promo.example' })),
      ).toEqual({ ok: false, error: 'spam' })
    }
    expect(await countMessages()).toBe(before)
    expect((await submitContactMessage(context, message())).ok).toBe(true)
  })

  it(`stores exactly ${contactRules.perClient.limit} of a burst of 50 from one address, the rest rate-limited`, async () => {
    const context = visitor()
    const inputs = Array.from({ length: 50 }, () => message())
    const results = await Promise.all(inputs.map((input) => submitContactMessage(context, input)))
    expect(results.filter((result) => result.ok)).toHaveLength(3)
    const refused = results.filter((result) => !result.ok)
    expect(refused).toHaveLength(47)
    for (const result of refused) {
      expect(result).toMatchObject({ ok: false, error: 'rateLimited' })
      expect(!result.ok && result.retryAfterMs).toBeGreaterThan(0)
      expect(!result.ok && result.retryAfterMs).toBeLessThanOrEqual(60_000)
    }
    let stored = 0
    for (const input of inputs) stored += (await storedFrom(input.email)).length
    expect(stored).toBe(3)
    // Another address is not affected.
    expect((await submitContactMessage(visitor(), message())).ok).toBe(true)
  })

  it('answers the same burst through POST /api/contact: three 201, then 429 with Retry-After', async () => {
    const ip = newIp()
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        contactPost(
          jsonRequest('/api/contact', { ...message(), locale: 'fr' }, { [CLIENT_IP_HEADER]: ip }),
        ),
      ),
    )
    const statuses = responses.map((response) => response.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(3)
    expect(statuses.filter((status) => status === 429)).toHaveLength(47)
    const limited = responses.find((response) => response.status === 429)!
    expect(await limited.json()).toMatchObject({ ok: false, error: 'rateLimited' })
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('refuses the same message from the same address a second time, even sent at once', async () => {
    const input = message()
    const results = await Promise.all(
      [visitor(), visitor(), visitor()].map((context) => submitContactMessage(context, input)),
    )
    expect(results.filter((result) => result.ok)).toHaveLength(1)
    expect(results.filter((result) => !result.ok && result.error === 'duplicate')).toHaveLength(2)
    expect(await storedFrom(input.email)).toHaveLength(1)
    // Another message from the same address is fine.
    expect(
      (await submitContactMessage(visitor(), { ...input, message: `${input.message} Encore.` })).ok,
    ).toBe(true)
  })

  it('finds a duplicate already in the database (another instance, a restart)', async () => {
    const input = message()
    await payload.create({
      collection: 'contact-messages',
      data: {
        name: input.name,
        email: input.email,
        subject: 'Contact depuis le site',
        message: input.message,
        locale: 'fr',
        status: 'read',
      },
      overrideAccess: true,
    })
    expect(await submitContactMessage(visitor(), input)).toEqual({ ok: false, error: 'duplicate' })
    expect(await storedFrom(input.email)).toHaveLength(1)
  })

  it('sees a duplicate through doubled spaces, letter case and no-break spaces', async () => {
    const input = message()
    const copies = [
      input.message.replace(' ', '  '),
      input.message.toLocaleUpperCase('fr'),
      input.message.replaceAll(' ', '\u00A0').replace('\u00A0(', '\u202F('),
    ]
    expect((await submitContactMessage(visitor(), input)).ok).toBe(true)
    for (const copy of copies)
      expect(await submitContactMessage(visitor(), { ...input, message: copy })).toEqual({
        ok: false,
        error: 'duplicate',
      })
    // Stored by another instance (no claim in this process's store): the database check sees it too.
    const stored = message()
    await payload.create({
      collection: 'contact-messages',
      data: { ...stored, subject: 'Contact depuis le site', locale: 'fr', status: 'read' },
      overrideAccess: true,
    })
    expect(
      await submitContactMessage(visitor(), {
        ...stored,
        message: `  ${stored.message.toLocaleUpperCase('fr').replaceAll(' ', '\u00A0 ')}`,
      }),
    ).toEqual({ ok: false, error: 'duplicate' })
    expect(await storedFrom(input.email)).toHaveLength(1)
    expect(await storedFrom(stored.email)).toHaveLength(1)
  })

  it('answers invalid data (the collection refuses it) with the catalogue error and stores nothing', async () => {
    const input = message()
    const result = await submitContactMessage({ ...visitor(), locale: 'xx' as 'fr' }, input)
    expect(result).toEqual({ ok: false, error: 'invalidData' })
    expect(await storedFrom(input.email)).toHaveLength(0)
    // Nothing was stored, so the same message may be sent again once corrected.
    expect((await submitContactMessage(visitor(), input)).ok).toBe(true)
  })

  it.each([
    // The database cannot answer (told by the driver's code, never by words in the message): a
    // failure the reader is told about (« Erreur: {reason} »).
    ['connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED', 'unavailable'],
    // Anything else, outage words included: only « Veuillez réessayer plus tard », never its text.
    ['Cannot read properties of undefined', undefined, 'generic'],
    ['connection terminated', undefined, 'generic'],
  ])(
    'answers a failure to store (%s, code %s) with 503 JSON and the error %s, not a 500 page',
    async (failure, code, error) => {
      // Only the contact message fails: the e-mail queue may be writing to the outbox meanwhile.
      const create = payload.create.bind(payload)
      const spy = vi
        .spyOn(payload, 'create')
        .mockImplementation(((options: { collection: string }) =>
          options.collection === 'contact-messages'
            ? Promise.reject(Object.assign(new Error(failure), code ? { code } : {}))
            : create(options as never)) as never)
      const input = message()
      const response = await contactPost(jsonRequest('/api/contact', input))
      expect(spy).toHaveBeenCalledWith(expect.objectContaining({ collection: 'contact-messages' }))
      expect(response.status).toBe(503)
      const body = await response.json()
      expect(body).toMatchObject({ ok: false, error })
      expect(JSON.stringify(body)).not.toContain(failure)
      expect(await storedFrom(input.email)).toHaveLength(0)
    },
  )

  it('stores scripts, HTML and control characters as inert text, cleaned of the controls', async () => {
    const input = message({
      subject: '<img src=x onerror=alert(1)>\u0000',
      message: '<script>alert("xss")</script>\u0007 & <b>gras</b>\r\nfin\u202E',
    })
    expect((await submitContactMessage(visitor(), input)).ok).toBe(true)
    const [stored] = await storedFrom(input.email)
    expect(stored?.subject).toBe('<img src=x onerror=alert(1)>')
    expect(stored?.message).toBe('<script>alert("xss")</script> & <b>gras</b>\nfin')
  })

  it('refuses bodies over 1 MB with 413, announced or not, and stores nothing', async () => {
    const before = await countMessages()
    const big = JSON.stringify({ ...message(), message: 'x'.repeat(MAX_BODY_BYTES + 10) })
    const announced = await contactPost(
      new Request('http://localhost:3000/api/contact', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': String(big.length) },
        body: big,
      }),
    )
    expect(announced.status).toBe(413)

    const bytes = new TextEncoder().encode(big)
    const chunked = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let offset = 0; offset < bytes.length; offset += 64 * 1024)
          controller.enqueue(bytes.slice(offset, offset + 64 * 1024))
        controller.close()
      },
    })
    const unannounced = await contactPost(
      new Request('http://localhost:3000/api/contact', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: chunked,
        duplex: 'half',
      } as RequestInit),
    )
    expect(unannounced.status).toBe(413)
    expect(await countMessages()).toBe(before)
  })

  it('refuses a form posted from another site, and takes the same form posted from the site itself', async () => {
    const before = await countMessages()
    const post = (headers: Record<string, string>, input = message()) =>
      contactPost(
        new Request('http://localhost:3000/api/contact', {
          method: 'POST',
          headers: {
            'Content-Type': 'application/x-www-form-urlencoded',
            [CLIENT_IP_HEADER]: newIp(),
            ...headers,
          },
          body: new URLSearchParams({ ...input, locale: 'fr' }),
        }),
      )
    const fromEvil = await post({ Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' })
    expect(fromEvil.status).toBe(403)
    expect(await fromEvil.json()).toMatchObject({ ok: false, error: 'crossSite' })
    // An older browser that sends only Origin, and a sibling subdomain, are refused alike.
    expect((await post({ Origin: 'https://evil.example' })).status).toBe(403)
    expect((await post({ 'Sec-Fetch-Site': 'same-site' })).status).toBe(403)
    expect(await countMessages()).toBe(before)

    const input = message()
    const fromSite = await post(
      { Origin: getEnv().siteUrl, 'Sec-Fetch-Site': 'same-origin' },
      input,
    )
    expect(fromSite.status).toBe(303)
    expect(await storedFrom(input.email)).toHaveLength(1)
  })

  it('answers JSON errors with their status, and refuses other content types', async () => {
    const invalid = await contactPost(jsonRequest('/api/contact', message({ email: 'x' })))
    expect(invalid.status).toBe(400)
    expect(await invalid.json()).toEqual({
      ok: false,
      error: 'invalidFields',
      fields: { email: 'validation.emailInvalid' },
    })
    for (const [contentType, body, status] of [
      ['text/plain', 'bonjour', 415],
      ['application/json', '{"name":', 400],
      ['application/json', '["liste"]', 400],
    ] as const) {
      const response = await contactPost(
        new Request('http://localhost:3000/api/contact', {
          method: 'POST',
          headers: { 'Content-Type': contentType },
          body,
        }),
      )
      expect(response.status, `${contentType} ${body}`).toBe(status)
    }
  })

  it('takes a form posted without script and sends the browser back to /contact with the outcome', async () => {
    const input = message()
    const form = new URLSearchParams({ ...input, locale: 'es' })
    const request = (body: URLSearchParams) =>
      new Request('http://localhost:3000/api/contact', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          [CLIENT_IP_HEADER]: newIp(),
        },
        body,
      })
    const sent = await contactPost(request(form))
    expect(sent.status).toBe(303)
    expect(sent.headers.get('location')).toBe('/contact?envoi=ok&lang=es')
    expect(await storedFrom(input.email)).toHaveLength(1)

    const refused = await contactPost(request(new URLSearchParams({ ...message(), name: '1' })))
    expect(refused.headers.get('location')).toBe(
      '/contact?envoi=invalidFields&champ=validation.nameMin',
    )
  })

  it('is closed to visitors and members through REST and GraphQL', async () => {
    const query = '{ ContactMessages { docs { id } } UserFeedbacks { docs { id } } }'
    const admin = await createStaff(payload, 'admin')
    const asStaff = await api.graphql(query, {}, { token: await tokenFor(payload, admin) })
    expect(asStaff.data?.ContactMessages).toBeTruthy()
    expect(asStaff.data?.UserFeedbacks).toBeTruthy()

    const member = await createMember(payload)
    const token = await tokenFor(payload, member)
    for (const auth of [{}, { token }]) {
      expect((await api.rest('GET', '/contact-messages', auth)).status).toBe(403)
      expect((await api.rest('GET', '/user-feedback', auth)).status).toBe(403)
      expect(
        (await api.rest('POST', '/contact-messages', { ...auth, json: message() })).status,
      ).toBe(403)
      const listed = await api.graphql(query, {}, auth)
      expect(listed.data?.ContactMessages ?? null).toBeNull()
      expect(listed.data?.UserFeedbacks ?? null).toBeNull()
    }
  })
})

describe('feedback', () => {
  async function feedbackRows(pageUrl: string) {
    const { docs } = await payload.find({
      collection: 'user-feedback',
      where: { pageUrl: { equals: pageUrl } },
      overrideAccess: true,
      depth: 0,
      limit: 0,
    })
    return docs
  }

  const uniquePage = () => `/articles/essai-${randomBytes(3).toString('hex')}`

  it('stores anonymous feedback with the page, a trimmed suggestion and no account', async () => {
    const pageUrl = uniquePage()
    const response = await feedbackPost(
      jsonRequest('/api/feedback', {
        rating: 4,
        message: '   ',
        pageUrl: `${pageUrl}?lang=nl`,
        locale: 'nl',
        // Whatever the body claims, the account is the session's.
        member: 1,
        userEmail: 'forged@example.org',
      }),
    )
    expect(response.status).toBe(201)
    const [row] = await feedbackRows(pageUrl)
    expect(row).toMatchObject({ rating: 4, message: '', pageUrl, locale: 'nl' })
    expect(row?.member ?? null).toBeNull()
    expect(row?.userEmail ?? null).toBeNull()
  })

  it('attaches the signed-in member from the session', async () => {
    const member = await createMember(payload)
    const token = await tokenFor(payload, member)
    const pageUrl = uniquePage()
    const response = await feedbackPost(
      jsonRequest(
        '/api/feedback',
        { rating: 5, message: '  Superbe vidéo  ', pageUrl },
        { Authorization: `JWT ${token}` },
      ),
    )
    expect(response.status).toBe(201)
    const [row] = await feedbackRows(pageUrl)
    expect(row).toMatchObject({
      rating: 5,
      message: 'Superbe vidéo',
      member: member.id,
      userEmail: member.email,
    })
  })

  it('is part of the member’s data export, and becomes anonymous when they delete their account', async () => {
    const member = await createMember(payload)
    const pageUrl = uniquePage()
    const account = { collection: 'members' as const, id: member.id, email: member.email }
    const context = { payload, ip: newIp(), locale: 'fr' as const, account }
    expect((await submitFeedback(context, { rating: 1, message: 'Trop lent', pageUrl })).ok).toBe(
      true,
    )
    const exported = await exportAccountData(payload, { id: member.id, collection: 'members' })
    expect(exported.feedback).toEqual([
      expect.objectContaining({ rating: 1, message: 'Trop lent', pageUrl }),
    ])

    expect(await deleteAccount({ payload, ip: newIp() }, member, member.email)).toEqual({
      ok: true,
    })
    const [row] = await feedbackRows(pageUrl)
    expect(row).toMatchObject({ rating: 1, message: 'Trop lent' })
    expect(row?.member ?? null).toBeNull()
    expect(row?.userEmail ?? null).toBeNull()
  })

  it('refuses a rating outside 1–5, a suggestion over 500 characters and another site’s address', async () => {
    for (const body of [
      { rating: 0, pageUrl: '/' },
      { rating: 6, pageUrl: '/' },
      { rating: 3.5, pageUrl: '/' },
      { rating: 3, message: 'x'.repeat(501), pageUrl: '/' },
      { rating: 3, pageUrl: 'https://ailleurs.example/' },
    ]) {
      const response = await feedbackPost(jsonRequest('/api/feedback', body))
      expect(response.status, JSON.stringify(body)).toBe(400)
    }
  })

  it('takes no feedback where the widget is off', async () => {
    await payload.updateGlobal({
      slug: 'feedback-config',
      data: { isGloballyEnabled: true, enabledPages: ['/contact'] },
      overrideAccess: true,
    })
    try {
      const context = { payload, ip: newIp(), locale: 'fr' as const, account: null }
      expect(await submitFeedback(context, { rating: 3, pageUrl: '/articles' })).toEqual({
        ok: false,
        error: 'disabled',
      })
      expect((await submitFeedback(context, { rating: 3, pageUrl: '/contact' })).ok).toBe(true)
      await payload.updateGlobal({
        slug: 'feedback-config',
        data: { isGloballyEnabled: false },
        overrideAccess: true,
      })
      const response = await feedbackPost(
        jsonRequest('/api/feedback', { rating: 3, pageUrl: '/contact' }),
      )
      expect(response.status).toBe(403)
    } finally {
      await payload.updateGlobal({
        slug: 'feedback-config',
        data: { isGloballyEnabled: true, enabledPages: ['*'] },
        overrideAccess: true,
      })
    }
  })

  it(`accepts ${feedbackRules.perClient.limit} answers per address in ten minutes`, async () => {
    const context = { payload, ip: newIp(), locale: 'fr' as const, account: null }
    const results = await Promise.all(
      Array.from({ length: 15 }, () => submitFeedback(context, { rating: 2, pageUrl: '/' })),
    )
    expect(results.filter((result) => result.ok)).toHaveLength(10)
    expect(results.filter((result) => !result.ok && result.error === 'rateLimited')).toHaveLength(5)
    // A client over the limit costs no read of the configuration.
    const findGlobal = vi.spyOn(payload, 'findGlobal')
    expect(await submitFeedback(context, { rating: 2, pageUrl: '/' })).toMatchObject({
      ok: false,
      error: 'rateLimited',
    })
    expect(findGlobal).not.toHaveBeenCalled()
    // Through POST /api/feedback: 429 with Retry-After.
    const response = await feedbackPost(
      jsonRequest('/api/feedback', { rating: 2, pageUrl: '/' }, { [CLIENT_IP_HEADER]: context.ip }),
    )
    expect(response.status).toBe(429)
    expect(await response.json()).toMatchObject({ ok: false, error: 'rateLimited' })
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('gives staff the average rating of each page, lowest first, and nobody else anything', async () => {
    const [low, high] = [uniquePage(), uniquePage()]
    for (const [pageUrl, rating] of [
      [high, 5],
      [low, 1],
      [high, 4],
      [low, 2],
      [high, 5],
    ] as const) {
      const context = { payload, ip: newIp(), locale: 'fr' as const, account: null }
      expect((await submitFeedback(context, { rating, pageUrl })).ok).toBe(true)
    }
    const editor = await createStaff(payload, 'editor')
    const pages = await averageRatingsByPage(payload, { ...editor, collection: 'users' })
    const lowRow = pages.find((row) => row.pageUrl === low)
    const highRow = pages.find((row) => row.pageUrl === high)
    expect(lowRow).toEqual({ pageUrl: low, average: 1.5, count: 2 })
    expect(highRow).toMatchObject({ pageUrl: high, count: 3 })
    expect(highRow?.average).toBeCloseTo(14 / 3, 10)
    expect(pages.indexOf(lowRow!)).toBeLessThan(pages.indexOf(highRow!))

    const member = await createMember(payload)
    expect(await averageRatingsByPage(payload, { ...member, collection: 'members' })).toEqual([])
    expect(await averageRatingsByPage(payload)).toEqual([])
  })
})

describe('real visitors’ Core Web Vitals', () => {
  const DAY = 24 * 60 * 60_000
  const report = (page: string, metrics: Record<string, number>) => ({
    page,
    metrics: Object.entries(metrics).map(([name, value]) => ({ name, value })),
  })
  const vitalRows = async () =>
    (await payload.find({ collection: 'web-vitals', overrideAccess: true, limit: 0, depth: 0 }))
      .docs

  beforeAll(async () => {
    await payload.delete({ collection: 'web-vitals', where: {}, overrideAccess: true })
  })

  it('stores one row per metric with the page’s kind and the value, nothing that tells who sent it', async () => {
    const member = await createMember(payload)
    const response = await vitalsPost(
      jsonRequest('/api/vitals', report('video', { LCP: 1830, INP: 96, CLS: 0.02 }), {
        Cookie: `sylva-token=${await tokenFor(payload, member)}`,
      }),
    )
    expect(response.status).toBe(204)
    const rows = await vitalRows()
    expect(rows.map((row) => [row.pageType, row.metric, row.value]).sort()).toEqual([
      ['video', 'CLS', 0.02],
      ['video', 'INP', 96],
      ['video', 'LCP', 1830],
    ])
    for (const row of rows)
      expect(Object.keys(row).sort()).toEqual(
        ['createdAt', 'id', 'metric', 'pageType', 'updatedAt', 'value'].sort(),
      )
  })

  it('refuses a report that is not one: unknown kinds, repeated or implausible values, extra fields', async () => {
    const before = (await vitalRows()).length
    for (const body of [
      report('admin', { LCP: 1000 }),
      report('article', { FID: 10 }),
      report('article', {}),
      {
        page: 'article',
        metrics: [
          { name: 'LCP', value: 900 },
          { name: 'LCP', value: 950 },
        ],
      },
      report('article', { LCP: -1 }),
      report('article', { LCP: 10 * 60_000 }),
      report('article', { CLS: 99 }),
      { ...report('article', { LCP: 900 }), url: '/articles/secret' },
      'LCP=900',
    ]) {
      const response = await vitalsPost(jsonRequest('/api/vitals', body))
      expect(response.status, JSON.stringify(body)).toBe(400)
    }
    expect((await vitalRows()).length).toBe(before)
  })

  it('takes at most 30 reports per client address in 10 minutes', async () => {
    const ip = newIp()
    const outcomes = []
    for (let i = 0; i <= vitalsRules.perClient.limit; i += 1)
      outcomes.push(await recordVitals({ payload, ip }, report('home', { CLS: 0 })))
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(vitalsRules.perClient.limit)
    expect(outcomes.at(-1)).toMatchObject({ ok: false, error: 'rateLimited' })
  })

  it('shows staff the p75 of each page type over 28 days, and deletes rows past 90 days', async () => {
    await payload.delete({ collection: 'web-vitals', where: {}, overrideAccess: true })
    const ip = newIp()
    for (const lcp of [1000, 2000, 3000, 4000])
      await recordVitals({ payload, ip }, report('article', { LCP: lcp, INP: lcp / 10 }))
    await recordVitals({ payload, ip }, report('calendar', { CLS: 0.3 }))
    const old = (age: number) =>
      payload.create({
        collection: 'web-vitals',
        data: {
          pageType: 'article',
          metric: 'LCP',
          value: 9000,
          createdAt: new Date(Date.now() - age * DAY).toISOString(),
        },
        overrideAccess: true,
      })
    const outsideWindow = await old(40)
    const pastRetention = await old(100)

    const editor = await createStaff(payload, 'editor')
    const summary = await vitalsSummary(payload, { ...editor, collection: 'users' })
    expect(summary).toEqual([
      { pageType: 'article', count: 4, p75: { LCP: 3000, INP: 300, CLS: null } },
      { pageType: 'calendar', count: 1, p75: { LCP: null, INP: null, CLS: 0.3 } },
    ])
    const member = await createMember(payload)
    expect(await vitalsSummary(payload, { ...member, collection: 'members' })).toEqual([])
    expect(await vitalsSummary(payload)).toEqual([])

    // The next report after the hourly housekeeping's interval purges what is past the retention.
    await recordVitals(
      { payload, ip: newIp(), now: Date.now() + 2 * 60 * 60_000 },
      report('home', { CLS: 0 }),
    )
    const ids = (await vitalRows()).map((row) => row.id)
    expect(ids).toContain(outsideWindow.id)
    expect(ids).not.toContain(pastRetention.id)
  })
})
