import { Check, Leaf, ShieldCheck, Sparkles } from 'lucide-react'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { CheckoutForm } from '@/components/Billing/CheckoutForm.client'
import { FormMessages } from '@/components/Site/FormMessages'
import { JsonLd } from '@/components/Site/JsonLd'
import { Button } from '@/components/ui/button'
import { absoluteUrl, localizedHref } from '@/i18n/routing'
import { getViewer } from '@/lib/auth/viewer'
import { getActivePlans, getTierNames } from '@/lib/billing/plans'
import { formatPrice, monthlyEquivalentCents } from '@/lib/billing/pricing'
import { TRIAL_DAYS, WITHDRAWAL_DAYS } from '@/lib/billing/status'
import { localizedTier } from '@/lib/billing/tier-name'
import { getEnv } from '@/lib/platform/config/env'
import { pageContext } from '@/components/Site/page-context'
import { publicPage } from '@/lib/platform/http/page-caching'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<{ plan?: string; error?: string }>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const context = await pageContext(params)
  const t = await getTranslations({ locale: context.locale, namespace: 'billing.meta' })
  return context.metadata({
    title: t('title'),
    description: t('description'),
    canonicalPath: '/abonnement',
  })
}

const unlocks = ['videos', 'formations', 'articles', 'routines', 'calendar', 'tests'] as const

/** /abonnement: the offers with their TTC prices, what Premium unlocks, the terms, and the checkout. */
export default async function SubscriptionPage({ params, searchParams }: Props) {
  publicPage({ reads: ['plan', 'error'], members: 'account' })
  const context = await pageContext(params)
  const { locale, site } = context
  const [t, plans, viewer, query, tierNames] = await Promise.all([
    getTranslations({ locale, namespace: 'billing' }),
    getActivePlans(locale),
    getViewer(),
    searchParams,
    getTierNames(locale),
  ])
  const paid = plans.filter((plan) => plan.priceCents > 0 && plan.interval)
  const free = plans.find((plan) => plan.priceCents === 0)
  const monthly = paid.find((plan) => plan.interval === 'month')
  const selected =
    paid.find((plan) => plan.code === query.plan)?.code ??
    paid.find((plan) => plan.interval === 'year')?.code ??
    paid[0]?.code ??
    ''
  const cards = paid.map((plan) => {
    const perMonth = monthlyEquivalentCents(plan)
    const saving =
      plan.interval === 'year' && monthly && perMonth
        ? Math.round((1 - perMonth / monthly.priceCents) * 100)
        : 0
    return {
      code: plan.code,
      name: plan.name,
      price: formatPrice(plan.priceCents, plan.currency, locale),
      interval: plan.interval as 'month' | 'year',
      equivalent:
        plan.interval === 'year' && perMonth ? formatPrice(perMonth, plan.currency, locale) : null,
      saving: saving > 0 ? saving : null,
      benefits: (plan.benefits ?? []).map((benefit) => benefit.text),
    }
  })
  const isDemo = getEnv().billing.mode === 'demo'
  const earlyError = ['invalid', 'used', 'plan'].includes(query.error ?? '') ? query.error : null
  const jsonLd = context.jsonLd({
    title: t('meta.title'),
    canonicalPath: '/abonnement',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: `${site.brand} Premium`,
      description: t('meta.description'),
      offers: paid.map((plan) => ({
        '@type': 'Offer',
        name: plan.name,
        price: (plan.priceCents / 100).toFixed(2),
        priceCurrency: plan.currency,
        url: absoluteUrl(site.siteUrl, `/abonnement?plan=${plan.code}`, locale),
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: (plan.priceCents / 100).toFixed(2),
          priceCurrency: plan.currency,
          valueAddedTaxIncluded: true,
          billingDuration: plan.interval === 'year' ? 'P1Y' : 'P1M',
        },
      })),
    },
  })

  return (
    <>
      <JsonLd data={jsonLd} />
      <div className="mx-auto max-w-5xl px-4 pt-14 pb-24 sm:px-6 lg:pt-20">
        <header className="max-w-3xl">
          <p className="text-sm font-semibold tracking-[0.16em] text-link uppercase">
            {t('page.eyebrow')}
          </p>
          <h1 className="mt-3 text-4xl font-semibold tracking-tight text-forest-900 sm:text-5xl dark:text-forest-50">
            {t('page.title')}
          </h1>
          <p className="mt-5 text-lg leading-relaxed text-ink-soft">
            {t('page.intro', { days: TRIAL_DAYS })}
          </p>
        </header>

        {isDemo ? (
          <p
            role="note"
            className="mt-8 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
          >
            {t('page.demoNotice')}
          </p>
        ) : null}

        {earlyError ? (
          <p
            role="alert"
            className="mt-6 rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
          >
            {t(`demo.errors.${earlyError as 'invalid'}`)}
          </p>
        ) : null}

        {viewer.kind === 'signedIn' && viewer.isPremium ? (
          <div className="mt-10 flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-primary/40 bg-primary/10 p-6">
            <p className="flex items-center gap-2 font-medium text-forest-900 dark:text-forest-50">
              <Sparkles className="size-5 text-secondary dark:text-primary" aria-hidden="true" />
              {viewer.isAdmin
                ? t('page.staffNote')
                : t('page.subscribedNote', {
                    tier: viewer.subscriptionTier
                      ? localizedTier(viewer.subscriptionTier, tierNames)
                      : 'Premium',
                  })}
            </p>
            {viewer.isAdmin ? null : (
              <Button asChild variant="secondary">
                <a href={localizedHref('/membre/abonnement', locale)}>{t('page.manage')}</a>
              </Button>
            )}
          </div>
        ) : null}

        <FormMessages namespaces={['billing']}>
          <CheckoutForm
            plans={cards}
            selected={selected}
            isSignedIn={viewer.kind === 'signedIn'}
            isSubscribed={viewer.kind === 'signedIn' && viewer.isPremium}
          />
        </FormMessages>

        <div className="mt-16 grid gap-6 lg:grid-cols-2">
          <section
            aria-labelledby="unlocks-title"
            className="rounded-2xl border border-line bg-surface p-7"
          >
            <h2 id="unlocks-title" className="text-xl font-semibold text-ink">
              {t('page.unlocksTitle')}
            </h2>
            <ul className="mt-5 grid gap-3">
              {unlocks.map((key) => (
                <li key={key} className="flex gap-3 text-ink-soft">
                  <Check
                    className="mt-0.5 size-5 shrink-0 text-secondary dark:text-primary"
                    aria-hidden="true"
                  />
                  {t(`page.unlocks.${key}`)}
                </li>
              ))}
            </ul>
            {free ? (
              <p className="mt-6 border-t border-line pt-5 text-sm text-ink-soft">
                <Leaf className="mr-1.5 inline size-4 align-[-2px]" aria-hidden="true" />
                {t('page.freeText', { name: free.name })}
              </p>
            ) : null}
          </section>
          <section
            aria-labelledby="terms-title"
            className="rounded-2xl border border-line bg-surface p-7"
          >
            <h2 id="terms-title" className="text-xl font-semibold text-ink">
              {t('page.termsTitle')}
            </h2>
            <dl className="mt-5 grid gap-5 text-sm leading-relaxed">
              <div>
                <dt className="font-semibold text-ink">{t('page.trialTitle')}</dt>
                <dd className="mt-1 text-ink-soft">{t('page.trialText', { days: TRIAL_DAYS })}</dd>
              </div>
              <div>
                <dt className="font-semibold text-ink">{t('page.cancelTitle')}</dt>
                <dd className="mt-1 text-ink-soft">{t('page.cancelText')}</dd>
              </div>
              <div>
                <dt className="font-semibold text-ink">{t('page.withdrawalTitle')}</dt>
                <dd className="mt-1 text-ink-soft">
                  {t('page.withdrawalText', { days: WITHDRAWAL_DAYS })}
                </dd>
              </div>
            </dl>
            <p className="mt-6 flex items-center gap-2 border-t border-line pt-5 text-sm text-ink-soft">
              <ShieldCheck className="size-4 shrink-0" aria-hidden="true" />
              {t(isDemo ? 'page.securePaymentDemo' : 'page.securePayment')}
            </p>
          </section>
        </div>
      </div>
    </>
  )
}
