/**
 * Reads the personality tests' launch content as the editors wrote it (src/lib/seed/content/tests, see
 * its README): `test.json` for the structure and one JSON file of texts per language. Strict: a missing
 * text, an unknown value, a scale without its five answers, a profile that no three questions weigh, a
 * colour too light for white text or a recommendation that leads nowhere stops with the file's name.
 * Nothing reads it into the database yet: the tests feature is still to be built.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { locales, type Locale } from '@/i18n/locales'
import { libraryTypes } from '@/lib/content'
import { questionKinds, type QuestionKind, type TestStructure } from '@/lib/personality'

import { fail, oneOf } from './content-checks'
import { calendarContentDir } from './calendar-content'
import { scenes, seasons, times, type Illustration } from './illustrations'
import { libraryContentDir } from './library-content'

export const testsContentDir = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'content/tests',
)

export const testLimits = {
  title: 120,
  excerpt: 220,
  intro: 1500,
  disclaimer: 400,
  seoTitle: 60,
  seoDescription: 155,
  imageAlt: 300,
  prompt: 300,
  answer: 200,
  name: 80,
  summary: 240,
  portrait: 3000,
  strength: 120,
  practice: 900,
} as const

export const recommendationCollections = [...libraryTypes, 'calendar-entries'] as const
export type RecommendationCollection = (typeof recommendationCollections)[number]

export type ProfileText = {
  name: string
  summary: string
  portrait: string
  strengths: string[]
  practice: string
}

export type TestText = {
  title: string
  excerpt: string
  intro: string
  disclaimer: string
  seoTitle: string
  seoDescription: string
  imageAlt: string
  questions: Record<string, { prompt: string; answers: Record<string, string> }>
  profiles: Record<string, ProfileText>
}

export type TestSeed = Omit<TestStructure, 'profiles'> & {
  slug: string
  minutes: number
  illustration: Illustration
  profiles: {
    id: string
    color: string
    recommendations: { collection: RecommendationCollection; slug: string }[]
  }[]
  texts: Record<Locale, TestText>
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** WCAG contrast of a #rrggbb colour against white. */
export function contrastWithWhite(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
  return 1.05 / (luminance + 0.05)
}

/** The launch slugs a recommendation may name (library documents and calendar entries). */
function launchSlugs(): Set<string> {
  const slugs = new Set<string>()
  const folders = (dir: string) =>
    fs.existsSync(dir)
      ? fs.readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory())
      : []
  for (const type of libraryTypes)
    for (const entry of folders(path.join(libraryContentDir, type)))
      slugs.add(`${type}/${entry.name}`)
  for (const entry of folders(calendarContentDir)) slugs.add(`calendar-entries/${entry.name}`)
  return slugs
}

function text(value: unknown, limit: number, file: string, what: string): string {
  if (typeof value !== 'string' || !value.trim()) fail(file, `${what} is missing`)
  if (value.length > limit) fail(file, `${what} is longer than ${limit} characters`)
  return value.trim()
}

function readStructure(slug: string, file: string, slugs: Set<string>) {
  const raw: unknown = JSON.parse(fs.readFileSync(file, 'utf8'))
  if (!isRecord(raw)) fail(file, 'not an object')
  const minutes = Number(raw.minutes)
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > 30) fail(file, 'minutes must be 1–30')
  const picture = isRecord(raw.illustration) ? raw.illustration : {}
  const illustration: Illustration = {
    scene: oneOf(picture.scene, scenes, file, 'scene'),
    season: oneOf(picture.season, seasons, file, 'season'),
    time: oneOf(picture.time, times, file, 'time'),
  }
  if (!Array.isArray(raw.profiles) || raw.profiles.length < 3 || raw.profiles.length > 6)
    fail(file, 'three to six profiles')
  const profiles = raw.profiles.map((profile: unknown) => {
    if (
      !isRecord(profile) ||
      typeof profile.id !== 'string' ||
      !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(profile.id)
    )
      fail(file, 'a profile needs an id in lowercase words and dashes')
    const color = String(profile.color)
    if (!/^#[0-9a-f]{6}$/i.test(color)) fail(file, `${profile.id}: color must be #rrggbb`)
    if (contrastWithWhite(color) < 4.5)
      fail(file, `${profile.id}: ${color} is too light for white text`)
    const recommendations = Array.isArray(profile.recommendations) ? profile.recommendations : []
    if (recommendations.length < 3 || recommendations.length > 5)
      fail(file, `${profile.id}: three to five recommendations`)
    return {
      id: profile.id,
      color,
      recommendations: recommendations.map((item: unknown) => {
        const target = isRecord(item) ? item : {}
        const collection = oneOf(target.collection, recommendationCollections, file, 'collection')
        if (typeof target.slug !== 'string' || !slugs.has(`${collection}/${target.slug}`))
          fail(file, `${profile.id}: ${collection}/${String(target.slug)} does not exist`)
        return { collection, slug: target.slug }
      }),
    }
  })
  const profileIds = new Set(profiles.map((profile) => profile.id))
  if (profileIds.size !== profiles.length) fail(file, 'two profiles share an id')
  if (!Array.isArray(raw.questions) || raw.questions.length < 8 || raw.questions.length > 15)
    fail(file, '8 to 15 questions')
  const questions = raw.questions.map((question: unknown) => {
    if (!isRecord(question) || typeof question.id !== 'string') fail(file, 'a question needs an id')
    const where = `${slug} ${question.id}`
    const kind: QuestionKind = oneOf(question.kind, questionKinds, file, `${where} kind`)
    const answers = (Array.isArray(question.answers) ? question.answers : []).map(
      (answer: unknown) => {
        if (!isRecord(answer) || typeof answer.id !== 'string')
          fail(file, `${where}: an answer needs an id`)
        const weights = isRecord(answer.weights) ? answer.weights : {}
        for (const [profile, weight] of Object.entries(weights))
          if (!profileIds.has(profile) || typeof weight !== 'number' || weight < 0)
            fail(file, `${where} ${answer.id}: weight "${profile}: ${String(weight)}"`)
        return { id: answer.id, weights: weights as Record<string, number> }
      },
    )
    const ids = answers.map((answer) => answer.id)
    if (new Set(ids).size !== ids.length) fail(file, `${where}: two answers share an id`)
    if (kind === 'scale' && ids.join() !== '1,2,3,4,5')
      fail(file, `${where}: a scale has answers 1 to 5`)
    if (kind === 'single' && (ids.length < 2 || ids.length > 5))
      fail(file, `${where}: two to five answers`)
    if (kind === 'ranking' && (ids.length < 3 || ids.length > 5))
      fail(file, `${where}: three to five options`)
    return { id: question.id, kind, answers }
  })
  if (new Set(questions.map((question) => question.id)).size !== questions.length)
    fail(file, 'two questions share an id')
  for (const profile of profiles) {
    const weighing = questions.filter((question) =>
      question.answers.some((answer) => (answer.weights[profile.id] ?? 0) > 0),
    )
    if (weighing.length < 3) fail(file, `${profile.id} is weighted by fewer than three questions`)
  }
  return { minutes, illustration, profiles, questions }
}

function readTexts(file: string, structure: ReturnType<typeof readStructure>): TestText {
  if (!fs.existsSync(file)) fail(file, 'missing')
  const raw: unknown = JSON.parse(fs.readFileSync(file, 'utf8'))
  if (!isRecord(raw)) fail(file, 'not an object')
  const questionTexts = isRecord(raw.questions) ? raw.questions : {}
  const profileTexts = isRecord(raw.profiles) ? raw.profiles : {}
  const questions: TestText['questions'] = {}
  for (const question of structure.questions) {
    const found = questionTexts[question.id]
    const entry = isRecord(found) ? found : {}
    const answerTexts = isRecord(entry.answers) ? entry.answers : {}
    questions[question.id] = {
      prompt: text(entry.prompt, testLimits.prompt, file, `${question.id} prompt`),
      // A scale's five answers are the site's own labels (« Pas du tout » … « Tout à fait »).
      answers:
        question.kind === 'scale'
          ? {}
          : Object.fromEntries(
              question.answers.map((answer) => [
                answer.id,
                text(
                  answerTexts[answer.id],
                  testLimits.answer,
                  file,
                  `${question.id} ${answer.id}`,
                ),
              ]),
            ),
    }
  }
  const profiles: TestText['profiles'] = {}
  for (const { id } of structure.profiles) {
    const found = profileTexts[id]
    const entry = isRecord(found) ? found : {}
    const strengths = Array.isArray(entry.strengths) ? entry.strengths : []
    if (strengths.length < 3 || strengths.length > 5) fail(file, `${id}: three to five strengths`)
    profiles[id] = {
      name: text(entry.name, testLimits.name, file, `${id} name`),
      summary: text(entry.summary, testLimits.summary, file, `${id} summary`),
      portrait: text(entry.portrait, testLimits.portrait, file, `${id} portrait`),
      strengths: strengths.map((strength, index) =>
        text(strength, testLimits.strength, file, `${id} strength ${index + 1}`),
      ),
      practice: text(entry.practice, testLimits.practice, file, `${id} practice`),
    }
  }
  return {
    title: text(raw.title, testLimits.title, file, 'title'),
    excerpt: text(raw.excerpt, testLimits.excerpt, file, 'excerpt'),
    intro: text(raw.intro, testLimits.intro, file, 'intro'),
    disclaimer: text(raw.disclaimer, testLimits.disclaimer, file, 'disclaimer'),
    seoTitle: text(raw.seoTitle, testLimits.seoTitle, file, 'seoTitle'),
    seoDescription: text(raw.seoDescription, testLimits.seoDescription, file, 'seoDescription'),
    imageAlt: text(raw.imageAlt, testLimits.imageAlt, file, 'imageAlt'),
    questions,
    profiles,
  }
}

/** Every launch test, in folder order (or only the named ones). */
export function readTests(only?: readonly string[]): TestSeed[] {
  if (!fs.existsSync(testsContentDir)) return []
  const slugs = launchSlugs()
  return fs
    .readdirSync(testsContentDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && (!only?.length || only.includes(entry.name)))
    .map((entry) => entry.name)
    .sort()
    .map((slug) => {
      if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) fail(slug, 'the folder name is not a slug')
      const dir = path.join(testsContentDir, slug)
      const structureFile = path.join(dir, 'test.json')
      if (!fs.existsSync(structureFile)) fail(structureFile, 'missing')
      const structure = readStructure(slug, structureFile, slugs)
      return {
        slug,
        ...structure,
        texts: Object.fromEntries(
          locales.map((locale) => [locale, readTexts(path.join(dir, `${locale}.json`), structure)]),
        ) as Record<Locale, TestText>,
      }
    })
}
