import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { Button } from '@/components/ui/button'
import { localizedHref } from '@/i18n/routing'
import { requireAccount } from '@/lib/auth/guard'
import { memberSubscriptionView } from '@/lib/billing/member-view'
import { getPayloadClient } from '@/lib/payload/client'
import { pageContext } from '@/lib/site/page-context'
import { formatDate } from '@/lib/utils/dates'

import { cancelSubscriptionAction } from '../actions'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const context = await pageContext(params)
  const t = await getTranslations({ locale: context.locale, namespace: 'billing.cancel' })
  return context.metadata({
    title: t('title'),
    description: t('title'),
    canonicalPath: '/membre/abonnement/resilier',
    noindex: true,
  })
}

/** The confirmation step of "Résilier mon abonnement" (second of three clicks). */
export default async function CancelSubscriptionPage({ params }: Props) {
  const { locale } = await pageContext(params)
  const account = await requireAccount()
  const t = await getTranslations({ locale, namespace: 'billing.cancel' })
  const view =
    account.collection === 'members'
      ? await memberSubscriptionView(await getPayloadClient(), account.id)
      : null
  const end = formatDate(view?.current?.currentPeriodEnd, locale)
  return (
    <div className="mx-auto max-w-xl px-4 pt-14 pb-24 sm:px-6">
      <h1 className="text-3xl font-semibold tracking-tight text-forest-900 dark:text-forest-50">
        {t('title')}
      </h1>
      {view?.canCancel ? (
        <>
          <p className="mt-4 text-lg text-ink-soft">{t('text', { date: end })}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <form action={cancelSubscriptionAction}>
              <Button type="submit" variant="danger" size="lg">
                {t('confirm')}
              </Button>
            </form>
            <Button asChild variant="ghost" size="lg">
              <a href={localizedHref('/membre/abonnement', locale)}>{t('keep')}</a>
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className="mt-4 text-ink-soft">{t('nothing')}</p>
          <Button asChild className="mt-6" variant="secondary">
            <a href={localizedHref('/membre/abonnement', locale)}>{t('back')}</a>
          </Button>
        </>
      )}
    </div>
  )
}
