import { FlaskConical } from 'lucide-react'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { Button } from '@/components/ui/button'
import { localizedHref } from '@/i18n/routing'
import { requireAccount } from '@/lib/auth/guard'
import { readDemoCheckout } from '@/lib/billing/demo-provider'
import { formatPrice } from '@/lib/billing/pricing'
import { findPaidPlan } from '@/lib/billing/service'
import { trialEndFrom } from '@/lib/billing/status'
import { getEnv } from '@/lib/platform/config/env'
import { getPayloadClient } from '@/lib/platform/payload/client'
import { pageContext } from '@/components/Site/page-context'
import { formatDate } from '@/lib/platform/utils/dates'

import { completeDemoCheckoutAction } from '../../../../../../components/Billing/checkout-actions'
import { privatePage } from '@/lib/platform/http/page-caching'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<{ session?: string }>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const context = await pageContext(params)
  const t = await getTranslations({ locale: context.locale, namespace: 'billing.demo' })
  return context.metadata({
    title: t('title'),
    description: t('title'),
    canonicalPath: '/abonnement/demo',
    noindex: true,
  })
}

/**
 * Demo mode's checkout page (docs/decisions/0005-demo-payments.md): clearly labelled, no payment,
 * the same state machine.
 */
export default async function DemoCheckoutPage({ params, searchParams }: Props) {
  privatePage()
  if (getEnv().billing.mode !== 'demo') notFound()
  const { locale } = await pageContext(params)
  const account = await requireAccount()
  const t = await getTranslations({ locale, namespace: 'billing' })
  const { session } = await searchParams
  const checkout = readDemoCheckout(session)
  const plan =
    checkout && checkout.memberId === String(account.id)
      ? await findPaidPlan(await getPayloadClient(), checkout.planCode, locale)
      : null
  const trialEnd =
    checkout?.trialDays && plan ? formatDate(trialEndFrom(checkout.trialDays), locale) : null

  return (
    <div className="mx-auto max-w-xl px-4 pt-14 pb-24 sm:px-6">
      <p
        role="note"
        className="flex items-center gap-2 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
      >
        <FlaskConical className="size-5 shrink-0" aria-hidden="true" />
        {t('page.demoNotice')}
      </p>
      <h1 className="mt-8 text-3xl font-semibold tracking-tight text-forest-900 dark:text-forest-50">
        {t('demo.title')}
      </h1>
      {plan && checkout && session ? (
        <>
          <p className="mt-3 text-ink-soft">{t('demo.intro')}</p>
          <dl className="mt-8 grid gap-4 rounded-2xl border border-line bg-surface p-6 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-ink-soft">{t('demo.plan')}</dt>
              <dd className="font-semibold text-ink">{plan.name}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-ink-soft">{t('demo.price')}</dt>
              <dd className="font-semibold text-ink">
                {formatPrice(plan.priceCents, plan.currency, locale)}{' '}
                {plan.interval === 'year' ? t('page.perYear') : t('page.perMonth')}
              </dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-ink-soft">{t('demo.trial')}</dt>
              <dd className="text-right font-semibold text-ink">
                {trialEnd ? t('demo.trialUntil', { date: trialEnd }) : t('demo.noTrial')}
              </dd>
            </div>
          </dl>
          <div className="mt-8 flex flex-wrap gap-3">
            <form action={completeDemoCheckoutAction}>
              <input type="hidden" name="session" value={session} />
              <Button type="submit" size="lg">
                {t('demo.confirm')}
              </Button>
            </form>
            <Button asChild variant="ghost" size="lg">
              <a href={localizedHref('/abonnement/annulation', locale)}>{t('demo.cancel')}</a>
            </Button>
          </div>
        </>
      ) : (
        <>
          <p role="alert" className="mt-4 text-ink-soft">
            {t('demo.errors.invalid')}
          </p>
          <Button asChild className="mt-6">
            <a href={localizedHref('/abonnement', locale)}>{t('demo.back')}</a>
          </Button>
        </>
      )}
    </div>
  )
}
