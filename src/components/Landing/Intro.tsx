import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

export async function Intro({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home.intro' })
  return (
    <section className="border-y border-line bg-surface-muted/60">
      <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6 lg:py-20">
        <h2 className="text-2xl font-semibold tracking-tight text-forest-900 sm:text-3xl dark:text-forest-50">
          {t('title')}
        </h2>
        <p className="mt-5 text-lg leading-relaxed text-ink-soft">{t('text')}</p>
      </div>
    </section>
  )
}
