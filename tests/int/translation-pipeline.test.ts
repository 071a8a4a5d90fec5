/**
 * The translation pipeline end to end on the real database (docs/translation.md), with LibreTranslate
 * configured to a local stand-in: publishing French queues one job per field and language, the jobs
 * fill the four languages (rich text keeping its shape), a changed field is the only one sent again,
 * an editor's translation is never replaced (flagged « à revoir » when the French changes), and an
 * outage leaves the published translations in place with the failure recorded.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

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

/** A free article published in French (the hook queues its translations unless seeding). */
async function publishArticle(
  fields: { slug: string; title: string; excerpt: string; body: string | object; minutes?: number },
  context?: Record<string, unknown>,
) {
  return payload.create({
    collection: 'articles',
    locale: 'fr',
    data: {
      slug: `${fields.slug}-${Date.now()}`,
      title: fields.title,
      excerpt: fields.excerpt,
      body: typeof fields.body === 'string' ? richText(fields.body) : fields.body,
      access: 'free',
      minutes: fields.minutes ?? 2,
      _status: 'published',
    } as never,
    overrideAccess: true,
    context,
  })
}

describe('publishing French', () => {
  it('queues every field in four languages, and the jobs fill them', async () => {
    const article = await publishArticle({
      slug: 'marcher',
      title: 'Marcher sous les arbres',
      excerpt: 'Respirer la forêt',
      body: 'Marcher lentement sous les arbres',
      minutes: 4,
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

  it('translates a premium article’s whole body, not what a visitor may read of it', async () => {
    const { FULL_CONTENT_CONTEXT } = await import('@/lib/entitlements')
    // Published by an editor, as in the admin: the save itself sees the whole body.
    const editor = await payload.create({
      collection: 'users',
      data: {
        email: `editrice-${Date.now()}@exemple.fr`,
        password: 'une phrase de passe pour la forêt',
        role: 'editor',
        name: 'Éditrice',
      } as never,
      overrideAccess: true,
    })
    const article = await payload.create({
      collection: 'articles',
      locale: 'fr',
      data: {
        slug: `premium-${Date.now()}`,
        title: 'Marcher sous les arbres',
        excerpt: 'Respirer la forêt',
        body: richText('Marcher lentement sous les arbres'),
        access: 'premium',
        minutes: 3,
        _status: 'published',
      } as never,
      user: { ...editor, collection: 'users' },
      overrideAccess: true,
    })
    expect(Object.keys(await rows(article.id))).toContain('body/en')
    await runJobs(payload)
    const english = await payload.findByID({
      collection: 'articles',
      id: article.id,
      locale: 'en',
      fallbackLocale: false,
      overrideAccess: true,
      context: { ...FULL_CONTENT_CONTEXT },
    })
    expect(JSON.stringify(english.body)).toContain('walk slowly under the trees')
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

  it('keeps a person’s translation theirs when another field’s French changes', async () => {
    const article = await publishArticle({
      slug: 'sentier',
      title: 'La forêt',
      excerpt: 'Bonjour',
      body: 'Bonjour',
    })
    await runJobs(payload)
    await payload.update({
      collection: 'articles',
      id: article.id,
      locale: 'nl',
      data: { title: 'Het woud, met de hand' },
      overrideAccess: true,
    })
    expect((await rows(article.id, 'title'))['title/nl']).toBe('human')
    // Only the excerpt's French changes: the Dutch title is still the person's, not « à revoir ».
    await payload.update({
      collection: 'articles',
      id: article.id,
      locale: 'fr',
      data: { excerpt: 'Bonjour la forêt' },
      overrideAccess: true,
    })
    await runJobs(payload)
    expect((await rows(article.id, 'title'))['title/nl']).toBe('human')
    expect((await read(article.id, 'nl')).title).toBe('Het woud, met de hand')
    // Its own French changes: flagged.
    await payload.update({
      collection: 'articles',
      id: article.id,
      locale: 'fr',
      data: { title: 'La forêt profonde' },
      overrideAccess: true,
    })
    expect((await rows(article.id, 'title'))['title/nl']).toBe('review')
  })

  it('treats a translation it did not write (seeded, typed by hand) as a person’s', async () => {
    const article = await publishArticle(
      { slug: 'causses', title: 'La forêt', excerpt: 'Bonjour', body: 'Bonjour', minutes: 2 },
      { isSeeding: true },
    )
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

// The outage above opened the circuit breaker: each test below starts with a provider that answers.
beforeEach(async () => {
  const { resetTranslationBreaker } = await import('@/lib/translation/server')
  resetTranslationBreaker()
})

describe('beyond articles', () => {
  it('fills the rows of arrays in place (a personality test), keeping their keys and weights', async () => {
    const test = await payload.create({
      collection: 'personality-tests',
      locale: 'fr',
      data: {
        slug: `arbre-${Date.now()}`,
        title: 'La forêt',
        excerpt: 'Marcher sous les arbres',
        intro: 'Respirer lentement',
        disclaimer: 'Bonjour',
        minutes: 3,
        questions: [
          {
            key: 'q1',
            kind: 'single',
            prompt: 'Marcher ou respirer',
            answers: [
              { key: 'a', label: 'Marcher', weights: [{ profile: 'hetre', points: 3 }] },
              { key: 'b', label: 'Respirer', weights: [{ profile: 'chene', points: 2 }] },
            ],
          },
        ],
        _status: 'published',
      } as never,
      overrideAccess: true,
    })
    const { docs } = await payload.find({
      collection: 'translations',
      where: {
        and: [
          { collection: { equals: 'personality-tests' } },
          { documentId: { equals: String(test.id) } },
          { locale: { equals: 'en' } },
        ],
      },
      limit: 50,
      overrideAccess: true,
    })
    expect(docs.map((doc) => doc.field).sort()).toEqual(
      [
        'disclaimer',
        'excerpt',
        'intro',
        'questions.*.answers.*.label',
        'questions.*.prompt',
        'title',
      ].sort(),
    )
    await runJobs(payload)
    const english = await payload.findByID({
      collection: 'personality-tests',
      id: test.id,
      locale: 'en',
      fallbackLocale: false,
      overrideAccess: true,
      depth: 0,
    })
    const question = english.questions?.[0]
    expect(question?.prompt).toBe('walk OU breathe')
    expect(question?.answers?.map((answer) => [answer.key, answer.label])).toEqual([
      ['a', 'walk'],
      ['b', 'breathe'],
    ])
    expect(question?.answers?.[1]?.weights?.[0]).toMatchObject({ profile: 'chene', points: 2 })
    // The French rows are the same rows, untouched.
    const french = await payload.findByID({
      collection: 'personality-tests',
      id: test.id,
      locale: 'fr',
      overrideAccess: true,
      depth: 0,
    })
    expect(french.questions?.[0]?.answers?.map((answer) => answer.label)).toEqual([
      'Marcher',
      'Respirer',
    ])
    expect(french.questions?.[0]?.id).toBe(question?.id)
  })

  it('keeps the Latin names the forest calendar knows, and inline code, as they are', async () => {
    await payload.create({
      collection: 'calendar-entries',
      locale: 'fr',
      data: {
        name: 'Châtaignier',
        latinName: 'Castanea sativa',
        summary: 'Bonjour',
        slug: `chataignier-${Date.now()}`,
        kind: 'species',
        category: 'tree',
        months: ['10'],
        peakMonths: ['10'],
        _status: 'published',
      } as never,
      overrideAccess: true,
      context: { isSeeding: true },
    })
    const body = richText('Marcher sous les arbres')
    const paragraph = (body as { root: { children: { children: unknown[] }[] } }).root.children[0]
    paragraph?.children.push({
      type: 'text',
      text: ' journal',
      format: 16,
      detail: 0,
      mode: 'normal',
      style: '',
      version: 1,
    })
    const article = await publishArticle({
      slug: 'castanea',
      title: 'Castanea sativa sous les arbres',
      excerpt: 'Bonjour',
      body,
    })
    await runJobs(payload)
    const english = await read(article.id, 'en')
    expect(english.title).toBe('Castanea sativa under the trees')
    const text = JSON.stringify(english.body)
    expect(text).toContain('walk under the trees')
    // Inline code went through untouched (the stand-in would have capitalised it).
    expect(text).toContain('" journal"')
  })

  it('translates the site settings’ texts (a global)', async () => {
    await payload.updateGlobal({
      slug: 'site-settings',
      locale: 'fr',
      data: { tagline: 'Respirer la forêt' } as never,
      overrideAccess: true,
    })
    await runJobs(payload)
    const english = await payload.findGlobal({
      slug: 'site-settings',
      locale: 'en',
      fallbackLocale: false,
      overrideAccess: true,
    })
    expect(english.tagline).toBe('breathe the forest')
  })

  it('lets the work of a deleted document end quietly, and forgets its rows', async () => {
    const article = await publishArticle({
      slug: 'effacee',
      title: 'La forêt effacée',
      excerpt: 'Bonjour',
      body: 'Bonjour',
      minutes: 1,
    })
    expect(Object.keys(await rows(article.id)).length).toBeGreaterThan(0)
    await payload.delete({ collection: 'articles', id: article.id, overrideAccess: true })
    await runJobs(payload)
    expect(await rows(article.id)).toEqual({})
    const failed = await payload.find({
      collection: 'payload-jobs',
      where: { and: [{ taskSlug: { equals: 'translateField' } }, { hasError: { equals: true } }] },
      overrideAccess: true,
    })
    expect(failed.totalDocs).toBe(0)
  })
})

describe('a provider answering nonsense', () => {
  it('fails the job with the reason, caches nothing and keeps the page’s text', async () => {
    const before = (await read(articleId, 'nl')).excerpt
    for (const mode of ['garbage', 'truncated'] as const) {
      server.mode = mode
      try {
        await payload.update({
          collection: 'articles',
          id: articleId,
          locale: 'fr',
          data: {
            excerpt: `Respirer lentement sous les châtaigniers du mont Lozère, au petit matin (${mode})`,
          },
          overrideAccess: true,
        })
        await runJobs(payload)
      } finally {
        server.mode = 'ok'
      }
      expect((await read(articleId, 'nl')).excerpt).toBe(before)
      const [row] = (
        await payload.find({
          collection: 'translations',
          where: {
            and: [
              { collection: { equals: 'articles' } },
              { documentId: { equals: String(articleId) } },
              { field: { equals: 'excerpt' } },
              { locale: { equals: 'nl' } },
            ],
          },
          overrideAccess: true,
        })
      ).docs
      expect(row?.status).toBe('failed')
      expect(row?.lastError).toMatch(
        mode === 'garbage' ? /unusable answer \(HTML/ : /unusable answer \(answer much shorter/,
      )
      const cached = await payload.count({
        collection: 'translation-cache',
        where: { source: { contains: `(${mode})` } },
        overrideAccess: true,
      })
      expect(cached.totalDocs).toBe(0)
    }
  })
})

describe('the admin’s actions', () => {
  it('retries failures at the top priority, and raises a priority', async () => {
    const { applyTranslationAction } = await import('@/lib/translation/admin')
    server.mode = 'down'
    let articleId: number | string
    try {
      const article = await publishArticle({
        slug: 'reessai',
        // A text no earlier test had translated (the cache would answer without the provider).
        title: 'Respirer lentement au col de Finiels',
        excerpt: 'Bonjour',
        body: 'Bonjour',
        minutes: 1,
      })
      articleId = article.id
      await runJobs(payload)
      expect(Object.values(await rows(articleId))).toContain('failed')
    } finally {
      server.mode = 'ok'
    }
    const { resetTranslationBreaker } = await import('@/lib/translation/server')
    resetTranslationBreaker()
    const retried = await applyTranslationAction(payload, { action: 'retry' })
    expect(retried).toBeGreaterThan(0)
    // What waited for the provider's pause to end (queued, not failed) goes with « Traduire
    // maintenant ».
    await applyTranslationAction(payload, { action: 'now' })
    await runJobs(payload)
    expect((await read(articleId, 'en')).title).toBe('breathe slowly AU COL DE FINIELS')
    expect(new Set(Object.values(await rows(articleId)))).toEqual(new Set(['machine']))

    const [row] = (
      await payload.find({
        collection: 'translations',
        where: { documentId: { equals: String(articleId) } },
        limit: 1,
        overrideAccess: true,
      })
    ).docs
    await applyTranslationAction(payload, { action: 'priority', ids: [row!.id], priority: 9 })
    const updated = await payload.findByID({
      collection: 'translations',
      id: row!.id,
      overrideAccess: true,
    })
    expect(updated.priority).toBe(9)
  })

  it('takes stock of documents published before the pipeline: their translations are people’s', async () => {
    const { applyTranslationAction } = await import('@/lib/translation/admin')
    const tip = await payload.create({
      collection: 'daily-tips',
      locale: 'fr',
      data: {
        slug: `respirer-${Date.now()}`,
        title: 'Respirer la forêt',
        body: richText('Respirer lentement'),
        category: 'breath',
        months: ['1', '2'],
        minutes: 2,
        _status: 'published',
      } as never,
      overrideAccess: true,
      context: { isSeeding: true },
    })
    await payload.update({
      collection: 'daily-tips',
      id: tip.id,
      locale: 'en',
      data: { title: 'Breathe the forest, by hand', body: richText('By hand') } as never,
      overrideAccess: true,
      context: { isSeeding: true },
    })
    await applyTranslationAction(payload, { action: 'inventory' })
    await runJobs(payload)
    const { docs } = await payload.find({
      collection: 'translations',
      where: {
        and: [{ collection: { equals: 'daily-tips' } }, { documentId: { equals: String(tip.id) } }],
      },
      limit: 20,
      overrideAccess: true,
    })
    const status = Object.fromEntries(docs.map((doc) => [`${doc.field}/${doc.locale}`, doc.status]))
    expect(status['title/en']).toBe('human')
    expect(status['title/de']).toBe('machine')
    const english = await payload.findByID({
      collection: 'daily-tips',
      id: tip.id,
      locale: 'en',
      overrideAccess: true,
    })
    expect(english.title).toBe('Breathe the forest, by hand')
  })
})
