import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { ConfirmStep } from '@/components/Billing/ConfirmStep'
import { signedInSubscriptionView } from '@/lib/billing/member-view'
import { pageContext } from '@/components/Site/page-context'

import { withdrawAction } from '../../../../../../../components/Billing/subscription-actions'
import { privatePage } from '@/lib/platform/http/page-caching'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const context = await pageContext(params)
  const t = await getTranslations({ locale: context.locale, namespace: 'billing.withdraw' })
  return context.metadata({
    title: t('title'),
    description: t('title'),
    canonicalPath: '/membre/abonnement/retractation',
    noindex: true,
  })
}

/** The EU withdrawal button's confirmation step (Directive 2023/2673). */
export default async function WithdrawalPage({ params }: Props) {
  privatePage()
  const { locale } = await pageContext(params)
  const view = await signedInSubscriptionView()
  const t = await getTranslations({ locale, namespace: 'billing.withdraw' })
  const inTrial = view?.current?.status === 'trialing'
  return (
    <ConfirmStep
      locale={locale}
      title={t('title')}
      open={
        view?.canWithdraw
          ? {
              text: (
                <>
                  <p className="mt-4 text-lg text-ink-soft">{t('text')}</p>
                  <p className="mt-3 text-ink-soft">
                    {inTrial ? t('refundTrial') : t('refundPaid')}
                  </p>
                </>
              ),
              action: withdrawAction,
              confirm: t('confirm'),
              keep: t('keep'),
            }
          : null
      }
      closed={{ text: t('expired'), back: t('back') }}
    />
  )
}
