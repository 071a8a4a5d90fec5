import { getLocale, getTranslations } from 'next-intl/server'

import { MinimalHeader } from '@/components/Site/MinimalHeader'
import { Button } from '@/components/ui/button'
import { toLocale } from '@/i18n/locales'
import { localizedHref } from '@/i18n/routing'
import { titleWithBrand } from '@/lib/seo/metadata'
import { getSiteSettings } from '@/lib/site/settings'

/** Not found: a big 404, 'Oops! Page introuvable', 'Retour à l'accueil'; status 404. */
export default async function NotFound() {
  const locale = toLocale(await getLocale())
  const [t, meta, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'notFound' }),
    getTranslations({ locale, namespace: 'meta.notFound' }),
    getSiteSettings(locale),
  ])
  return (
    <>
      <title>{titleWithBrand(meta('title'), settings.brandName)}</title>
      <MinimalHeader locale={locale} brand={settings.brandName} />
      <main
        id="main"
        className="mx-auto flex min-h-[70vh] max-w-2xl flex-col items-center justify-center px-6 py-20 text-center"
      >
        <p className="text-[7rem] leading-none font-semibold tracking-tighter text-forest-600 sm:text-[9rem] dark:text-primary">
          {t('code')}
        </p>
        <h1 className="mt-4 text-3xl font-semibold tracking-tight text-forest-900 dark:text-forest-50">
          {t('title')}
        </h1>
        <p className="mt-4 text-lg text-ink-soft">{t('text')}</p>
        <Button asChild size="lg" className="mt-10">
          <a href={localizedHref('/', locale)}>{t('back')}</a>
        </Button>
      </main>
    </>
  )
}
