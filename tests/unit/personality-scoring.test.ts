/**
 * The personality tests' scoring rule (src/lib/personality/scoring.ts): points per kind of question,
 * ranking weights by position, ties broken by the test's order of profiles, and every tampered or
 * incomplete submission refused whole.
 */
import { describe, expect, it } from 'vitest'

import { scoreAnswers, type TestStructure } from '@/lib/personality'

const test: TestStructure = {
  profiles: [{ id: 'chataignier' }, { id: 'hetre' }, { id: 'pin' }],
  questions: [
    {
      id: 'q1',
      kind: 'single',
      answers: [
        { id: 'a', weights: { chataignier: 2 } },
        { id: 'b', weights: { hetre: 2, pin: 1 } },
      ],
    },
    {
      id: 'q2',
      kind: 'scale',
      answers: [
        { id: '1', weights: { pin: 2 } },
        { id: '2', weights: { pin: 1 } },
        { id: '3', weights: {} },
        { id: '4', weights: { hetre: 1 } },
        { id: '5', weights: { hetre: 2 } },
      ],
    },
    {
      id: 'q3',
      kind: 'ranking',
      answers: [
        { id: 'a', weights: { chataignier: 1 } },
        { id: 'b', weights: { hetre: 1 } },
        { id: 'c', weights: { pin: 1 } },
      ],
    },
  ],
}

describe('scoreAnswers', () => {
  it('adds the chosen answers’ weights and the ranking’s weights by position', () => {
    const result = scoreAnswers(test, { q1: 'b', q2: '5', q3: ['c', 'a', 'b'] })
    // q1 b: hetre 2, pin 1; q2 5: hetre 2; q3: pin ×3, chataignier ×2, hetre ×1.
    expect(result).toEqual({
      ok: true,
      profile: 'hetre',
      scores: { chataignier: 2, hetre: 5, pin: 4 },
    })
  })

  it('gives a tie to the profile listed first in the test', () => {
    // chataignier: 2 (q1 a) + 1 (last of three) = 3; hetre: 3 (first of three); pin: 2 (second).
    const answers = { q1: 'a', q2: '3', q3: ['b', 'c', 'a'] }
    expect(scoreAnswers(test, answers)).toEqual({
      ok: true,
      profile: 'chataignier',
      scores: { chataignier: 3, hetre: 3, pin: 2 },
    })
    // The same points with the profiles listed the other way round: the other one wins.
    const reversed = { ...test, profiles: [{ id: 'hetre' }, { id: 'chataignier' }, { id: 'pin' }] }
    expect(scoreAnswers(reversed, answers)).toMatchObject({ ok: true, profile: 'hetre' })
  })

  it('refuses a missing answer', () => {
    expect(scoreAnswers(test, { q1: 'a', q3: ['a', 'b', 'c'] })).toEqual({
      ok: false,
      problem: { reason: 'missing', questionId: 'q2' },
    })
  })

  it('refuses an answer of another question, or of no question', () => {
    // "5" is an answer of the scale, not of q1.
    expect(scoreAnswers(test, { q1: '5', q2: '5', q3: ['a', 'b', 'c'] })).toEqual({
      ok: false,
      problem: { reason: 'unknown-answer', questionId: 'q1' },
    })
    expect(scoreAnswers(test, { q1: 'a', q2: '6', q3: ['a', 'b', 'c'] })).toMatchObject({
      ok: false,
      problem: { reason: 'unknown-answer', questionId: 'q2' },
    })
    // A ranking given where one answer is expected.
    expect(scoreAnswers(test, { q1: ['a'], q2: '5', q3: ['a', 'b', 'c'] })).toMatchObject({
      ok: false,
      problem: { reason: 'unknown-answer', questionId: 'q1' },
    })
  })

  it('refuses a question the test does not have', () => {
    expect(scoreAnswers(test, { q1: 'a', q2: '5', q3: ['a', 'b', 'c'], q9: 'a' })).toEqual({
      ok: false,
      problem: { reason: 'unknown-question', questionId: 'q9' },
    })
    expect(
      scoreAnswers(test, { q1: 'a', q2: '5', q3: ['a', 'b', 'c'], constructor: 'a' }),
    ).toMatchObject({ ok: false, problem: { reason: 'unknown-question' } })
  })

  it('refuses a ranking that repeats, leaves out or adds an option', () => {
    for (const order of [['a', 'a', 'b'], ['a', 'b'], ['a', 'b', 'c', 'd'], 'a'])
      expect(scoreAnswers(test, { q1: 'a', q2: '5', q3: order })).toEqual({
        ok: false,
        problem: { reason: 'not-a-ranking', questionId: 'q3' },
      })
  })

  it('ignores weights towards profiles the test does not have', () => {
    const odd: TestStructure = {
      profiles: [{ id: 'a' }],
      questions: [{ id: 'q', kind: 'single', answers: [{ id: 'x', weights: { a: 1, zz: 9 } }] }],
    }
    expect(scoreAnswers(odd, { q: 'x' })).toEqual({ ok: true, profile: 'a', scores: { a: 1 } })
  })
})
