import 'server-only'

import { getTranslations } from 'next-intl/server'

import { toLocale, type Locale } from '@/i18n/locales'
import { buildMetadata, pageJsonLd, type PageJsonLdInput, type PageMetadataInput } from '@/lib/seo'
import { getSiteSettings, getSiteUrl } from '@/lib/site/server'

/** What every page needs to describe itself: language, brand, address, and the metadata builder. */
export async function pageContext(params: Promise<{ locale: string }>) {
  const locale: Locale = toLocale((await params).locale)
  const [settings, nav] = await Promise.all([
    getSiteSettings(locale),
    getTranslations({ locale, namespace: 'nav' }),
  ])
  const site = { brand: settings.brandName, siteUrl: getSiteUrl(), locale }
  const segmentNames = {
    articles: nav('articles'),
    videos: nav('videos'),
    formations: nav('formations'),
    routines: nav('routines'),
    decouvertes: nav('discoveries'),
    'calendrier-foret': nav('calendar'),
    'tests-personnalite': nav('tests'),
    contact: nav('contact'),
    abonnement: nav('subscription'),
    membre: nav('memberArea'),
  }
  return {
    locale,
    settings,
    site,
    metadata: (input: PageMetadataInput) => buildMetadata(input, site),
    jsonLd: (input: PageJsonLdInput) =>
      pageJsonLd(input, { ...site, homeName: nav('home'), segmentNames }),
  }
}
