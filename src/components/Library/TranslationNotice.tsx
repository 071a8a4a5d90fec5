import { Languages } from 'lucide-react'
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { localizedHref } from '@/i18n/routing'
import type { TranslationState } from '@/lib/content/library'

/**
 * Says how the text in view was translated (docs/translation.md): « Traduction automatique » with a
 * link to the French original, or « Pas encore traduit » when the page shows the French text. In the
 * reader's language; nothing for the original or a person's translation.
 */
export async function TranslationNotice({
  state,
  locale,
  path,
}: {
  state: TranslationState
  locale: Locale
  path: string
}) {
  if (state !== 'machine' && state !== 'untranslated') return null
  const t = await getTranslations({ locale, namespace: 'translationNotice' })
  return (
    <aside
      data-translation={state}
      lang={locale}
      className="mb-8 flex items-start gap-3 rounded-[var(--radius-base)] border border-line bg-surface-muted px-4 py-3 text-sm text-ink-soft"
    >
      <Languages
        className="mt-0.5 size-4 shrink-0 text-forest-700 dark:text-forest-200"
        aria-hidden="true"
      />
      <p>
        <strong className="font-semibold text-ink">{t(`${state}.title`)}</strong>{' '}
        {t(`${state}.text`)}{' '}
        {state === 'machine' ? (
          <a
            href={localizedHref(path, 'fr')}
            hrefLang="fr"
            lang="fr"
            className="underline underline-offset-2"
          >
            {t('machine.original')}
          </a>
        ) : null}
      </p>
    </aside>
  )
}
