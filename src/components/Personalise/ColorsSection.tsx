import { useLocale, useTranslations } from 'next-intl'

import { contrastProblem, type ColorField, type ThemeSettings } from '@/lib/personalisation'

import { Section, type SectionProps } from './fields'
import { colorFields } from './panel-state'

const labelOf = {
  primaryColor: 'primary',
  secondaryColor: 'secondary',
  accentColor: 'accent',
} as const

/** « Couleurs »: a picker and the `#rrggbb` code per colour, with the contrast rule it breaks. */
export function ColorsSection({ draft, site, onChange }: SectionProps & { site: ThemeSettings }) {
  const t = useTranslations('personalise')
  const locale = useLocale()

  const problemText = (field: ColorField, value: string) => {
    const problem = contrastProblem(field, value)
    if (!problem) return null
    if (problem.kind === 'invalid') return t('errors.invalid')
    return t(`errors.${problem.kind}`, {
      ratio: problem.ratio.toLocaleString(locale),
      needed: problem.needed.toLocaleString(locale),
    })
  }

  return (
    <Section title={t('colors')}>
      {colorFields.map((field) => {
        const name = t(labelOf[field])
        const error = problemText(field, draft[field])
        return (
          <div key={field}>
            <label htmlFor={`personalise-${field}`} className="text-sm font-medium text-ink">
              {name}
            </label>
            <div className="mt-1.5 flex items-center gap-3">
              <input
                type="color"
                id={`personalise-${field}`}
                // The picker takes only a full code: while the text is being typed it shows the site's.
                value={/^#[0-9a-f]{6}$/i.test(draft[field]) ? draft[field] : site[field]}
                onChange={(event) => onChange({ field, value: event.target.value.toLowerCase() })}
                className="h-10 w-14 cursor-pointer rounded-[var(--radius-base)] border border-line bg-surface p-1"
              />
              <input
                type="text"
                aria-label={t('hex', { name })}
                value={draft[field]}
                maxLength={7}
                spellCheck={false}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `personalise-${field}-error` : undefined}
                onChange={(event) =>
                  onChange({ field, value: event.target.value.trim().toLowerCase() })
                }
                className="h-10 w-28 rounded-[var(--radius-base)] border border-line bg-surface px-3 font-mono text-sm text-ink"
              />
            </div>
            {error ? (
              <p
                id={`personalise-${field}-error`}
                className="mt-1.5 text-sm text-[var(--error-text)]"
              >
                {error}
              </p>
            ) : null}
          </div>
        )
      })}
    </Section>
  )
}
