import { getTranslations } from 'next-intl/server'

import { HeroLandscape } from '@/components/Illustrations/HeroLandscape'
import type { Locale } from '@/i18n/locales'

import { HeroActions } from './HeroActions'

export async function Hero({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home.hero' })
  return (
    <section className="relative overflow-hidden">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 pt-12 pb-16 sm:px-6 lg:grid-cols-[1.05fr_1fr] lg:gap-16 lg:px-8 lg:pt-20 lg:pb-24">
        <div>
          <p className="text-sm font-semibold tracking-[0.18em] text-link uppercase">
            {t('eyebrow')}
          </p>
          <h1 className="mt-4 text-[2.35rem] leading-[1.1] font-semibold tracking-tight text-forest-900 sm:text-5xl lg:text-[3.4rem] dark:text-forest-50">
            {t('title')}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-ink-soft">{t('subtitle')}</p>
          <div className="mt-9">
            {/* Rendered with the page, not streamed: without JavaScript a streamed fallback would stay
                on « Chargement ». */}
            <HeroActions locale={locale} />
          </div>
        </div>
        <div className="overflow-hidden rounded-[1.75rem] shadow-[0_30px_80px_-40px_rgba(15,42,28,0.55)] ring-1 ring-line">
          <HeroLandscape title={t('illustration')} />
        </div>
      </div>
    </section>
  )
}
