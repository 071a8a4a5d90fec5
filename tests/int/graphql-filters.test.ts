/**
 * GraphQL filters that cannot be run as asked are refused before execution
 * (src/lib/platform/payload/graphql-where.ts): the visitor gets a GraphQL error with a short reason
 * (HTTP 400 for `application/graphql-response+json`), the log holds no error-level line and nothing
 * the visitor typed. Legal filters of the same shapes still answer.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { configToSchema } from '@payloadcms/graphql'

import { POST as graphqlRoute } from '@/app/(payload)/api/graphql/route'
import { whereInputTypes } from '@/lib/platform/payload/graphql-where'

import { startPayload, stopPayload } from './support/payload'

let payload: Payload
const MARK = `zq${Math.random().toString(36).slice(2, 8)}`

beforeAll(async () => {
  payload = await startPayload()
})

afterAll(async () => {
  await stopPayload(payload)
})

type Answer = {
  status: number
  data?: unknown
  errors?: { message: string; extensions?: { name?: string; statusCode?: number } }[]
}

async function graphql(
  query: string,
  variables: Record<string, unknown> = {},
  accept = 'application/graphql-response+json',
): Promise<Answer> {
  const response = await graphqlRoute(
    new Request('http://localhost:3000/api/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: accept },
      body: JSON.stringify({ query, variables }),
    }),
  )
  return { status: response.status, ...((await response.json()) as Omit<Answer, 'status'>) }
}

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const
type Line = { level: (typeof LEVELS)[number]; text: string }

/** Every line Payload's logger was given while `work` ran, errors spelled out with their causes. */
async function logsOf(work: () => Promise<void>): Promise<Line[]> {
  const lines: Line[] = []
  const spies = LEVELS.map((level) =>
    vi.spyOn(payload.logger, level).mockImplementation(((...entries: unknown[]) => {
      const text = JSON.stringify(entries, (_key, value: unknown) =>
        value instanceof Error
          ? { name: value.name, message: value.message, stack: value.stack, cause: value.cause }
          : value,
      )
      lines.push({ level, text })
    }) as never),
  )
  try {
    await work()
  } finally {
    for (const spy of spies) spy.mockRestore()
  }
  return lines
}

describe('GraphQL filters', () => {
  it('every where input type of a collection is known to the check, with its collection', () => {
    const { schema } = configToSchema(payload.config)
    const known = whereInputTypes(payload.config)
    const whereTypes = Object.keys(schema.getTypeMap()).filter((name) =>
      /_where(_and|_or)?$/.test(name),
    )
    const unknown = whereTypes.filter((name) => !known.has(name))
    expect(unknown).toEqual([])
    expect(known.get('CalendarEntry_where')).toEqual({ slug: 'calendar-entries', versions: false })
    expect(known.get('versionsArticle_where_or')).toEqual({ slug: 'articles', versions: true })
  })

  const refused: { query: string; variables?: Record<string, unknown>; reason: RegExp }[] = [
    {
      query: `{ Articles(where: { categories: { in: ["${MARK}", "1"] } }) { totalDocs } }`,
      reason: /^Invalid query: categories in: takes document ids/,
    },
    {
      query: `{ countArticles(where: { body: { like: "${MARK}" } }) { totalDocs } }`,
      reason: /^Invalid query: body like: only exists applies/,
    },
    {
      query: `{ Articles(where: { OR: [{ title: { all: ["${MARK}"] } }] }) { docs { id } } }`,
      reason: /^Invalid query: title all: not supported/,
    },
    {
      query: `query Q($w: Article_where) { Articles(where: $w) { totalDocs } }`,
      variables: { w: { categories: { equals: MARK } } },
      reason: /^Invalid query: categories equals: takes document ids/,
    },
    {
      query: `{ ...f } fragment f on Query { Videos(where: { categories: { in: ["${MARK}"] } }) { totalDocs } }`,
      reason: /^Invalid query: categories in: takes document ids/,
    },
    {
      query: `{ versionsArticles(where: { version__categories: { in: ["${MARK}"] } }) { totalDocs } }`,
      reason: /^Invalid query: version__categories in: takes document ids/,
    },
  ]

  it('a refused filter is a 400 validation error, logged below error level without its values', async () => {
    const answers: Answer[] = []
    const lines = await logsOf(async () => {
      for (const { query, variables } of refused) answers.push(await graphql(query, variables))
    })
    expect(lines.filter((line) => line.level === 'fatal' || line.level === 'error')).toEqual([])
    expect(lines.filter((line) => line.text.includes(MARK))).toEqual([])
    answers.forEach((answer, index) => {
      expect(answer.status, refused[index]!.query).toBe(400)
      expect(answer.data ?? null).toBeNull()
      expect(answer.errors).toHaveLength(1)
      expect(answer.errors![0]!.message).toMatch(refused[index]!.reason)
      expect(answer.errors![0]!.extensions).toMatchObject({ name: 'QueryError', statusCode: 400 })
    })
  })

  it('plain application/json clients get the same errors without data (GraphQL over HTTP: 200)', async () => {
    const answer = await graphql(
      `{ Articles(where: { categories: { in: ["${MARK}"] } }) { totalDocs } }`,
      {},
      'application/json',
    )
    expect(answer.status).toBe(200)
    expect(answer.data ?? null).toBeNull()
    expect(answer.errors?.[0]?.message).toMatch(/^Invalid query: categories in:/)
  })

  it('legal filters of the same shapes answer, dates included', async () => {
    const lines = await logsOf(async () => {
      const answer = await graphql(
        `query Q($since: DateTime) {
          Articles(where: {
            createdAt: { greater_than: "2020-01-01T00:00:00Z" }
            OR: [{ categories: { in: [1, 2] } }, { title: { like: "${MARK}" } }, { updatedAt: { less_than: $since } }]
          }) { totalDocs }
          countArticles(where: { excerpt: { like: "forêt" }, publishedAt: { exists: true } }) { totalDocs }
        }`,
        { since: '2100-01-01T00:00:00Z' },
      )
      expect(answer.errors ?? []).toEqual([])
      expect(answer.status).toBe(200)
      expect(answer.data).toMatchObject({
        Articles: { totalDocs: expect.any(Number) },
        countArticles: { totalDocs: expect.any(Number) },
      })
    })
    expect(lines.filter((line) => line.level === 'fatal' || line.level === 'error')).toEqual([])
  })
})
