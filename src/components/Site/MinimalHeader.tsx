import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

import { BrandLink } from './BrandLink'
import { LanguageSelector } from './LanguageSelector.client'

/** The minimal header: logo and language selector, for focused screens. */
export async function MinimalHeader({ locale, brand }: { locale: Locale; brand: string }) {
  const t = await getTranslations({ locale, namespace: 'header' })
  return (
    <header className="border-b border-line/70">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6 lg:px-8">
        <BrandLink brand={brand} locale={locale} label={t('homeLink', { brand })} />
        <LanguageSelector />
      </div>
    </header>
  )
}
