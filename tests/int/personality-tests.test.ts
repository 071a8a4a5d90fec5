/**
 * The personality tests as data: the launch tests seeded from their files, readable by everyone as a
 * list, their questions by signed-in accounts only, the answers' weights and the profiles' texts by
 * staff only — through REST and GraphQL, and in queries: a hidden field used in `where` or `sort` is
 * refused, whatever the value, so that counting matches cannot read it out. The seeded structure
 * scores as the files say.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { scoreAnswers, type Answers, type TestStructure } from '@/lib/personality'
import { personalityTestsSeed } from '@/lib/seed/personality-tests'
import { readTests } from '@/lib/seed/tests-content'

import { createMember, createStaff, tokenFor } from '../factories/accounts'
import { createApi } from './support/api'
import { config, startPayload, stopPayload } from './support/payload'

type Viewer = 'visitor' | 'member' | 'premium' | 'editor'
type Doc = Record<string, unknown> & { slug: string }

let payload: Payload
let api: ReturnType<typeof createApi>
const tokens: Partial<Record<Viewer, string>> = {}
const launch = readTests()
const tree = launch.find((test) => test.slug === 'quel-arbre-des-cevennes-etes-vous')!

beforeAll(async () => {
  payload = await startPayload()
  api = createApi(config)
  await personalityTestsSeed.run(payload)
  tokens.member = await tokenFor(payload, await createMember(payload))
  tokens.premium = await tokenFor(
    payload,
    await createMember(payload, { subscriptionStatus: 'active' }),
  )
  tokens.editor = await tokenFor(payload, await createStaff(payload, 'editor'))
})

afterAll(async () => {
  await stopPayload(payload)
})

async function list(viewer: Viewer): Promise<Doc[]> {
  const response = await api.rest('GET', '/personality-tests?limit=20&depth=0', {
    token: tokens[viewer],
  })
  expect(response.status).toBe(200)
  return (response.body as { docs: Doc[] }).docs
}

describe('what each viewer reads', () => {
  it('gives a visitor the list of the four tests, without questions or results', async () => {
    const docs = await list('visitor')
    expect(docs.map((doc) => doc.slug).sort()).toEqual(launch.map((test) => test.slug))
    const doc = docs.find((candidate) => candidate.slug === tree.slug)!
    expect(doc.title).toBe(tree.texts.fr.title)
    // A field the viewer may not read comes back empty (Payload keeps the key of a denied array).
    expect(doc.questions ?? []).toEqual([])
    expect(doc.profiles ?? []).toEqual([])
    expect(JSON.stringify(docs)).not.toContain(tree.texts.fr.questions.q2!.prompt)
  })

  it.each(['member', 'premium'] as const)(
    'gives a %s the questions and answers, never the weights or the profiles',
    async (viewer) => {
      const doc = (await list(viewer)).find((candidate) => candidate.slug === tree.slug)!
      const questions = doc.questions as { key: string; prompt: string; answers: object[] }[]
      expect(questions.map((question) => question.key)).toEqual(tree.questions.map((q) => q.id))
      expect(questions[1]!.prompt).toBe(tree.texts.fr.questions.q2!.prompt)
      for (const question of questions)
        for (const answer of question.answers as { weights?: unknown[] }[])
          expect(answer.weights ?? []).toEqual([])
      expect(doc.profiles ?? []).toEqual([])
      const portrait = tree.texts.fr.profiles[tree.profiles[0]!.id]!.portrait
      expect(JSON.stringify(doc)).not.toContain(portrait.slice(0, 60))
    },
  )

  it('gives staff everything', async () => {
    const doc = (await list('editor')).find((candidate) => candidate.slug === tree.slug)!
    expect((doc.profiles as unknown[]).length).toBe(tree.profiles.length)
    const first = (doc.questions as { answers: { weights: unknown[] }[] }[])[0]!
    expect(first.answers[0]!.weights.length).toBeGreaterThan(0)
  })

  it('answers GraphQL the same way', async () => {
    const query = `{ PersonalityTests(limit: 20) { docs { slug questions { prompt answers { label weights { points } } } profiles { name } } } }`
    for (const viewer of ['visitor', 'member', 'premium'] as const) {
      const result = await api.graphql(query, {}, { token: tokens[viewer] })
      const text = JSON.stringify(result.data)
      expect(text, viewer).not.toContain(tree.texts.fr.profiles[tree.profiles[0]!.id]!.name)
      expect(text, viewer).not.toMatch(/"points":\d/)
      if (viewer === 'visitor') expect(text).not.toContain(tree.texts.fr.questions.q2!.prompt)
      else expect(text).toContain(tree.texts.fr.questions.q2!.prompt)
    }
  })
})

describe('queries on what a viewer may not read', () => {
  const profileName = () => tree.texts.fr.profiles[tree.profiles[0]!.id]!.name
  const probes = (): { viewer: Viewer; path: string; hit: string; miss: string }[] => [
    {
      viewer: 'visitor',
      path: 'questions.prompt',
      hit: tree.texts.fr.questions.q2!.prompt.slice(0, 12),
      miss: 'zzzqqqxxx',
    },
    { viewer: 'member', path: 'profiles.name', hit: profileName(), miss: 'zzzqqqxxx' },
    { viewer: 'premium', path: 'profiles.portrait', hit: 'a', miss: 'zzzqqqxxx' },
    { viewer: 'premium', path: 'profiles.key', hit: tree.profiles[0]!.id, miss: 'zzzqqqxxx' },
    {
      viewer: 'member',
      path: 'questions.answers.weights.profile',
      hit: tree.profiles[0]!.id,
      miss: 'zzz',
    },
    { viewer: 'premium', path: 'questions.answers.weights.points', hit: '2', miss: '9' },
  ]

  it('are refused, and the same for a value the tests hold as for one they do not', async () => {
    for (const { viewer, path, hit, miss } of probes())
      for (const operator of ['equals', 'like', 'exists'] as const) {
        const ask = (value: string) =>
          api.rest(
            'GET',
            `/personality-tests?where[${path}][${operator}]=${encodeURIComponent(operator === 'exists' ? 'true' : value)}`,
            { token: tokens[viewer] },
          )
        const [withHit, withMiss] = [await ask(hit), await ask(miss)]
        expect(withHit.status, `${viewer} ${path} ${operator}`).toBeGreaterThanOrEqual(400)
        expect(withHit, `${viewer} ${path} ${operator}`).toEqual(withMiss)
      }
  })

  it('refuses sorting by them', async () => {
    const sorted = await api.rest('GET', '/personality-tests?sort=profiles.name', {
      token: tokens.premium,
    })
    expect(sorted.status).toBeGreaterThanOrEqual(400)
  })

  it('lets staff query them (the rule is about the viewer, not the field)', async () => {
    const response = await api.rest(
      'GET',
      `/personality-tests?where[profiles.key][equals]=${tree.profiles[0]!.id}`,
      { token: tokens.editor },
    )
    expect(response.status).toBe(200)
    expect((response.body as { totalDocs: number }).totalDocs).toBe(1)
  })
})

describe('the seeded structure', () => {
  it('scores as the files say', async () => {
    const { docs } = await payload.find({
      collection: 'personality-tests',
      where: { slug: { equals: tree.slug } },
      overrideAccess: true,
      depth: 0,
    })
    const doc = docs[0]!
    const structure: TestStructure = {
      profiles: (doc.profiles ?? []).map((profile) => ({ id: profile.key })),
      questions: (doc.questions ?? []).map((question) => ({
        id: question.key,
        kind: question.kind,
        answers: (question.answers ?? []).map((answer) => ({
          id: answer.key,
          weights: Object.fromEntries(
            (answer.weights ?? []).map((weight) => [weight.profile, weight.points]),
          ),
        })),
      })),
    }
    // The first answer of every question (rankings in their written order), on both sides.
    const answers: Answers = Object.fromEntries(
      tree.questions.map((question) => [
        question.id,
        question.kind === 'ranking'
          ? question.answers.map((answer) => answer.id)
          : question.answers[0]!.id,
      ]),
    )
    expect(scoreAnswers(structure, answers)).toEqual(scoreAnswers(tree, answers))
    expect(scoreAnswers(structure, answers).ok).toBe(true)
  })
})
