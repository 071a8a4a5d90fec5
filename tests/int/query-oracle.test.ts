/**
 * The filter oracle: a field a viewer may not read must not be usable in a query either, or counting
 * the documents that match `body like "a…"`, `"ab…"`… spells a premium text out one letter at a time.
 * This walks every collection of the configuration and every field marked gated (`custom.gated`, set by
 * `gateField`), so that a new collection with gated fields is covered without touching this file. For
 * each field, as a visitor and as a free member, over REST and GraphQL, with `like`, `contains`,
 * `equals`, `in`, `exists` and sorting: the answer for a value the premium document holds must be the
 * same as for a value it does not hold, and must be a refusal. A Premium member may filter (control).
 *
 * Malformed filters, on every public collection over REST and GraphQL, answer 400 with a short reason:
 * never 500, never an outage (a value reading "disk I/O error" once made the site answer 503), and
 * nothing of the query in the error log (src/lib/platform/payload/where.ts).
 */
import fs from 'node:fs'
import path from 'node:path'

import type { Field, FlattenedField, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { POST as graphqlRoute } from '@/app/(payload)/api/graphql/route'
import { clearUnavailableMark, isMarkedUnavailable } from '@/lib/platform/payload/failures'

import { clipsDir } from '@/lib/seed/library-content'
import type { Member } from '@/payload-types'

import { createMember, tokenFor } from '../factories/accounts'
import { richText } from '../factories/richtext'
import { createApi, type ApiResponse } from './support/api'
import { config, startPayload, stopPayload } from './support/payload'

type GatedPath = { path: string; kind: 'richText' | 'upload' | 'array' }
type Viewer = 'visitor' | 'member' | 'premium'

let payload: Payload
let api: ReturnType<typeof createApi>
const tokens: Partial<Record<Viewer, string>> = {}
const run = Math.random().toString(36).slice(2, 8)
const MARKER = `zebraoracle${run}`
let clipId: number
let vttId: number
let otherFileId: number

/** Every gated field of a collection, with its query path (`modules.body` for a module's text). */
function gatedPaths(fields: Field[], prefix = ''): GatedPath[] {
  const found: GatedPath[] = []
  for (const field of fields) {
    if (!('name' in field)) continue
    const path = `${prefix}${field.name}`
    if ((field.custom as { gated?: boolean } | undefined)?.gated) {
      const kind =
        field.type === 'richText' ? 'richText' : field.type === 'array' ? 'array' : 'upload'
      found.push({ path, kind })
    } else if (field.type === 'array' || field.type === 'group') {
      found.push(...gatedPaths(field.fields, `${path}.`))
    }
  }
  return found
}

const collectionsWithGatedFields = () =>
  payload.config.collections
    .map((collection) => ({
      slug: collection.slug,
      // Payload names a collection's GraphQL list after its slug: calendar-entries → CalendarEntries.
      graphQLName:
        collection.graphQL === false
          ? null
          : collection.slug.replace(/(^|-)([a-z])/g, (_match, _dash, letter: string) =>
              letter.toUpperCase(),
            ),
      paths: gatedPaths(collection.fields),
    }))
    .filter((entry) => entry.paths.length > 0)

/** A premium document whose every gated field holds the marker (or the marked file). */
function premiumData(collection: string, slug: string) {
  const base = {
    title: `Document premium ${collection}`,
    excerpt: 'Résumé public',
    slug,
    access: 'premium',
    minutes: 5,
    body: richText(`Le texte secret ${MARKER} de ce document`),
    publishedAt: new Date(Date.now() - 3_600_000).toISOString(),
    _status: 'published',
  }
  if (collection === 'videos')
    return { ...base, video: clipId, captions: [{ language: 'fr', file: vttId }] }
  if (collection === 'formations')
    return {
      ...base,
      modules: [
        {
          id: `oracle-${run}`,
          title: 'Module',
          minutes: 5,
          body: richText(`Module ${MARKER}`),
          media: clipId,
          resource: vttId,
        },
      ],
    }
  return base
}

/** The file a premium document holds in a gated upload field (or in its captions' `file`). */
const heldFile = (path: string) => (path === 'video' || path === 'modules.media' ? clipId : vttId)

/**
 * The queries of one gated field: [sub-path, operator, a value the document holds, one it does not].
 * An array is queried as a whole (`exists`) and through its file (`captions.file`).
 */
function operands({ path, kind }: GatedPath): [string, string, string, string][] {
  if (kind === 'richText')
    return [
      [path, 'like', MARKER, 'absentword'],
      [path, 'contains', MARKER, 'absentword'],
      [path, 'equals', MARKER, 'absentword'],
      [path, 'in', MARKER, 'absentword'],
      [path, 'exists', 'true', 'false'],
    ]
  const target = kind === 'array' ? `${path}.file` : path
  const held = String(heldFile(path))
  return [
    [path, 'exists', 'true', 'false'],
    [target, 'equals', held, String(otherFileId)],
    [target, 'in', held, String(otherFileId)],
    [target, 'like', held, String(otherFileId)],
  ]
}

function auth(viewer: Viewer) {
  return { token: tokens[viewer] }
}

async function restCount(
  viewer: Viewer,
  collection: string,
  slug: string,
  query: string,
): Promise<ApiResponse> {
  return api.rest(
    'GET',
    `/${collection}?depth=0&where[and][0][slug][equals]=${slug}&${query}`,
    auth(viewer),
  )
}

/** What an answer tells: its status and, when it lists documents, how many. */
function observable(response: ApiResponse): string {
  const body = response.body as { totalDocs?: number; docs?: { id: unknown }[] } | null
  return JSON.stringify({
    status: response.status,
    total: body?.totalDocs,
    ids: body?.docs?.map((d) => d.id),
  })
}

beforeAll(async () => {
  payload = await startPayload()
  api = createApi(config)
  const file = async (name: string, data: Buffer, mimetype: string, extension: string) =>
    (
      await payload.create({
        collection: 'library-files',
        data: { title: name },
        file: { data, mimetype, name: `${name}-${run}.${extension}`, size: data.length },
        overrideAccess: true,
      })
    ).id
  const vtt = Buffer.from('WEBVTT\n\n00:00.000 --> 00:01.000\nBonjour\n')
  clipId = await file(
    'clip',
    fs.readFileSync(path.join(clipsDir, 'ecoute-du-ruisseau.mp4')),
    'video/mp4',
    'mp4',
  )
  vttId = await file('captions', vtt, 'text/vtt', 'vtt')
  otherFileId = await file('other', vtt, 'text/vtt', 'vtt')
  const member: Member = await createMember(payload)
  const premium: Member = await createMember(payload, { subscriptionStatus: 'active' })
  tokens.member = await tokenFor(payload, member)
  tokens.premium = await tokenFor(payload, premium)
  for (const { slug } of collectionsWithGatedFields()) {
    await payload.create({
      collection: slug as 'articles',
      data: premiumData(slug, `oracle-${slug}-${run}`) as never,
      overrideAccess: true,
    })
  }
})

afterAll(async () => {
  await stopPayload(payload)
})

describe('the gated fields of the configuration', () => {
  it('are found by walking it (bodies, files, captions, module texts and files)', () => {
    const found = Object.fromEntries(
      collectionsWithGatedFields().map(({ slug, paths }) => [
        slug,
        paths.map((p) => p.path).sort(),
      ]),
    )
    expect(found).toMatchObject({
      articles: ['body'],
      discoveries: ['body'],
      routines: ['body'],
      videos: ['body', 'captions', 'filming', 'video'],
      formations: ['body', 'modules.body', 'modules.media', 'modules.resource'],
    })
  })
})

describe.each(['visitor', 'member'] as const)('as a %s', (viewer) => {
  it('REST: no operator on a gated field answers differently for what the document holds', async () => {
    const leaks: string[] = []
    for (const { slug, paths } of collectionsWithGatedFields()) {
      const docSlug = `oracle-${slug}-${run}`
      for (const gated of paths) {
        const { path } = gated
        for (const [target, operator, hit, miss] of operands(gated)) {
          const query = (value: string) =>
            `where[and][1][${target}][${operator}]=${encodeURIComponent(value)}`
          const [withHit, withMiss] = await Promise.all([
            restCount(viewer, slug, docSlug, query(hit)),
            restCount(viewer, slug, docSlug, query(miss)),
          ])
          if (observable(withHit) !== observable(withMiss) || withHit.status < 400)
            leaks.push(
              `${slug}.${target} ${operator}: ${observable(withHit)} vs ${observable(withMiss)}`,
            )
        }
        const sorted = await api.rest('GET', `/${slug}?depth=0&sort=${path}`, auth(viewer))
        if (sorted.status < 400) leaks.push(`${slug}: sort by ${path} answered ${sorted.status}`)
      }
      // Distinct values of a gated field are refused too.
      for (const { path } of paths) {
        const distinct = await api.rest('GET', `/${slug}/distinct?field=${path}`, auth(viewer))
        if (distinct.status === 200) leaks.push(`${slug}: distinct ${path} answered 200`)
      }
    }
    expect(leaks).toEqual([])
  })

  it('GraphQL: no where clause on a gated field answers differently', async () => {
    const leaks: string[] = []
    for (const { slug, graphQLName, paths } of collectionsWithGatedFields()) {
      if (!graphQLName) continue
      const docSlug = `oracle-${slug}-${run}`
      // The query's shape is right: Premium finds the document through the same kind of clause
      // (`exists`: PostgreSQL cannot compare a rich text's JSON with `like`, whoever asks).
      const control = await api.graphql(
        `{ ${graphQLName}(where: { AND: [{ slug: { equals: "${docSlug}" } }, { body: { exists: true } }] }) { totalDocs } }`,
        {},
        auth('premium'),
      )
      expect(control.data, `${slug} control`).toEqual({ [graphQLName]: { totalDocs: 1 } })
      for (const gated of paths) {
        for (const [target, operator, hit, miss] of operands(gated)) {
          const field = target.replaceAll('.', '__')
          const literal = (value: string) =>
            operator === 'exists'
              ? value
              : operator === 'in'
                ? `[${JSON.stringify(value)}]`
                : JSON.stringify(value)
          const ask = (value: string) =>
            api.graphql(
              `{ ${graphQLName}(where: { AND: [{ slug: { equals: "${docSlug}" } }, { ${field}: { ${operator}: ${literal(value)} } }] }) { totalDocs } }`,
              {},
              auth(viewer),
            )
          const [withHit, withMiss] = await Promise.all([ask(hit), ask(miss)])
          const seen = (answer: typeof withHit) =>
            JSON.stringify({ data: answer.data, failed: answer.errors.length > 0 })
          if (seen(withHit) !== seen(withMiss) || withHit.errors.length === 0)
            leaks.push(`${slug}.${target} ${operator}: ${seen(withHit)} vs ${seen(withMiss)}`)
        }
      }
    }
    expect(leaks).toEqual([])
  })

  it('a relationship path into a gated field is refused as well (progress → formation → module)', async () => {
    const response = await api.rest(
      'GET',
      `/formation-progress?where[formation.modules.body][like]=${MARKER}`,
      auth(viewer),
    )
    const control = await api.rest(
      'GET',
      `/formation-progress?where[formation.modules.body][like]=absentword`,
      auth(viewer),
    )
    expect(observable(response)).toBe(observable(control))
    if (viewer === 'member') expect(response.status).toBeGreaterThanOrEqual(400)
  })
})

describe('as a Premium member (control: the check can tell a hit from a miss)', () => {
  it('filtering on a body tells the document that has one from the one that does not', async () => {
    // `exists`: PostgreSQL cannot compare a rich text's JSON with `like`, whoever asks.
    const docSlug = `oracle-articles-${run}`
    const hit = await restCount('premium', 'articles', docSlug, 'where[and][1][body][exists]=true')
    const miss = await restCount(
      'premium',
      'articles',
      docSlug,
      'where[and][1][body][exists]=false',
    )
    expect(hit.status).toBe(200)
    expect((hit.body as { totalDocs: number }).totalDocs).toBe(1)
    expect((miss.body as { totalDocs: number }).totalDocs).toBe(0)
  })
})

describe('published text in drafts', () => {
  it('a newer unpublished draft cannot be found by its text through draft=true', async () => {
    const slug = `oracle-draft-${run}`
    const doc = await payload.create({
      collection: 'articles',
      data: { ...premiumData('articles', slug), access: 'free' } as never,
      overrideAccess: true,
    })
    await payload.update({
      collection: 'articles',
      id: doc.id,
      data: { title: `Brouillon ${MARKER}` },
      draft: true,
      overrideAccess: true,
    })
    for (const viewer of ['visitor', 'member'] as const) {
      const [hit, miss] = await Promise.all([
        api.rest('GET', `/articles?draft=true&where[title][like]=${MARKER}`, auth(viewer)),
        api.rest('GET', `/articles?draft=true&where[title][like]=absentword${run}`, auth(viewer)),
      ])
      expect((hit.body as { totalDocs: number }).totalDocs).toBe(0)
      expect(observable(hit)).toBe(observable(miss))
    }
  })
})

describe('malformed filters', () => {
  const PUBLIC = [
    'articles',
    'videos',
    'formations',
    'routines',
    'discoveries',
    'categories',
    'calendar-entries',
    'daily-tips',
    'personality-tests',
    'pages',
  ] as const

  const fieldsOf = (slug: string) => payload.collections[slug as 'articles'].config.flattenedFields
  const titleOf = (slug: string) =>
    payload.collections[slug as 'articles'].config.admin.useAsTitle ?? 'id'
  const firstOf = (slug: string, test: (field: FlattenedField) => boolean) =>
    fieldsOf(slug).find(test)
  const singleRelationship = (field: FlattenedField) =>
    field.type === 'relationship' && typeof field.relationTo === 'string'
  const polymorphic = (field: FlattenedField) =>
    field.type === 'relationship' && Array.isArray(field.relationTo)

  /** The filters of one collection that cannot be run as asked, from the outside test's findings. */
  function malformed(slug: string): string[] {
    const title = titleOf(slug)
    const queries = [
      `where[${title}][equals]=disk%20I/O%20error&where[${title}][equals]=x`,
      'where[id][in]=abc,1',
      'where[id][equals]=abc',
      'where[id][equals]=99999999999',
      'where[createdAt][greater_than]=notadate',
      'where[createdAt][like]=2024',
      `where[${title}][near]=1,2`,
      `where[${title}][within]=x`,
      `where[${title}][all]=x`,
      `where[${title}][exists]=maybe`,
      `where[${title}][like][0]=a&where[${title}][like][1]=b`,
      'where=abc',
      'where[or]=abc',
      `where[${title}]=abc`,
    ]
    const relationship = firstOf(slug, singleRelationship)
    if (relationship)
      queries.push(
        `where[${relationship.name}][equals]=abc`,
        `where[${relationship.name}][in]=abc,1`,
      )
    const related = firstOf(slug, polymorphic)
    if (related)
      queries.push(`where[${related.name}][exists]=true`, `where[${related.name}][equals]=abc`)
    const select = firstOf(slug, (field) => field.type === 'select')
    if (select)
      queries.push(`where[${select.name}][equals]=not-an-option`, `where[${select.name}][like]=x`)
    const number = firstOf(slug, (field) => field.type === 'number')
    if (number) queries.push(`where[${number.name}][contains]=x`, `where[${number.name}][in]=1,abc`)
    const document = firstOf(slug, (field) => field.type === 'richText')
    if (document) queries.push(`where[${document.name}][like]=x`)
    return queries
  }

  /** Filters of the same shapes that are legal: they answer 200. */
  function legal(slug: string): string[] {
    const title = titleOf(slug)
    const queries = [
      `where[${title}][like]=disk%20I/O%20error`,
      'where[id][in]=1,2',
      'where[id][equals]=null',
      'where[createdAt][greater_than]=2020-01-01',
      `where[${title}][exists]=true`,
    ]
    const relationship = firstOf(slug, singleRelationship)
    if (relationship) queries.push(`where[${relationship.name}][in]=1,2`)
    const related = firstOf(slug, polymorphic)
    if (related?.type === 'relationship' && Array.isArray(related.relationTo))
      queries.push(
        `where[${related.name}.value][exists]=true`,
        `where[${related.name}][equals][relationTo]=${related.relationTo[0]}&where[${related.name}][equals][value]=1`,
      )
    return queries
  }

  /** What Payload's logger wrote at error level while `work` ran, as text. */
  async function errorLogsOf(work: () => Promise<void>): Promise<string[]> {
    const lines: string[] = []
    const spy = vi.spyOn(payload.logger, 'error').mockImplementation(((entry: unknown) => {
      const { err, msg } = (entry ?? {}) as {
        err?: { message?: string; cause?: unknown }
        msg?: string
      }
      let text = typeof entry === 'string' ? entry : `${msg ?? ''} ${err?.message ?? ''}`
      for (
        let cause = err?.cause as { message?: string; cause?: unknown } | undefined;
        cause;
        cause = cause.cause as typeof cause
      )
        text += ` ${cause.message ?? ''}`
      lines.push(text)
    }) as never)
    try {
      await work()
    } finally {
      spy.mockRestore()
    }
    return lines
  }

  // As a free member: daily tips are for members only, and a refusal would hide the filter's answer.
  it('REST: every public collection answers 400 with a reason, never 500 or an outage', async () => {
    clearUnavailableMark()
    const wrong: string[] = []
    const logged = await errorLogsOf(async () => {
      for (const slug of PUBLIC) {
        for (const query of malformed(slug)) {
          const { status, body } = await api.rest(
            'GET',
            `/${slug}?depth=0&${query}`,
            auth('member'),
          )
          const message = (body as { errors?: { message?: string }[] } | null)?.errors?.[0]?.message
          if (status !== 400 || !message) wrong.push(`${slug}?${query}: ${status} ${message}`)
        }
        for (const query of legal(slug)) {
          const { status } = await api.rest('GET', `/${slug}?depth=0&${query}`, auth('member'))
          if (status !== 200) wrong.push(`${slug}?${query} (legal): ${status}`)
        }
      }
    })
    expect(wrong).toEqual([])
    expect(logged).toEqual([])
    expect(isMarkedUnavailable()).toBe(false)
  })

  it('GraphQL: the same filters answer 400 errors, and nothing of the query is logged', async () => {
    clearUnavailableMark()
    const wrong: string[] = []
    const logged = await errorLogsOf(async () => {
      for (const slug of PUBLIC) {
        const list = slug.replace(/(^|-)([a-z])/g, (_m, _d, letter: string) => letter.toUpperCase())
        const title = titleOf(slug)
        const relationship = firstOf(slug, singleRelationship)
        const document = firstOf(slug, (field) => field.type === 'richText')
        const clauses = [
          `{ ${title}: { equals: "disk I/O error" } }`,
          `{ createdAt: { greater_than: "notadate" } }`,
          `{ id: { equals: "abc" } }`,
          ...(relationship ? [`{ ${relationship.name}: { in: ["abc", "1"] } }`] : []),
          ...(document ? [`{ ${document.name}: { like: "disk I/O error" } }`] : []),
        ]
        for (const clause of clauses) {
          const answer = await api.graphql(
            `{ ${list}(where: ${clause}) { totalDocs } }`,
            {},
            auth('member'),
          )
          const statuses = answer.errors.map((error) => error.extensions?.statusCode ?? 400)
          if (answer.status >= 500 || statuses.some((status) => status >= 500))
            wrong.push(`${list} ${clause}: ${answer.status} ${JSON.stringify(answer.errors)}`)
        }
      }
    })
    expect(wrong).toEqual([])
    // Payload's GraphQL handler logs every resolver error: the reason only, no SQL, no value.
    expect(logged.filter((line) => /Failed query|disk I\/O|notadate|abc/.test(line))).toEqual([])
    expect(isMarkedUnavailable()).toBe(false)
  })

  it('GraphQL: a body that is not JSON answers 400', async () => {
    const response = await graphqlRoute(
      new Request('http://localhost:3000/api/graphql', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"query": "{ Articles { totalDocs } }"',
      }),
    )
    expect(response.status).toBe(400)
  })

  it('an id with trailing characters is not found (/articles/1abc is not article 1)', async () => {
    const { docs } = await payload.find({
      collection: 'articles',
      where: { slug: { equals: `oracle-articles-${run}` } },
      limit: 1,
      depth: 0,
    })
    const id = docs[0]!.id
    expect((await api.rest('GET', `/articles/${id}?depth=0`)).status).toBe(200)
    expect((await api.rest('GET', `/articles/${id}abc?depth=0`)).status).toBe(404)
    expect((await api.rest('GET', `/articles/${id}.5?depth=0`)).status).toBe(404)
  })
})
