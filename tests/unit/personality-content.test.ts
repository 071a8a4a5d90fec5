/**
 * The four launch personality tests, read with the strict reader (src/lib/seed/tests-content.ts): the
 * tests the Premium offer names, each honest about what it is, each profile reachable by some way of
 * answering, every text written in each of the five languages.
 */
import { describe, expect, it } from 'vitest'

import { locales } from '@/i18n/locales'
import { scoreAnswers, type Answers } from '@/lib/personality'
import { readTests, type TestSeed } from '@/lib/seed/tests-content'

const tests = readTests()

/** Answers that favour one profile as much as each question allows. */
function answersFavouring(test: TestSeed, profile: string): Answers {
  const lead = (weights: Readonly<Record<string, number>>) =>
    (weights[profile] ?? 0) -
    Math.max(
      0,
      ...Object.entries(weights)
        .filter(([id]) => id !== profile)
        .map(([, w]) => w),
    )
  return Object.fromEntries(
    test.questions.map((question) => {
      const sorted = [...question.answers].sort((a, b) => lead(b.weights) - lead(a.weights))
      return [question.id, question.kind === 'ranking' ? sorted.map((a) => a.id) : sorted[0]!.id]
    }),
  )
}

describe('the launch personality tests', () => {
  it('are the four tests the offer names', () => {
    expect(tests.map((test) => test.slug)).toEqual([
      'ce-dont-votre-corps-a-besoin-aujourd-hui',
      'quel-arbre-des-cevennes-etes-vous',
      'votre-facon-d-etre-en-foret',
      'votre-rythme-naturel',
    ])
  })

  it('let every profile win for someone who answers that way', () => {
    for (const test of tests)
      for (const { id } of test.profiles) {
        const result = scoreAnswers(test, answersFavouring(test, id))
        expect(result, `${test.slug} → ${id}`).toMatchObject({ ok: true, profile: id })
      }
  })

  it('say in every language that they are self-reflection, not an assessment', () => {
    const words = {
      fr: /psycholog|diagnostic|évaluation/i,
      en: /psycholog|diagnos|assessment/i,
      es: /psicol|diagn|evaluación/i,
      de: /psycholog|diagnos|einschätzung|bewertung/i,
      nl: /psycholog|diagnos|beoordeling/i,
    }
    for (const test of tests)
      for (const locale of locales)
        expect(test.texts[locale].disclaimer, `${test.slug} ${locale}`).toMatch(words[locale])
  })

  it('are written in each language, not copied from the French', () => {
    for (const test of tests)
      for (const locale of locales.filter((candidate) => candidate !== 'fr')) {
        expect(test.texts[locale].intro).not.toBe(test.texts.fr.intro)
        for (const { id } of test.profiles)
          expect(
            test.texts[locale].profiles[id]!.portrait,
            `${test.slug} ${locale} ${id}`,
          ).not.toBe(test.texts.fr.profiles[id]!.portrait)
      }
  })
})
