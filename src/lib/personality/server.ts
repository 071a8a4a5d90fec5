/**
 * The personality tests' server entry: the published tests of a language (cached, weights and result
 * texts included — they stay on the server) and a viewer's attempts and results. Pages take from a
 * test only what the viewer may see (docs/personality-tests.md › Who sees what).
 * Kept whole: the reads of the tests' pages, each deciding who sees what by the same rules.
 */
import 'server-only'

import { randomBytes } from 'node:crypto'

import { unstable_cache } from 'next/cache'
import type { Where } from 'payload'
import { cache } from 'react'

import type { Locale } from '@/i18n/locales'
import type { SignedInAccount } from '@/lib/auth'
import { calendarEntryPath } from '@/lib/calendar'
import { detailPath, libraryTypes, type LibraryType } from '@/lib/content'
import { imageOf, type LibraryCard } from '@/lib/content/server'
import { isPublic } from '@/lib/entitlements'
import { cacheKey } from '@/lib/platform/cache/keys'
import { cacheTags } from '@/lib/platform/cache/tags'
import { getPayloadClient } from '@/lib/platform/payload/client'
import type { PersonalityTest, TestResult } from '@/payload-types'

import { questionKinds, type Answers, type QuestionKind, type TestStructure } from './scoring'

export type Recommendation = {
  kind: LibraryType | 'calendar-entries'
  href: string
  title: string
}

export type TestQuestion = {
  key: string
  kind: QuestionKind
  prompt: string
  answers: { key: string; label: string | null; weights: Record<string, number> }[]
}

export type TestProfile = {
  key: string
  color: string
  name: string
  summary: string
  portrait: string
  strengths: string[]
  practice: string
  recommendations: Recommendation[]
}

export type Test = {
  slug: string
  title: string
  excerpt: string
  intro: string
  disclaimer: string
  minutes: number
  image: LibraryCard['image']
  imageAlt: string
  seoTitle: string | null
  seoDescription: string | null
  publishedAt: string | null
  _status: string | null
  updatedAt: string
  questions: TestQuestion[]
  profiles: TestProfile[]
}

type Linked = { relationTo: string; value: unknown }

function recommendationOf(link: Linked): Recommendation[] {
  if (typeof link.value !== 'object' || link.value === null) return []
  const doc = link.value as { slug?: string; title?: string; name?: string; _status?: string }
  if (!doc.slug || doc._status === 'draft') return []
  if (link.relationTo === 'calendar-entries')
    return [
      { kind: 'calendar-entries', href: calendarEntryPath(doc.slug), title: doc.name ?? doc.slug },
    ]
  const type = libraryTypes.find((candidate) => candidate === link.relationTo)
  return type
    ? [{ kind: type, href: detailPath(type, doc.slug), title: doc.title ?? doc.slug }]
    : []
}

function toTest(doc: PersonalityTest): Test {
  return {
    slug: doc.slug,
    title: doc.title,
    excerpt: doc.excerpt,
    intro: doc.intro,
    disclaimer: doc.disclaimer,
    minutes: doc.minutes,
    image: imageOf(doc.image, 'card'),
    imageAlt: doc.imageAlt ?? '',
    seoTitle: doc.seo?.title || null,
    seoDescription: doc.seo?.description || null,
    publishedAt: doc.publishedAt ?? null,
    _status: doc._status ?? null,
    updatedAt: doc.updatedAt,
    questions: (doc.questions ?? []).flatMap((question) =>
      questionKinds.includes(question.kind as QuestionKind)
        ? [
            {
              key: question.key,
              kind: question.kind as QuestionKind,
              prompt: question.prompt,
              answers: (question.answers ?? []).map((answer) => ({
                key: answer.key,
                label: answer.label || null,
                weights: Object.fromEntries(
                  (answer.weights ?? []).map((weight) => [weight.profile, weight.points]),
                ),
              })),
            },
          ]
        : [],
    ),
    profiles: (doc.profiles ?? []).map((profile) => ({
      key: profile.key,
      color: profile.color,
      name: profile.name,
      summary: profile.summary,
      portrait: profile.portrait,
      strengths: (profile.strengths ?? []).map((strength) => strength.text),
      practice: profile.practice,
      recommendations: (profile.recommendations ?? []).flatMap((link) =>
        recommendationOf(link as Linked),
      ),
    })),
  }
}

/** Every published test of a language, whole (cached per language, dropped when staff change one). */
const getAllTests = (locale: Locale): Promise<Test[]> =>
  unstable_cache(
    async () => {
      const payload = await getPayloadClient()
      const { docs } = await payload.find({
        collection: 'personality-tests',
        locale,
        fallbackLocale: 'fr',
        depth: 2,
        limit: 0,
        sort: 'publishedAt',
        overrideAccess: true,
        where: { _status: { equals: 'published' } },
        populate: {
          articles: { slug: true, title: true, _status: true },
          videos: { slug: true, title: true, _status: true },
          formations: { slug: true, title: true, _status: true },
          routines: { slug: true, title: true, _status: true },
          discoveries: { slug: true, title: true, _status: true },
          'calendar-entries': { slug: true, name: true, _status: true },
        },
      })
      return docs.map(toTest)
    },
    cacheKey('personality-tests', locale),
    { tags: [cacheTags.tests], revalidate: 300 },
  )()

/** The tests a reader may open now (published, and their publication date reached). */
export const listTests = cache(async (locale: Locale): Promise<Test[]> =>
  (await getAllTests(locale)).filter((test) => isPublic(test)),
)

export const getTest = cache(
  async (slug: string, locale: Locale): Promise<Test | null> =>
    (await listTests(locale)).find((test) => test.slug === slug) ?? null,
)

/** The part of a test scoring needs. */
export function structureOf(test: Test): TestStructure {
  return {
    profiles: test.profiles.map((profile) => ({ id: profile.key })),
    questions: test.questions.map((question) => ({
      id: question.key,
      kind: question.kind,
      answers: question.answers.map((answer) => ({ id: answer.key, weights: answer.weights })),
    })),
  }
}

// ——— Attempts and results ———

/** Who owns a result: a member, or a staff account trying a test. */
type Owner = Pick<SignedInAccount, 'id' | 'collection'>

function ownerWhere(owner: Owner): Where {
  return { [owner.collection === 'members' ? 'member' : 'staffUser']: { equals: owner.id } }
}

export type Attempt = { id: number; answers: Answers }

function answersOf(value: unknown): Answers {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {}
  return Object.fromEntries(
    Object.entries(value).filter(
      ([, given]) =>
        typeof given === 'string' ||
        (Array.isArray(given) && given.every((id) => typeof id === 'string')),
    ),
  ) as Answers
}

/** The test the owner has started and not finished, if any. */
export async function openAttempt(owner: Owner, slug: string): Promise<Attempt | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'test-results',
    where: {
      and: [
        ownerWhere(owner),
        { testSlug: { equals: slug } },
        { status: { equals: 'in-progress' } },
      ],
    },
    sort: '-updatedAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const doc = docs[0]
  return doc ? { id: doc.id, answers: answersOf(doc.answers) } : null
}

/** Saves the answers given so far: a new attempt, or the open one. */
export async function saveAnswers({
  owner,
  slug,
  attemptId,
  answers,
}: {
  owner: Owner
  slug: string
  attemptId: number | null
  answers: Answers
}): Promise<number> {
  const payload = await getPayloadClient()
  if (attemptId !== null) {
    await payload.update({
      collection: 'test-results',
      id: attemptId,
      data: { answers },
      overrideAccess: true,
    })
    return attemptId
  }
  const { docs } = await payload.find({
    collection: 'personality-tests',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: { slug: true },
  })
  const test = docs[0]
  if (!test) throw new Error(`No personality test ${slug}`)
  const created = await payload.create({
    collection: 'test-results',
    data: {
      ...(owner.collection === 'members' ? { member: owner.id } : { staffUser: owner.id }),
      test: test.id,
      testSlug: slug,
      status: 'in-progress',
      answers,
    },
    overrideAccess: true,
  })
  return created.id
}

export async function completeAttempt({
  attemptId,
  answers,
  profile,
  scores,
}: {
  attemptId: number
  answers: Answers
  profile: string
  scores: Record<string, number>
}): Promise<void> {
  const payload = await getPayloadClient()
  await payload.update({
    collection: 'test-results',
    id: attemptId,
    data: { status: 'complete', answers, profile, scores, completedAt: new Date().toISOString() },
    overrideAccess: true,
  })
}

/** Drops the owner's unfinished attempt at a test (« Recommencer »). */
export async function discardAttempt(owner: Owner, slug: string): Promise<void> {
  const payload = await getPayloadClient()
  await payload.delete({
    collection: 'test-results',
    where: {
      and: [
        ownerWhere(owner),
        { testSlug: { equals: slug } },
        { status: { equals: 'in-progress' } },
      ],
    },
    overrideAccess: true,
  })
}

export type SavedResult = {
  id: number
  testSlug: string
  profile: string
  scores: Record<string, number>
  completedAt: string
  shareToken: string | null
}

function toSaved(doc: TestResult): SavedResult {
  const scores =
    typeof doc.scores === 'object' && doc.scores !== null && !Array.isArray(doc.scores)
      ? Object.fromEntries(
          Object.entries(doc.scores).filter(
            (entry): entry is [string, number] => typeof entry[1] === 'number',
          ),
        )
      : {}
  return {
    id: doc.id,
    testSlug: doc.testSlug,
    profile: doc.profile ?? '',
    scores,
    completedAt: doc.completedAt ?? doc.updatedAt,
    shareToken: doc.shareToken ?? null,
  }
}

/** The owner's finished tests, newest first. */
export async function listResults(owner: Owner): Promise<SavedResult[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'test-results',
    where: { and: [ownerWhere(owner), { status: { equals: 'complete' } }] },
    sort: '-completedAt',
    limit: 200,
    depth: 0,
    overrideAccess: true,
  })
  return docs.map(toSaved)
}

/**
 * One of the owner's results; someone else's, or an unfinished attempt, is nothing. Once per request
 * (the page and its metadata both ask); the share actions read it fresh through `readResult`.
 */
export const getResult = cache((owner: Owner, id: number): Promise<SavedResult | null> =>
  readResult(owner, id),
)

async function readResult(owner: Owner, id: number): Promise<SavedResult | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'test-results',
    where: { and: [ownerWhere(owner), { id: { equals: id } }, { status: { equals: 'complete' } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ? toSaved(docs[0]) : null
}

/** Creates (or keeps) the public share link of one of the owner's results; false if not theirs. */
export async function shareResult(owner: Owner, id: number): Promise<boolean> {
  const result = await readResult(owner, id)
  if (!result) return false
  if (result.shareToken) return true
  const payload = await getPayloadClient()
  await payload.update({
    collection: 'test-results',
    id,
    data: { shareToken: randomBytes(18).toString('base64url'), sharedAt: new Date().toISOString() },
    overrideAccess: true,
  })
  return true
}

/** Revokes a result's share link: the page answers 404 from then on. */
export async function revokeShare(owner: Owner, id: number): Promise<boolean> {
  const result = await readResult(owner, id)
  if (!result) return false
  const payload = await getPayloadClient()
  await payload.update({
    collection: 'test-results',
    id,
    data: { shareToken: null, sharedAt: null },
    overrideAccess: true,
  })
  return true
}

/** What a share link shows: the test and the profile, nothing about the person. */
export const getSharedResult = cache(
  async (token: string): Promise<{ testSlug: string; profile: string } | null> => {
    if (!/^[A-Za-z0-9_-]{16,64}$/.test(token)) return null
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'test-results',
      where: {
        and: [{ shareToken: { equals: token } }, { status: { equals: 'complete' } }],
      },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      select: { testSlug: true, profile: true },
    })
    const doc = docs[0]
    return doc?.profile ? { testSlug: doc.testSlug, profile: doc.profile } : null
  },
)
