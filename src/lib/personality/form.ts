/**
 * A test's answers as forms and addresses carry them. Pure: the server action reads a step's form with
 * it, and the pages prefill a step or carry a visitor's first answer through sign-up with it.
 */
import type { QuestionKind } from './scoring'

/** The form field of a single or scale question. */
export const ANSWER_FIELD = 'answer'
/** The form field holding an option's position (1 = first) in a ranking question. */
export const rankField = (optionId: string) => `rank:${optionId}`

type FormQuestion = { kind: QuestionKind; answers: readonly { id: string }[] }

/**
 * The answer a step's form gives: the chosen answer id, or for a ranking the option ids ordered by the
 * positions chosen (an empty list when the positions are not 1 to n once each, which scoring refuses).
 */
export function answerFromForm(
  question: FormQuestion,
  get: (name: string) => string | null,
): string | string[] | undefined {
  if (question.kind !== 'ranking') return get(ANSWER_FIELD)?.trim() || undefined
  const positions = question.answers.map((answer) => ({
    id: answer.id,
    position: Number(get(rankField(answer.id))),
  }))
  if (positions.every((entry) => !Number.isFinite(entry.position) || entry.position === 0))
    return undefined
  const used = new Set(positions.map((entry) => entry.position))
  const isPermutation =
    used.size === positions.length &&
    positions.every((entry) => Number.isInteger(entry.position) && entry.position >= 1) &&
    Math.max(...used) === positions.length
  return isPermutation
    ? [...positions].sort((a, b) => a.position - b.position).map((entry) => entry.id)
    : []
}

/** An answer in an address (`?first=`): an id, or a ranking's ids joined by dots (ids have no dots). */
export function encodeAnswer(given: string | readonly string[]): string {
  return typeof given === 'string' ? given : given.join('.')
}

export function decodeAnswer(
  kind: QuestionKind,
  value: string | undefined,
): string | string[] | undefined {
  if (!value) return undefined
  return kind === 'ranking' ? value.split('.') : value
}
