import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { PublicCancelForm } from '@/components/Billing/PublicCancelForm.client'
import { FormMessages } from '@/components/Site/FormMessages'
import { localizedHref } from '@/i18n/routing'
import { getViewer } from '@/lib/auth/viewer'
import { pageContext } from '@/components/Site/page-context'
import { privatePage } from '@/lib/platform/http/page-caching'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<{ error?: string }>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const context = await pageContext(params)
  const t = await getTranslations({ locale: context.locale, namespace: 'billing.publicCancel' })
  return context.metadata({
    title: t('title'),
    description: t('intro'),
    canonicalPath: '/resilier',
  })
}

const errors = ['link', 'none', 'unavailable'] as const

/** "Résilier votre contrat" (L215-1-1), reachable from every page's footer without signing in. */
export default async function PublicCancelPage({ params, searchParams }: Props) {
  privatePage()
  const { locale } = await pageContext(params)
  const [t, viewer, query] = await Promise.all([
    getTranslations({ locale, namespace: 'billing.publicCancel' }),
    getViewer(),
    searchParams,
  ])
  const error = errors.find((value) => value === query.error)
  return (
    <div className="mx-auto max-w-xl px-4 pt-14 pb-24 sm:px-6 lg:pt-20">
      <h1 className="text-4xl font-semibold tracking-tight text-forest-900 dark:text-forest-50">
        {t('title')}
      </h1>
      <p className="mt-4 text-lg text-ink-soft">{t('intro')}</p>
      {error ? (
        <p
          role="alert"
          className="mt-6 rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
        >
          {t(`errors.${error}`)}
        </p>
      ) : null}
      {viewer.kind === 'signedIn' && !viewer.isAdmin ? (
        <p className="mt-6 rounded-xl bg-surface-muted px-4 py-3 text-sm text-ink">
          {t('signedInHint')}{' '}
          <a
            className="font-semibold text-link underline"
            href={localizedHref('/membre/abonnement', locale)}
          >
            {t('signedInLink')}
          </a>
        </p>
      ) : null}
      <FormMessages namespaces={['billing']}>
        <PublicCancelForm />
      </FormMessages>
    </div>
  )
}
