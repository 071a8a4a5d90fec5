import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { ContentTypes } from '@/components/Landing/ContentTypes'
import { Faq, faqKeys } from '@/components/Landing/Faq'
import { Hero } from '@/components/Landing/Hero'
import { Intro } from '@/components/Landing/Intro'
import { Previews } from '@/components/Landing/Previews'
import { Pricing } from '@/components/Landing/Pricing'
import { JsonLd } from '@/components/Site/JsonLd'
import { faqPage, localBusiness, organization, webSite } from '@/lib/seo/structured-data'
import { pageContext } from '@/components/Site/page-context'
import { publicPage } from '@/lib/platform/http/page-caching'

type Props = { params: Promise<{ locale: string }> }

async function describe(params: Props['params']) {
  const context = await pageContext(params)
  const t = await getTranslations({ locale: context.locale, namespace: 'meta' })
  return {
    context,
    title: t('home.title'),
    description: t('home.description'),
    keywords: t('keywords'),
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { context, title, description, keywords } = await describe(params)
  return context.metadata({
    title,
    description,
    keywords,
    canonicalPath: '/',
    author: context.settings.brandName,
  })
}

export default async function HomePage({ params }: Props) {
  publicPage({ members: 'audience' })
  const { context, title, description } = await describe(params)
  const { locale, settings, site } = context
  const faq = await getTranslations({ locale, namespace: 'home.faq' })
  const structured = { siteUrl: site.siteUrl, locale, description, logoPath: '/favicon.svg' }
  const jsonLd = context.jsonLd({
    title,
    canonicalPath: '/',
    jsonLd: [
      faqPage(
        faqKeys.map((key) => ({ question: faq(`${key}.question`), answer: faq(`${key}.answer`) })),
      ),
      webSite(settings, structured),
      localBusiness(settings, structured),
      organization(settings, structured),
    ],
  })
  return (
    <>
      <JsonLd data={jsonLd} />
      <Hero locale={locale} />
      <Intro locale={locale} />
      <ContentTypes locale={locale} />
      <Previews locale={locale} />
      <Pricing locale={locale} />
      <Faq locale={locale} />
    </>
  )
}
