import { Mail, MapPin } from 'lucide-react'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { JsonLd } from '@/components/Site/JsonLd'
import { absoluteUrl } from '@/i18n/routing'
import { pageContext } from '@/lib/site/page-context'

type Props = { params: Promise<{ locale: string }> }

async function describe(params: Props['params']) {
  const context = await pageContext(params)
  const t = await getTranslations({ locale: context.locale, namespace: 'meta.contact' })
  return { context, title: t('title'), description: t('description') }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { context, title, description } = await describe(params)
  return context.metadata({
    title,
    description,
    canonicalPath: '/contact',
    author: context.settings.brandName,
  })
}

/** Contact (spec §2): heading, tagline, the address to write to. The form arrives with its milestone. */
export default async function ContactPage({ params }: Props) {
  const { context, title, description } = await describe(params)
  const { locale, settings, site } = context
  const t = await getTranslations({ locale, namespace: 'contact' })
  const jsonLd = context.jsonLd({
    title,
    canonicalPath: '/contact',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'ContactPage',
      name: title,
      description,
      url: absoluteUrl(site.siteUrl, '/contact', locale),
      mainEntity: {
        '@type': 'Organization',
        '@id': `${site.siteUrl}/#organization`,
        name: settings.brandName,
        email: settings.contactEmail,
      },
    },
  })
  return (
    <>
      <JsonLd data={jsonLd} />
      <section className="mx-auto max-w-3xl px-4 pt-14 pb-24 sm:px-6 lg:pt-20">
        <h1 className="text-4xl font-semibold tracking-tight text-forest-900 dark:text-forest-50">
          {t('title')}
        </h1>
        <p className="mt-4 text-lg text-ink-soft">{t('tagline')}</p>
        <div className="mt-10 grid gap-5 sm:grid-cols-2">
          <div className="rounded-2xl border border-line bg-surface p-6">
            <Mail className="size-6 text-secondary dark:text-primary" aria-hidden="true" />
            <p className="mt-4 text-ink-soft">{t('emailIntro')}</p>
            <a
              href={`mailto:${settings.contactEmail}`}
              className="mt-2 inline-block text-lg font-medium break-all text-link underline-offset-4 hover:underline"
            >
              {settings.contactEmail}
            </a>
          </div>
          <div className="rounded-2xl border border-line bg-surface p-6">
            <MapPin className="size-6 text-secondary dark:text-primary" aria-hidden="true" />
            <h2 className="mt-4 font-semibold text-ink">{t('regionTitle')}</h2>
            <p className="mt-2 text-ink-soft">
              {t('regionText', {
                region: settings.region.name,
                radius: settings.region.serviceRadiusKm ?? 50,
                city: settings.business?.city ?? settings.region.department ?? '',
              })}
            </p>
          </div>
        </div>
      </section>
    </>
  )
}
