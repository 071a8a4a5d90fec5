/**
 * Scoring a personality test: the member's answers, checked against the test's own questions, turned
 * into points per profile. Pure; it runs on the server only, because the weights never reach the
 * browser (docs/personality-tests.md).
 *
 * - A `single` or `scale` question takes one answer id of that question; the answer's weights are added.
 * - A `ranking` question takes every option of that question once, in the member's order; with n options
 *   the first adds its weights × n, the second × (n − 1), … the last × 1.
 * - Every question must be answered, with ids of that question only; anything else (a missing answer,
 *   an answer of another question, an unknown question, a repeated or partial ranking) is refused whole.
 * - The profile with the most points wins; on a tie, the profile listed first in the test wins.
 */

export const questionKinds = ['single', 'scale', 'ranking'] as const
export type QuestionKind = (typeof questionKinds)[number]

export type Weights = Readonly<Record<string, number>>

export type TestStructure = {
  profiles: readonly { id: string }[]
  questions: readonly {
    id: string
    kind: QuestionKind
    answers: readonly { id: string; weights: Weights }[]
  }[]
}

/** One answer per question id: an answer id, or for a ranking the option ids in order. */
export type Answers = Readonly<Record<string, string | readonly string[]>>

export type ScoreProblem =
  | { reason: 'missing'; questionId: string }
  | { reason: 'unknown-question'; questionId: string }
  | { reason: 'unknown-answer'; questionId: string }
  | { reason: 'not-a-ranking'; questionId: string }

export type Score =
  | { ok: true; profile: string; scores: Record<string, number> }
  | { ok: false; problem: ScoreProblem }

function add(scores: Record<string, number>, weights: Weights, factor: number) {
  for (const [profile, weight] of Object.entries(weights))
    if (Object.hasOwn(scores, profile)) scores[profile] = (scores[profile] ?? 0) + weight * factor
}

type Question = TestStructure['questions'][number]

/**
 * Whether one given answer fits its question (what the form checks at each step, and scoring checks
 * for every question): the reason it does not, or null.
 */
export function answerProblem(
  question: Question,
  given: string | readonly string[] | undefined,
): ScoreProblem['reason'] | null {
  if (given === undefined) return 'missing'
  const known = new Set(question.answers.map((answer) => answer.id))
  if (question.kind === 'ranking') {
    const order = Array.isArray(given) ? given : []
    const isWhole =
      order.length === question.answers.length &&
      new Set(order).size === order.length &&
      order.every((id) => known.has(id))
    return isWhole ? null : 'not-a-ranking'
  }
  return typeof given === 'string' && known.has(given) ? null : 'unknown-answer'
}

export function scoreAnswers(test: TestStructure, answers: Answers): Score {
  const known = new Set(test.questions.map((question) => question.id))
  const stray = Object.keys(answers).find((id) => !known.has(id))
  if (stray !== undefined)
    return { ok: false, problem: { reason: 'unknown-question', questionId: stray } }

  const scores: Record<string, number> = Object.fromEntries(
    test.profiles.map((profile) => [profile.id, 0]),
  )
  for (const question of test.questions) {
    const given = Object.hasOwn(answers, question.id) ? answers[question.id] : undefined
    const reason = answerProblem(question, given)
    if (reason) return { ok: false, problem: { reason, questionId: question.id } }
    const byId = new Map(question.answers.map((answer) => [answer.id, answer]))
    const order = Array.isArray(given) ? given : [given]
    order.forEach((id, position) => {
      const answer = byId.get(id as string)
      if (answer)
        add(scores, answer.weights, question.kind === 'ranking' ? order.length - position : 1)
    })
  }
  // The first profile with the highest score: the test's order breaks ties.
  let winner = test.profiles[0]?.id ?? ''
  for (const { id } of test.profiles) if ((scores[id] ?? 0) > (scores[winner] ?? 0)) winner = id
  return { ok: true, profile: winner, scores }
}
