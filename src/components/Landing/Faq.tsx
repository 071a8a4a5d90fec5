import { ChevronDown } from 'lucide-react'
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

export const faqKeys = ['what', 'where', 'frequency', 'benefits', 'cancel'] as const

/** The landing's five questions, as native disclosure widgets (work without JavaScript). */
export async function Faq({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home.faq' })
  return (
    <section
      id="faq"
      aria-labelledby="faq-title"
      className="border-t border-line bg-surface-muted/60"
    >
      <div className="mx-auto max-w-3xl px-4 py-20 sm:px-6 lg:py-24">
        <h2
          id="faq-title"
          className="text-3xl font-semibold tracking-tight text-forest-900 sm:text-4xl dark:text-forest-50"
        >
          {t('title')}
        </h2>
        <div className="mt-10 divide-y divide-line rounded-2xl border border-line bg-surface">
          {faqKeys.map((key) => (
            <details
              key={key}
              className="group px-6 py-5 [&_summary::-webkit-details-marker]:hidden"
            >
              <summary className="flex cursor-pointer items-center justify-between gap-4 text-left text-[1.05rem] font-medium text-ink">
                {t(`${key}.question`)}
                <ChevronDown
                  className="size-5 shrink-0 text-ink-soft transition-transform group-open:rotate-180"
                  aria-hidden="true"
                />
              </summary>
              <p className="mt-3 leading-relaxed text-ink-soft">{t(`${key}.answer`)}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  )
}
