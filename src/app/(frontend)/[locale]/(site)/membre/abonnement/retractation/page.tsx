import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { Button } from '@/components/ui/button'
import { localizedHref } from '@/i18n/routing'
import { requireAccount } from '@/lib/auth/guard'
import { memberSubscriptionView } from '@/lib/billing/member-view'
import { getPayloadClient } from '@/lib/payload/client'
import { pageContext } from '@/lib/site/page-context'

import { withdrawAction } from '../actions'

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
  const { locale } = await pageContext(params)
  const account = await requireAccount()
  const t = await getTranslations({ locale, namespace: 'billing.withdraw' })
  const view =
    account.collection === 'members'
      ? await memberSubscriptionView(await getPayloadClient(), account.id)
      : null
  const inTrial = view?.current?.status === 'trialing'
  return (
    <div className="mx-auto max-w-xl px-4 pt-14 pb-24 sm:px-6">
      <h1 className="text-3xl font-semibold tracking-tight text-forest-900 dark:text-forest-50">
        {t('title')}
      </h1>
      {view?.canWithdraw ? (
        <>
          <p className="mt-4 text-lg text-ink-soft">{t('text')}</p>
          <p className="mt-3 text-ink-soft">{inTrial ? t('refundTrial') : t('refundPaid')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <form action={withdrawAction}>
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
          <p className="mt-4 text-ink-soft">{t('expired')}</p>
          <Button asChild className="mt-6" variant="secondary">
            <a href={localizedHref('/membre/abonnement', locale)}>{t('back')}</a>
          </Button>
        </>
      )}
    </div>
  )
}
