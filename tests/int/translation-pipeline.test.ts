/**
 * The translation pipeline end to end on the real database (docs/translation.md), with LibreTranslate
 * configured to a local stand-in: publishing French queues one job per field and language, the jobs
 * fill the four languages (rich text keeping its shape), a changed field is the only one sent again,
 * an editor's translation is never replaced (flagged « à revoir » when the French changes), and an
 * outage leaves the published translations in place with the failure recorded.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  startFakeTranslationServer,
  type FakeTranslationServer,
} from '../factories/fake-translation-server'
import { richText } from '../factories/richtext'

let payload: Payload
let server: FakeTranslationServer
let runJobs: (payload: Payload) => Promise<void>
let stop: (payload: Payload) => Promise<void>

beforeAll(async () => {
  server = await startFakeTranslationServer()
  // Read when the configuration loads: set before Payload is imported.
  process.env.LIBRETRANSLATE_URL = server.url
  const support = await import('./support/payload')
  ;({ runJobs } = await import('@/lib/platform/jobs/runner'))
  stop = support.stopPayload
  payload = await support.startPayload()
})

afterAll(async () => {
  await stop?.(payload)
  await server.close()
  delete process.env.LIBRETRANSLATE_URL
})

async function rows(articleId: number | string, field?: string) {
  const { docs } = await payload.find({
    collection: 'translations',
    where: {
      and: [
        { collection: { equals: 'articles' } },
        { documentId: { equals: String(articleId) } },
        ...(field ? [{ field: { equals: field } }] : []),
      ],
    },
    limit: 100,
    overrideAccess: true,
  })
  return Object.fromEntries(docs.map((doc) => [`${doc.field}/${doc.locale}`, doc.status]))
}

const read = (id: number | string, locale: 'fr' | 'en' | 'es' | 'de' | 'nl') =>
  payload.findByID({
    collection: 'articles',
    id,
    locale,
    fallbackLocale: false,
    overrideAccess: true,
  })

let articleId: number | string

describe('publishing French', () => {
  it('queues every field in four languages, and the jobs fill them', async () => {
    const article = await payload.create({
      collection: 'articles',
      locale: 'fr',
      data: {
        slug: `marcher-${Date.now()}`,
        title: 'Marcher sous les arbres',
        excerpt: 'Respirer la forêt',
        body: richText('Marcher lentement sous les arbres'),
        access: 'free',
        minutes: 4,
        _status: 'published',
      } as never,
      overrideAccess: true,
    })
    articleId = article.id
    expect(Object.values(await rows(articleId, 'title'))).toEqual([
      'queued',
      'queued',
      'queued',
      'queued',
    ])
    await runJobs(payload)

    const english = await read(articleId, 'en')
    expect(english.title).toBe('walk under the trees')
    expect(english.excerpt).toBe('breathe the forest')
    expect(JSON.stringify(english.body)).toContain('walk slowly under the trees')
    expect((await read(articleId, 'de')).title).toBe('gehen unter den Bäumen')
    const statuses = await rows(articleId)
    expect(Object.keys(statuses).length).toBeGreaterThanOrEqual(12)
    expect(new Set(Object.values(statuses))).toEqual(new Set(['machine']))
  })

  it('sends only the field that changed', async () => {
    const before = server.received.length
    await payload.update({
      collection: 'articles',
      id: articleId,
      locale: 'fr',
      data: { excerpt: 'Respirer sous les arbres' },
      overrideAccess: true,
    })
    await runJobs(payload)
    const sent = server.received.slice(before)
    expect(sent.map((entry) => entry.text)).toEqual([
      'Respirer sous les arbres',
      'Respirer sous les arbres',
      'Respirer sous les arbres',
      'Respirer sous les arbres',
    ])
    expect((await read(articleId, 'nl')).excerpt).toBe('ademen onder de bomen')
  })

  it('never replaces an editor’s translation: flagged for review when the French changes', async () => {
    await payload.update({
      collection: 'articles',
      id: articleId,
      locale: 'de',
      data: { title: 'Unter den Bäumen gehen' },
      overrideAccess: true,
    })
    expect((await rows(articleId, 'title'))['title/de']).toBe('human')

    await payload.update({
      collection: 'articles',
      id: articleId,
      locale: 'fr',
      data: { title: 'Marcher lentement' },
      overrideAccess: true,
    })
    await runJobs(payload)
    expect((await read(articleId, 'de')).title).toBe('Unter den Bäumen gehen')
    expect((await read(articleId, 'en')).title).toBe('walk slowly')
    const titles = await rows(articleId, 'title')
    expect(titles['title/de']).toBe('review')
    expect(titles['title/en']).toBe('machine')
  })

  it('treats a translation it did not write (seeded, typed by hand) as a person’s', async () => {
    const article = await payload.create({
      collection: 'articles',
      locale: 'fr',
      data: {
        slug: `causses-${Date.now()}`,
        title: 'La forêt',
        excerpt: 'Bonjour',
        body: richText('Bonjour'),
        access: 'free',
        minutes: 2,
        _status: 'published',
      } as never,
      overrideAccess: true,
      context: { isSeeding: true },
    })
    await payload.update({
      collection: 'articles',
      id: article.id,
      locale: 'es',
      data: {
        title: 'El bosque, escrito a mano',
        excerpt: 'Hola, a mano',
        body: richText('Hola, a mano'),
      } as never,
      overrideAccess: true,
      context: { isSeeding: true },
    })
    await payload.update({
      collection: 'articles',
      id: article.id,
      locale: 'fr',
      data: { title: 'La forêt cévenole' },
      overrideAccess: true,
    })
    await runJobs(payload)
    const spanish = await read(article.id, 'es')
    expect([spanish.title, spanish.excerpt]).toEqual(['El bosque, escrito a mano', 'Hola, a mano'])
    const statuses = await rows(article.id)
    // The field whose French changed is to review; the others are the person's, as they were.
    expect(statuses['title/es']).toBe('review')
    expect(statuses['excerpt/es']).toBe('human')
    // Languages nobody wrote are machine-translated.
    expect((await read(article.id, 'en')).title).toBe('the forest CÉVENOLE')
    expect(statuses['title/en']).toBe('machine')
  })

  it('keeps the published translation when the provider is down, and records the failure', async () => {
    server.mode = 'down'
    try {
      await payload.update({
        collection: 'articles',
        id: articleId,
        locale: 'fr',
        data: { excerpt: 'Respirer encore' },
        overrideAccess: true,
      })
      await runJobs(payload)
      expect((await read(articleId, 'nl')).excerpt).toBe('ademen onder de bomen')
      const excerpts = await rows(articleId, 'excerpt')
      expect(
        Object.values(excerpts).every((status) => status === 'failed' || status === 'queued'),
      ).toBe(true)
      expect(Object.values(excerpts)).toContain('failed')
    } finally {
      server.mode = 'ok'
    }
  })
})
