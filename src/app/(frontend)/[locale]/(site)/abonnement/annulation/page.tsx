import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { Button } from '@/components/ui/button'
import { localizedHref } from '@/i18n/routing'
import { pageContext } from '@/components/Site/page-context'
import { privatePage } from '@/lib/platform/http/page-caching'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const context = await pageContext(params)
  const t = await getTranslations({ locale: context.locale, namespace: 'billing.canceled' })
  return context.metadata({
    title: t('title'),
    description: t('title'),
    canonicalPath: '/abonnement/annulation',
    noindex: true,
  })
}

/** Back from a checkout left without paying: nothing was charged, nothing changed. */
export default async function CheckoutCanceledPage({ params }: Props) {
  privatePage()
  const { locale } = await pageContext(params)
  const t = await getTranslations({ locale, namespace: 'billing.canceled' })
  return (
    <div className="mx-auto max-w-xl px-4 pt-16 pb-24 text-center sm:px-6">
      <h1 className="text-3xl font-semibold tracking-tight text-forest-900 dark:text-forest-50">
        {t('title')}
      </h1>
      <p className="mt-4 text-lg text-ink-soft">{t('text')}</p>
      <Button asChild className="mt-8">
        <a href={localizedHref('/abonnement', locale)}>{t('back')}</a>
      </Button>
    </div>
  )
}
