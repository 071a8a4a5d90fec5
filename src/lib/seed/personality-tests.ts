/**
 * The four launch personality tests (src/lib/seed/content/tests), in five languages, each with an
 * illustration drawn like the library's and its profiles' recommendations linked to the launch library
 * and calendar. Applied once per database. Rows of the questions, answers, weights and profiles carry
 * ids made from the test's slug, so that each language's update fills the same rows.
 */
import type { Payload } from 'payload'

import { locales, type Locale } from '@/i18n/locales'

import { findIdBySlug, uploadIllustration } from './shared'
import { readTests, type RecommendationCollection } from './tests-content'
import { SEED_CONTEXT, type SeedUnit } from './types'

/** The reader has checked every text; a gap here is a bug, said plainly. */
function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`personality tests seed: ${what} has no text`)
  return value
}

async function seedPersonalityTests(payload: Payload): Promise<void> {
  // Read and check everything first: a broken file stops the unit before anything is written.
  const tests = readTests()
  for (const test of tests) {
    if ((await findIdBySlug(payload, 'personality-tests', test.slug)) !== null) continue
    const recommendations = new Map<
      string,
      { relationTo: RecommendationCollection; value: number }[]
    >()
    for (const profile of test.profiles) {
      const links = []
      for (const item of profile.recommendations) {
        const id = await findIdBySlug(payload, item.collection, item.slug)
        if (id !== null) links.push({ relationTo: item.collection, value: id })
      }
      recommendations.set(profile.id, links)
    }
    const row = (...parts: string[]) => [test.slug, ...parts].join('--')
    const localized = (locale: Locale) => {
      const text = test.texts[locale]
      return {
        title: text.title,
        excerpt: text.excerpt,
        intro: text.intro,
        disclaimer: text.disclaimer,
        imageAlt: text.imageAlt,
        seo: { title: text.seoTitle, description: text.seoDescription },
        questions: test.questions.map((question) => {
          const questionText = must(text.questions[question.id], `${test.slug} ${question.id}`)
          return {
            id: row(question.id),
            key: question.id,
            kind: question.kind,
            prompt: questionText.prompt,
            answers: question.answers.map((answer) => ({
              id: row(question.id, answer.id),
              key: answer.id,
              label: questionText.answers[answer.id] ?? null,
              weights: Object.entries(answer.weights).map(([profile, points]) => ({
                id: row(question.id, answer.id, profile),
                profile,
                points,
              })),
            })),
          }
        }),
        profiles: test.profiles.map((profile) => {
          const profileText = must(text.profiles[profile.id], `${test.slug} ${profile.id}`)
          return {
            id: row(profile.id),
            key: profile.id,
            color: profile.color,
            name: profileText.name,
            summary: profileText.summary,
            portrait: profileText.portrait,
            practice: profileText.practice,
            strengths: profileText.strengths.map((strength, index) => ({
              id: row(profile.id, String(index + 1)),
              text: strength,
            })),
            recommendations: recommendations.get(profile.id) ?? [],
          }
        }),
      }
    }
    const created = await payload.create({
      collection: 'personality-tests',
      depth: 0,
      locale: 'fr',
      data: {
        ...localized('fr'),
        slug: test.slug,
        minutes: test.minutes,
        image: await uploadIllustration(payload, test.illustration, {
          seed: `tests/${test.slug}`,
          fileName: `test-${test.slug}.webp`,
          alt: '',
        }),
        publishedAt: '2026-11-01T07:00:00.000Z',
        _status: 'published',
      } as never,
      overrideAccess: true,
      context: { ...SEED_CONTEXT },
    })
    for (const locale of locales.filter((code) => code !== 'fr')) {
      await payload.update({
        collection: 'personality-tests',
        depth: 0,
        id: created.id,
        locale,
        data: { ...localized(locale), _status: 'published' } as never,
        overrideAccess: true,
        context: { ...SEED_CONTEXT },
      })
    }
  }
}

export const personalityTestsSeed: SeedUnit = {
  key: 'personality-tests-2026-11',
  run: seedPersonalityTests,
}
