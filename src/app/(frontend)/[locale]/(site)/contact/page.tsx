import { Mail, MapPin } from 'lucide-react'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { FormAlert, FormNotice } from '@/components/Auth/Field'
import { ContactForm } from '@/components/Contact/ContactForm.client'
import { contactFailureText } from '@/components/Contact/failure-text'
import { JsonLd } from '@/components/Site/JsonLd'
import { absoluteUrl } from '@/i18n/routing'
import type { Locale } from '@/i18n/locales'
import { CONTACT_OUTCOME, contactValidationKey } from '@/lib/contact/schema'
import { pageContext } from '@/components/Site/page-context'
import { publicPage } from '@/lib/platform/http/page-caching'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

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

/** The outcome of a form posted without script (POST /api/contact answers with a redirect here). */
async function PostedOutcome({
  locale,
  query,
}: {
  locale: Locale
  query: Awaited<Props['searchParams']>
}) {
  const outcome = query[CONTACT_OUTCOME.outcome]
  if (typeof outcome !== 'string') return null
  const t = await getTranslations({ locale, namespace: 'contactForm' })
  if (outcome === 'ok') return <FormNotice>{t('sent')}</FormNotice>
  const field = contactValidationKey(query[CONTACT_OUTCOME.field])
  if (outcome === 'invalidFields' && field) return <FormAlert title={t(`validation.${field}`)} />
  const { title, description } = contactFailureText(t, outcome)
  return <FormAlert title={title} description={description} />
}

/**
 * Contact (docs/behaviour.md › Contact form): heading, tagline, the form, the address to write to
 * and where we work.
 */
export default async function ContactPage({ params, searchParams }: Props) {
  publicPage({ reads: ['envoi', 'champ'], members: 'account' })
  const { context, title, description } = await describe(params)
  const { locale, settings, site } = context
  const [t, form, query] = await Promise.all([
    getTranslations({ locale, namespace: 'contact' }),
    getTranslations({ locale, namespace: 'contactForm' }),
    searchParams,
  ])
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
      <section className="mx-auto max-w-6xl px-4 pt-14 pb-24 sm:px-6 lg:pt-20">
        <h1 className="text-4xl font-semibold tracking-tight text-forest-900 dark:text-forest-50">
          {t('title')}
        </h1>
        <p className="mt-4 text-lg text-ink-soft">{t('tagline')}</p>
        <div className="mt-10 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="rounded-2xl border border-line bg-surface p-6 shadow-sm sm:p-8">
            <h2 className="text-xl font-semibold text-ink">{form('title')}</h2>
            <p className="mt-2 mb-6 text-ink-soft">{form('intro')}</p>
            <div className="mb-6 empty:hidden">
              <PostedOutcome locale={locale} query={query} />
            </div>
            <ContactForm />
          </div>
          <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-1">
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
        </div>
      </section>
    </>
  )
}
