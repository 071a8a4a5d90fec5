import { AlertTriangle, CreditCard, RotateCcw, Undo2, XCircle } from 'lucide-react'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { Button } from '@/components/ui/button'
import { localizedHref } from '@/i18n/routing'
import { requireAccount } from '@/lib/auth/guard'
import { memberSubscriptionView } from '@/lib/billing/member-view'
import { formatPrice } from '@/lib/billing/pricing'
import { getPayloadClient } from '@/lib/platform/payload/client'
import { pageContext } from '@/components/Site/page-context'
import { formatDate } from '@/lib/platform/utils/dates'

import {
  openPortalAction,
  resumeSubscriptionAction,
} from '../../../../../../components/Billing/subscription-actions'
import { privatePage } from '@/lib/platform/http/page-caching'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<{ error?: string }>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const context = await pageContext(params)
  const t = await getTranslations({ locale: context.locale, namespace: 'billing.manage' })
  return context.metadata({
    title: t('title'),
    description: t('title'),
    canonicalPath: '/membre/abonnement',
    noindex: true,
  })
}

const errors = ['none', 'unavailable', 'expired', 'noPortal'] as const

/** The member's subscription: state, cancel / resume / withdraw, invoices and card, history. */
export default async function ManageSubscriptionPage({ params, searchParams }: Props) {
  privatePage()
  const { locale } = await pageContext(params)
  const account = await requireAccount()
  const [t, statuses, query] = await Promise.all([
    getTranslations({ locale, namespace: 'billing.manage' }),
    getTranslations({ locale, namespace: 'member.subscription.statuses' }),
    searchParams,
  ])
  const href = (path: string) => localizedHref(path, locale)
  const date = (value: string | null | undefined) => formatDate(value, locale) || '—'
  const statusLabel = (status: string) =>
    statuses.has(status as 'free') ? statuses(status as 'free') : status

  if (account.collection !== 'members') {
    return (
      <div className="mx-auto max-w-3xl px-4 pt-14 pb-24 sm:px-6">
        <h1 className="text-3xl font-semibold text-forest-900 dark:text-forest-50">{t('title')}</h1>
        <p className="mt-4 text-ink-soft">{t('staff')}</p>
      </div>
    )
  }
  const view = await memberSubscriptionView(await getPayloadClient(), account.id, locale)
  const { current } = view
  const error = errors.find((value) => value === query.error)

  return (
    <div className="mx-auto max-w-3xl px-4 pt-12 pb-24 sm:px-6 lg:pt-16">
      <p className="text-sm font-semibold tracking-[0.16em] text-link uppercase">
        <a href={href('/membre')} className="hover:underline">
          {t('back')}
        </a>
      </p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight text-forest-900 sm:text-4xl dark:text-forest-50">
        {t('title')}
      </h1>

      {error ? (
        <p
          role="alert"
          className="mt-6 rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
        >
          {t(`errors.${error}`)}
        </p>
      ) : null}

      {view.paymentFailed ? (
        <div
          role="alert"
          className="mt-6 flex flex-wrap items-center gap-4 rounded-xl border border-amber-300 bg-amber-50 px-5 py-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
        >
          <AlertTriangle className="size-5 shrink-0" aria-hidden="true" />
          <p className="flex-1 text-sm">{t('paymentFailed')}</p>
          <form action={openPortalAction}>
            <Button type="submit" size="sm">
              {t('updateCard')}
            </Button>
          </form>
        </div>
      ) : null}

      <section
        className="mt-8 rounded-2xl border border-line bg-surface p-7"
        aria-labelledby="current-title"
      >
        <h2 id="current-title" className="text-lg font-semibold text-ink">
          {t('current')}
        </h2>
        {current && view.isRunning ? (
          <>
            <dl className="mt-5 grid gap-4 text-sm sm:grid-cols-2">
              <div>
                <dt className="text-ink-soft">{t('plan')}</dt>
                <dd className="mt-1 font-semibold text-ink">
                  {view.planName(current)}
                  {current.latestAmountCents
                    ? ` · ${formatPrice(current.latestAmountCents, 'EUR', locale)} ${
                        current.interval === 'year' ? t('perYear') : t('perMonth')
                      }`
                    : null}
                </dd>
              </div>
              <div>
                <dt className="text-ink-soft">{t('status')}</dt>
                <dd className="mt-1 font-semibold text-ink" data-testid="subscription-status">
                  {statusLabel(current.status)}
                </dd>
              </div>
              <div className="sm:col-span-2">
                <dt className="text-ink-soft">
                  {current.cancelAtPeriodEnd
                    ? t('endsOn')
                    : current.status === 'trialing'
                      ? t('trialEnds')
                      : t('renewsOn')}
                </dt>
                <dd className="mt-1 font-semibold text-ink">{date(current.currentPeriodEnd)}</dd>
              </div>
            </dl>
            {current.cancelAtPeriodEnd ? (
              <p
                className="mt-5 rounded-xl bg-surface-muted px-4 py-3 text-sm text-ink"
                role="status"
              >
                {t('cancelScheduled', { date: date(current.currentPeriodEnd) })}
              </p>
            ) : null}
            <div className="mt-7 flex flex-wrap gap-3">
              {view.canResume ? (
                <form action={resumeSubscriptionAction}>
                  <Button type="submit">
                    <RotateCcw aria-hidden="true" />
                    {t('resume')}
                  </Button>
                </form>
              ) : null}
              {view.canCancel ? (
                <Button asChild variant="secondary">
                  <a href={href('/membre/abonnement/resilier')}>
                    <XCircle aria-hidden="true" />
                    {t('cancel')}
                  </a>
                </Button>
              ) : null}
              {current.provider === 'stripe' ? (
                <form action={openPortalAction}>
                  <Button type="submit" variant="ghost">
                    <CreditCard aria-hidden="true" />
                    {t('portal')}
                  </Button>
                </form>
              ) : (
                <p className="self-center text-sm text-ink-soft">{t('demoNoPortal')}</p>
              )}
            </div>
            {view.canWithdraw ? (
              <div className="mt-7 border-t border-line pt-5">
                <h3 className="text-sm font-semibold text-ink">{t('withdrawTitle')}</h3>
                <p className="mt-1 text-sm text-ink-soft">
                  {t('withdrawHint', { date: date(view.withdrawalUntil) })}
                </p>
                <Button asChild variant="ghost" size="sm" className="mt-3">
                  <a href={href('/membre/abonnement/retractation')}>
                    <Undo2 aria-hidden="true" />
                    {t('withdraw')}
                  </a>
                </Button>
              </div>
            ) : null}
          </>
        ) : (
          <>
            <p className="mt-3 text-ink-soft">{t('none')}</p>
            <Button asChild className="mt-5">
              <a href={href('/abonnement')}>{t('subscribe')}</a>
            </Button>
          </>
        )}
      </section>

      {view.rows.length ? (
        <section className="mt-8" aria-labelledby="history-title">
          <h2 id="history-title" className="text-lg font-semibold text-ink">
            {t('history')}
          </h2>
          <div className="mt-4 overflow-x-auto rounded-2xl border border-line">
            <table className="w-full text-left text-sm">
              <thead className="bg-surface-muted text-ink-soft">
                <tr>
                  <th className="px-4 py-3 font-medium">{t('plan')}</th>
                  <th className="px-4 py-3 font-medium">{t('status')}</th>
                  <th className="px-4 py-3 font-medium">{t('started')}</th>
                  <th className="px-4 py-3 font-medium">{t('ended')}</th>
                </tr>
              </thead>
              <tbody>
                {view.rows.map((row) => (
                  <tr key={row.id} className="border-t border-line">
                    <td className="px-4 py-3">{view.planName(row)}</td>
                    <td className="px-4 py-3">{statusLabel(row.status)}</td>
                    <td className="px-4 py-3">{date(row.startedAt ?? row.createdAt)}</td>
                    <td className="px-4 py-3">{row.endedAt ? date(row.endedAt) : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
    </div>
  )
}
