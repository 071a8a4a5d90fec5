'use server'

import { redirect } from 'next/navigation'
import { getLocale } from 'next-intl/server'

import { toLocale, type Locale } from '@/i18n/locales'
import { localizedHref } from '@/i18n/routing'
import { formString } from '@/lib/auth/schemas'
import { getSessionAccount, redirectToSignIn, requireAccount } from '@/lib/auth/server'
import {
  answerFromForm,
  answerProblem,
  decodeAnswer,
  encodeAnswer,
  resultPath,
  scoreAnswers,
  stepPath,
  testPath,
  TESTS_PATH,
  type Answers,
} from '@/lib/personality'
import {
  completeAttempt,
  discardAttempt,
  getTest,
  openAttempt,
  revokeShare,
  saveAnswers,
  shareResult,
  structureOf,
} from '@/lib/personality/server'

/**
 * The tests' plain forms (docs/personality-tests.md › Taking a test). Every step posts one answer; the
 * server checks it belongs to that step's question, keeps it with the answers given so far, and moves
 * on. Nothing here trusts the browser: the test, the question and the attempt come from the server, and
 * anything that does not fit sends the reader back to a step with a message, with nothing saved.
 */

const text = (form: FormData, name: string) => formString(form, name) ?? ''

const go = (path: string, locale: Locale): never => redirect(localizedHref(path, locale))

export async function answerTestAction(form: FormData): Promise<void> {
  const locale = toLocale(await getLocale())
  const slug = text(form, 'test')
  const test = await getTest(slug, locale)
  if (!test) go(`${TESTS_PATH}?error=unknown`, locale)
  const questions = test?.questions ?? []
  const step = Number(text(form, 'step'))
  const question = Number.isInteger(step) ? questions[step] : undefined
  // A step that does not exist, or whose question is not the one posted: the form was tampered with.
  if (!question || question.key !== text(form, 'question'))
    go(stepPath(slug, 1, { error: 'tampered' }), locale)
  if (!question) return
  // The question as scoring sees it (./server.ts structureOf): ids and kinds, what the form is read by.
  const structure = test ? structureOf(test) : { profiles: [], questions: [] }
  const definition = structure.questions[step] ?? {
    id: question.key,
    kind: question.kind,
    answers: [],
  }
  const given = answerFromForm(definition, (name) => formString(form, name) ?? null)
  const problem = answerProblem(definition, given)
  if (problem || given === undefined)
    go(stepPath(slug, step + 1, { error: problem ?? 'missing' }), locale)
  if (given === undefined) return

  const account = await getSessionAccount()
  if (!account) {
    // A visitor answers the first question only; the answer rides along through sign-up.
    const back = stepPath(slug, 2, { first: encodeAnswer(given) })
    if (step !== 0) await redirectToSignIn({ back: stepPath(slug, 1), tab: 'signup' })
    await redirectToSignIn({ back, tab: 'signup' })
  }
  if (!account) return

  const attempt = await openAttempt(account, slug)
  const posted = text(form, 'attempt')
  // A form from an attempt that is finished or was restarted since: replayed, not applied.
  if (posted && String(attempt?.id ?? '') !== posted) go(`${testPath(slug)}?error=stale`, locale)

  const answers: Record<string, string | readonly string[]> = { ...(attempt?.answers ?? {}) }
  const first = questions[0]
  const carried = first ? decodeAnswer(first.kind, text(form, 'carry') || undefined) : undefined
  if (first && step === 1 && carried !== undefined && answers[first.key] === undefined) {
    const firstDefinition = structure.questions[0]
    if (firstDefinition && answerProblem(firstDefinition, carried) === null)
      answers[first.key] = carried
  }
  // Questions come in order: an earlier one left blank is asked first.
  const gap = questions.slice(0, step).findIndex((earlier) => answers[earlier.key] === undefined)
  if (gap !== -1) go(stepPath(slug, gap + 1, { error: 'order' }), locale)
  answers[question.key] = given

  const attemptId = await saveAnswers({
    owner: account,
    slug,
    attemptId: attempt?.id ?? null,
    answers: answers as Answers,
  })
  if (step < questions.length - 1) go(stepPath(slug, step + 2), locale)

  if (!test) return
  const score = scoreAnswers(structure, answers as Answers)
  if (!score.ok) {
    const index = questions.findIndex((item) => item.key === score.problem.questionId)
    go(stepPath(slug, Math.max(index, 0) + 1, { error: score.problem.reason }), locale)
  }
  if (!score.ok) return
  await completeAttempt({
    attemptId,
    answers: answers as Answers,
    profile: score.profile,
    scores: score.scores,
  })
  go(resultPath(slug, attemptId), locale)
}

/** « Recommencer depuis le début »: the unfinished attempt is dropped. */
export async function restartTestAction(form: FormData): Promise<void> {
  const locale = toLocale(await getLocale())
  const slug = text(form, 'test')
  const account = await requireAccount({ back: testPath(slug) })
  await discardAttempt(account, slug)
  go(stepPath(slug, 1), locale)
}

async function shareChange(
  form: FormData,
  change: typeof shareResult,
  done: 'cree' | 'supprime',
): Promise<void> {
  const locale = toLocale(await getLocale())
  const slug = text(form, 'test')
  const id = Number(text(form, 'result'))
  const account = await requireAccount({ back: resultPath(slug, id) })
  const isDone = await change(account, id)
  go(
    isDone ? `${resultPath(slug, id)}?partage=${done}#partage` : `${TESTS_PATH}?error=unknown`,
    locale,
  )
}

/** « Créer un lien de partage » on a result page. */
export async function shareResultAction(form: FormData): Promise<void> {
  await shareChange(form, shareResult, 'cree')
}

/** « Supprimer le lien »: the share page answers 404 from then on. */
export async function revokeShareAction(form: FormData): Promise<void> {
  await shareChange(form, revokeShare, 'supprime')
}
