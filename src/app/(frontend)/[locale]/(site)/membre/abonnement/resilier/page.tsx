import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { ConfirmStep } from '@/components/Billing/ConfirmStep'
import { signedInSubscriptionView } from '@/lib/billing/member-view'
import { pageContext } from '@/components/Site/page-context'
import { formatDate } from '@/lib/platform/utils/dates'

import { cancelSubscriptionAction } from '../../../../../../../components/Billing/subscription-actions'
import { privatePage } from '@/lib/platform/http/page-caching'

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
  privatePage()
  const { locale } = await pageContext(params)
  const view = await signedInSubscriptionView()
  const t = await getTranslations({ locale, namespace: 'billing.cancel' })
  const end = formatDate(view?.current?.currentPeriodEnd, locale)
  return (
    <ConfirmStep
      locale={locale}
      title={t('title')}
      open={
        view?.canCancel
          ? {
              text: <p className="mt-4 text-lg text-ink-soft">{t('text', { date: end })}</p>,
              action: cancelSubscriptionAction,
              confirm: t('confirm'),
              keep: t('keep'),
            }
          : null
      }
      closed={{ text: t('nothing'), back: t('back') }}
    />
  )
}
