import { Check, ShieldCheck } from 'lucide-react'
import { getTranslations } from 'next-intl/server'

import { Button } from '@/components/ui/button'
import type { Locale } from '@/i18n/locales'
import { localizedHref } from '@/i18n/routing'
import { getStartingPrice } from '@/lib/billing/plans'
import { formatPrice } from '@/lib/billing/pricing'
import { getEnv } from '@/lib/platform/config/env'

/** What Premium unlocks (docs/behaviour.md › Landing page): nothing the tier does not really give. */
const benefits = ['videos', 'articles', 'training', 'calendar', 'routines'] as const

/** The pricing card: "à partir de" the cheapest active plan's monthly price, never a fixed figure. */
export async function Pricing({ locale }: { locale: Locale }) {
  const isDemo = getEnv().billing.mode === 'demo'
  const [t, price] = await Promise.all([
    getTranslations({ locale, namespace: 'home.pricing' }),
    getStartingPrice(locale),
  ])
  return (
    <section
      id="tarifs"
      aria-labelledby="tarifs-title"
      className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8 lg:py-28"
    >
      <div className="grid items-center gap-12 lg:grid-cols-2">
        <div className="max-w-xl">
          <h2
            id="tarifs-title"
            className="text-3xl font-semibold tracking-tight text-forest-900 sm:text-4xl dark:text-forest-50"
          >
            {t('title')}
          </h2>
          <p className="mt-4 text-lg text-ink-soft">{t('intro')}</p>
        </div>
        <div className="rounded-[1.75rem] border border-line bg-surface p-8 shadow-[0_30px_80px_-48px_rgba(15,42,28,0.6)] sm:p-10">
          <div className="flex items-center justify-between gap-4">
            <p className="text-lg font-semibold text-ink">{t('plan')}</p>
            <span className="rounded-full bg-accent/20 px-3 py-1 text-sm font-semibold text-forest-800 dark:text-forest-100">
              {t('trial')}
            </span>
          </div>
          {price ? (
            <p
              className="mt-6 flex flex-wrap items-baseline gap-x-2 text-ink"
              data-testid="starting-price"
            >
              <span className="text-ink-soft">{t('from')}</span>
              <span className="text-5xl font-semibold tracking-tight">
                {formatPrice(price.cents, price.currency, locale)}
              </span>
              <span className="text-ink-soft">{t('perMonth')}</span>
            </p>
          ) : (
            <p className="mt-6 text-ink-soft">{t('unavailable')}</p>
          )}
          <ul className="mt-8 space-y-3.5">
            {benefits.map((benefit) => (
              <li key={benefit} className="flex gap-3">
                <Check
                  className="mt-0.5 size-5 shrink-0 text-secondary dark:text-primary"
                  aria-hidden="true"
                />
                <span className="text-ink">{t(`benefits.${benefit}`)}</span>
              </li>
            ))}
          </ul>
          <Button asChild size="lg" className="mt-9 w-full">
            <a href={localizedHref('/abonnement', locale)}>{t('cta')}</a>
          </Button>
          <p className="mt-5 flex items-start gap-2 text-sm text-ink-soft">
            <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {/* « Paiement sécurisé par Stripe » only when Stripe takes the payments. */}
            {t(isDemo ? 'noteDemo' : 'note')}
          </p>
        </div>
      </div>
    </section>
  )
}
