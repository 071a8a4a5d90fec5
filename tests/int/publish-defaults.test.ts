/**
 * Publishing with only a title and a body (issue 48): the address, reading time and excerpt are
 * filled on save, the address stays unique, and the translation census counts the document at once
 * and after a seed, without anyone pressing « Recenser ».
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createStaff, TEST_PASSWORD } from '../factories/accounts'
import { richText } from '../factories/richtext'

import { createApi } from './support/api'
import { config, startPayload, stopPayload } from './support/payload'

let payload: Payload
let api: ReturnType<typeof createApi>
let token: string

beforeAll(async () => {
  payload = await startPayload()
  api = createApi(config)
  const editor = await createStaff(payload, 'editor')
  const login = await api.rest('POST', '/users/login', {
    json: { email: editor.email, password: TEST_PASSWORD },
  })
  token = (login.body as { token: string }).token
})

afterAll(async () => {
  await stopPayload(payload)
})

const words = (count: number) => Array.from({ length: count }, (_, i) => `mot${i}`).join(' ')

type Doc = { id: number; slug: string; minutes: number; excerpt: string; _status: string }

async function publishThroughRest(
  title: string,
  body: object,
): Promise<{ status: number; doc: Doc; body: unknown }> {
  const res = await api.rest('POST', '/articles?draft=false', {
    token,
    json: { title, body, _status: 'published' },
  })
  return { status: res.status, doc: (res.body as { doc: Doc }).doc, body: res.body }
}

async function rowsOf(collection: string, id: number | string): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'translations',
    where: {
      and: [{ collection: { equals: collection } }, { documentId: { equals: String(id) } }],
    },
    overrideAccess: true,
  })
  return totalDocs
}

describe('publishing an article with only a title and a body', () => {
  it('saves it published, with its address, reading time and excerpt filled', async () => {
    const { status, doc } = await publishThroughRest(
      'Sylvothérapie à l’Aigoual',
      richText(`La hêtraie respire. ${words(448)}`),
    )
    expect(status).toBe(201)
    expect(doc._status).toBe('published')
    expect(doc.slug).toBe('sylvotherapie-a-l-aigoual')
    expect(doc.minutes).toBe(2)
    expect(doc.excerpt.startsWith('La hêtraie respire. mot0 mot1')).toBe(true)
    expect(doc.excerpt.length).toBeLessThanOrEqual(300)
  })

  it('gives a second article of the same title its own address, -2 then -3', async () => {
    const second = await publishThroughRest('Sylvothérapie à l’Aigoual', richText('Court.'))
    const third = await publishThroughRest('Sylvothérapie à l’Aigoual', richText('Court.'))
    expect(second.status).toBe(201)
    expect(second.doc.slug).toBe('sylvotherapie-a-l-aigoual-2')
    expect(second.doc.minutes).toBe(1)
    expect(third.doc.slug).toBe('sylvotherapie-a-l-aigoual-3')
  })

  it('keeps what the editor typed, tidied, and keeps the address on a later save', async () => {
    const created = await payload.create({
      collection: 'articles',
      data: {
        title: 'Le Causse Méjean',
        slug: 'Causse Méjean',
        minutes: 7,
        body: richText('Steppe.'),
        _status: 'published',
      } as never,
      overrideAccess: true,
    })
    expect(created.slug).toBe('causse-mejean')
    expect(created.minutes).toBe(7)
    const renamed = await payload.update({
      collection: 'articles',
      id: created.id,
      data: { title: 'Le Causse Méjean en hiver' },
      overrideAccess: true,
    })
    expect(renamed.slug).toBe('causse-mejean')
    expect(renamed.minutes).toBe(7)
  })

  it('refuses to publish without a body when nothing can fill the reading time and excerpt', async () => {
    const res = await api.rest('POST', '/articles?draft=false', {
      token,
      json: { title: 'Sans texte', _status: 'published' },
    })
    expect(res.status).toBe(400)
    const paths = JSON.stringify(res.body)
    expect(paths).toContain('minutes')
    expect(paths).toContain('excerpt')
  })

  it('fills a formation’s module times from their content and its total from its modules', async () => {
    const formation = await payload.create({
      collection: 'formations',
      data: {
        title: 'Marcher lentement',
        body: richText('Présentation.'),
        modules: [
          { title: 'Premier pas', body: richText(words(600)) },
          { title: 'Deuxième pas', body: richText(words(100)), minutes: 5 },
        ],
        _status: 'published',
      } as never,
      overrideAccess: true,
    })
    expect(formation.slug).toBe('marcher-lentement')
    expect(formation.modules?.map((module) => module.minutes)).toEqual([3, 5])
    expect(formation.minutes).toBe(8)
  })
})

describe('other collections with an address', () => {
  it('make a category’s address from its name', async () => {
    const category = await payload.create({
      collection: 'categories',
      data: { name: 'Plantes médicinales' } as never,
      overrideAccess: true,
    })
    expect(category.slug).toBe('plantes-medicinales')
  })
})

describe('the translation census', () => {
  it('counts a newly published article without anyone pressing « Recenser »', async () => {
    const { doc } = await publishThroughRest(
      'Les châtaigniers',
      richText('Le châtaignier nourrit.'),
    )
    // title, excerpt and body in four languages.
    expect(await rowsOf('articles', doc.id)).toBe(12)
  })

  it('forgets a deleted article', async () => {
    const { doc } = await publishThroughRest('Une clède', richText('Le séchoir à châtaignes.'))
    expect(await rowsOf('articles', doc.id)).toBeGreaterThan(0)
    await api.rest('DELETE', `/articles/${doc.id}`, { token })
    expect(await rowsOf('articles', doc.id)).toBe(0)
  })

  it('takes stock by itself after a seed, which queues no translation work', async () => {
    const { runSeeds } = await import('@/lib/seed')
    const { SEED_CONTEXT } = await import('@/lib/seed/types')
    const { runJobs } = await import('@/lib/platform/jobs/runner')
    let seededId: number | string = 0
    // A seed unit of one French article, written as the launch seeds write theirs.
    const unit = {
      key: `test-census-${Date.now()}`,
      run: async (seeding: Payload) => {
        const doc = await seeding.create({
          collection: 'articles',
          locale: 'fr',
          data: {
            title: 'Les drailles',
            body: richText('Les chemins des troupeaux.'),
            _status: 'published',
          } as never,
          overrideAccess: true,
          context: { ...SEED_CONTEXT },
        })
        seededId = doc.id
      },
    }
    await runSeeds(payload, [unit])
    expect(await rowsOf('articles', seededId)).toBe(0)
    await runJobs(payload)
    // title, excerpt and body (a premium article's: the census reads it whole) in four languages.
    expect(await rowsOf('articles', seededId)).toBe(12)
  })
})
