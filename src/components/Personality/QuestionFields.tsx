import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { ANSWER_FIELD, rankField } from '@/lib/personality'

type Question = {
  key: string
  kind: 'single' | 'scale' | 'ranking'
  prompt: string
  answers: { key: string; label: string | null }[]
}

const choice =
  'flex cursor-pointer items-start gap-4 rounded-2xl border border-line bg-surface px-5 py-4 text-ink transition-colors hover:border-forest-400 has-[:checked]:border-forest-700 has-[:checked]:bg-forest-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-forest-700 dark:has-[:checked]:border-primary dark:has-[:checked]:bg-forest-950'

/**
 * One question as plain form fields: a radio group for a single choice or a 1–5 scale (arrow keys move
 * within the group), one position menu per option for a ranking. Only the prompt and the labels are
 * rendered; the answers' weights never leave the server.
 */
export async function QuestionFields({
  question,
  given,
  locale,
}: {
  question: Question
  given: string | readonly string[] | undefined
  locale: Locale
}) {
  const t = await getTranslations({ locale, namespace: 'personality.step' })
  const legend = (
    <legend className="text-2xl leading-snug font-semibold tracking-tight text-ink sm:text-3xl">
      {question.prompt}
    </legend>
  )

  if (question.kind === 'ranking') {
    const order = Array.isArray(given) ? given : []
    const count = question.answers.length
    return (
      <fieldset>
        {legend}
        <p id={`hint-${question.key}`} className="mt-3 text-ink-soft">
          {t('rankingHint', { count })}
        </p>
        <ol className="mt-6 grid gap-3">
          {question.answers.map((answer) => {
            const position = order.indexOf(answer.key) + 1
            const id = `rank-${question.key}-${answer.key}`
            return (
              <li
                key={answer.key}
                className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-line bg-surface px-5 py-4"
              >
                <label htmlFor={id} className="min-w-0 flex-1 text-ink">
                  {answer.label}
                </label>
                <select
                  id={id}
                  name={rankField(answer.key)}
                  required
                  defaultValue={position > 0 ? String(position) : ''}
                  aria-describedby={`hint-${question.key}`}
                  className="min-h-11 rounded-xl border border-line bg-surface px-3 text-ink"
                >
                  <option value="">{t('rankChoose')}</option>
                  {Array.from({ length: count }, (_, index) => (
                    <option key={index} value={index + 1}>
                      {t('rankPosition', { position: index + 1 })}
                    </option>
                  ))}
                </select>
              </li>
            )
          })}
        </ol>
      </fieldset>
    )
  }

  if (question.kind === 'scale') {
    const labels: Record<string, string> = { '1': t('scaleMin'), '5': t('scaleMax') }
    return (
      <fieldset>
        {legend}
        <p className="mt-3 text-ink-soft">{t('scaleHint')}</p>
        <div className="mt-6 grid grid-cols-5 gap-2 sm:gap-3">
          {question.answers.map((answer) => (
            <label
              key={answer.key}
              className={`${choice} flex-col items-center justify-start px-2 py-4 text-center sm:px-4`}
            >
              <input
                type="radio"
                name={ANSWER_FIELD}
                value={answer.key}
                required
                defaultChecked={given === answer.key}
                className="size-5 accent-forest-700"
              />
              <span className="text-lg font-semibold tabular-nums">{answer.key}</span>
              {labels[answer.key] ? (
                <span className="text-xs leading-tight text-ink-soft sm:text-sm">
                  {labels[answer.key]}
                </span>
              ) : null}
            </label>
          ))}
        </div>
      </fieldset>
    )
  }

  return (
    <fieldset>
      {legend}
      <div className="mt-6 grid gap-3">
        {question.answers.map((answer) => (
          <label key={answer.key} className={choice}>
            <input
              type="radio"
              name={ANSWER_FIELD}
              value={answer.key}
              required
              defaultChecked={given === answer.key}
              className="mt-1 size-5 shrink-0 accent-forest-700"
            />
            <span className="leading-relaxed">{answer.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
