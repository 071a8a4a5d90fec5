import { PartyPopper } from 'lucide-react'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { Button } from '@/components/ui/button'
import { localizedHref } from '@/i18n/routing'
import { requireAccount } from '@/lib/auth/guard'
import { confirmCheckoutSession } from '@/lib/billing/checkout-return'
import { currentSubscription } from '@/lib/billing/service'
import { listMemberSubscriptions } from '@/lib/billing/state'
import { isRunning } from '@/lib/billing/status'
import { getPayloadClient } from '@/lib/platform/payload/client'
import { pageContext } from '@/components/Site/page-context'
import { formatDate } from '@/lib/platform/utils/dates'
import type { Member } from '@/payload-types'
import { privatePage } from '@/lib/platform/http/page-caching'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<{ session_id?: string }>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const context = await pageContext(params)
  const t = await getTranslations({ locale: context.locale, namespace: 'billing.success' })
  return context.metadata({
    title: t('title'),
    description: t('title'),
    canonicalPath: '/abonnement/succes',
    noindex: true,
  })
}

/**
 * Back from the checkout. With Stripe the session is read back at once (the webhook may come a moment
 * later), so the member finds their access on this very page.
 */
export default async function CheckoutSuccessPage({ params, searchParams }: Props) {
  privatePage()
  const { locale } = await pageContext(params)
  const account = await requireAccount()
  const t = await getTranslations({ locale, namespace: 'billing.success' })
  const payload = await getPayloadClient()
  const { session_id: sessionId } = await searchParams
  if (account.collection === 'members' && sessionId)
    await confirmCheckoutSession(payload, account as Member, sessionId)
  const rows =
    account.collection === 'members' ? await listMemberSubscriptions(payload, account.id) : []
  const current = currentSubscription(rows)
  const isActive = current ? isRunning(current) : false

  return (
    <div className="mx-auto max-w-xl px-4 pt-16 pb-24 text-center sm:px-6">
      <PartyPopper
        className="mx-auto size-10 text-secondary dark:text-primary"
        aria-hidden="true"
      />
      <h1 className="mt-5 text-3xl font-semibold tracking-tight text-forest-900 dark:text-forest-50">
        {isActive ? t('title') : t('pendingTitle')}
      </h1>
      <p className="mt-4 text-lg text-ink-soft">
        {isActive
          ? current?.status === 'trialing' && current.trialEnd
            ? t('trialText', { date: formatDate(current.trialEnd, locale) })
            : t('text')
          : t('pending')}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <a href={localizedHref('/formations', locale)}>{t('cta')}</a>
        </Button>
        <Button asChild variant="secondary">
          <a href={localizedHref('/membre/abonnement', locale)}>{t('manage')}</a>
        </Button>
      </div>
    </div>
  )
}
