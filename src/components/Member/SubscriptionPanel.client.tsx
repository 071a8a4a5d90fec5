'use client'

import { Leaf, Loader2, RefreshCw } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useRef, useState } from 'react'
import { toast } from '@/components/ui/toast'

import { Button } from '@/components/ui/button'
import { toLocale } from '@/i18n/locales'
import { localizedHref } from '@/i18n/routing'
import type { AccessSnapshot } from '@/lib/billing/access-snapshot'
import { isSubscriptionStatus } from '@/lib/auth/viewer-state'
import { FORCED_CHECK_COOLDOWN_MS } from '@/lib/billing/status'
import { localizedTier, type TierNames } from '@/lib/billing/tier-name'
import { formatDate } from '@/lib/platform/utils/dates'

import { refreshSubscriptionAction } from './actions'

const SPINNER_MIN_MS = 1_000

type Props = {
  initial: Pick<
    AccessSnapshot,
    'subscription_status' | 'subscription_tier' | 'subscription_end' | 'is_premium'
  >
  locale: string
  /** The plans' names in the reader's language, by the stored (French) name. */
  tierNames: TierNames
  /** Links to the subscription page: manage, and "Résilier mon abonnement" (first of three clicks). */
  manage?: { canCancel: boolean; paymentFailed: boolean } | null
}

/**
 * The subscription badge of the member area (docs/behaviour.md › Member area): the tier's name or
 * 'Gratuit', and a refresh that asks the server again (at most every 15 s), with a toast; its
 * spinner turns for at least a second.
 */
export function SubscriptionPanel({ initial, locale, tierNames, manage = null }: Props) {
  const t = useTranslations('member.subscription')
  const [snapshot, setSnapshot] = useState(initial)
  const [isChecking, setChecking] = useState(false)
  const lastRefresh = useRef(0)

  const statusLabel = (status: string) =>
    isSubscriptionStatus(status) ? t(`statuses.${status}`) : status

  async function refresh() {
    const wait = lastRefresh.current + FORCED_CHECK_COOLDOWN_MS - Date.now()
    if (wait > 0) {
      toast(t('cooldown', { seconds: Math.ceil(wait / 1000) }))
      return
    }
    lastRefresh.current = Date.now()
    setChecking(true)
    const started = Date.now()
    try {
      // Forced verification with the payment provider (the server allows one per 15 s).
      const response = await fetch('/api/check-subscription', {
        method: 'POST',
        cache: 'no-store',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ forceRefresh: true }),
      })
      if (!response.ok) throw new Error(String(response.status))
      const next = (await response.json()) as AccessSnapshot
      setSnapshot(next)
      toast.success(t('refreshedTitle'), {
        description: t('refreshedText', {
          status: next.is_premium
            ? (next.subscription_tier && localizedTier(next.subscription_tier, tierNames)) ||
              statusLabel(next.subscription_status)
            : statusLabel('free'),
        }),
      })
    } catch {
      // The previous state stays as it was: a failure is logged, not shown as a change.
      console.warn('Access snapshot refresh failed')
    } finally {
      setTimeout(() => setChecking(false), Math.max(0, SPINNER_MIN_MS - (Date.now() - started)))
    }
  }

  const badge = isChecking
    ? t('refreshing')
    : snapshot.is_premium
      ? (snapshot.subscription_tier && localizedTier(snapshot.subscription_tier, tierNames)) ||
        statusLabel(snapshot.subscription_status)
      : t('free')
  const end = formatDate(snapshot.subscription_end, locale) || null

  return (
    <section
      aria-labelledby="subscription-title"
      className="rounded-2xl border border-line bg-surface p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h2 id="subscription-title" className="text-lg font-semibold text-ink">
            {t('title')}
          </h2>
          <p className="mt-1 text-sm text-ink-soft">
            {t('statusLine', { status: statusLabel(snapshot.subscription_status) })}
            {end && snapshot.is_premium ? ` · ${t('renews', { date: end })}` : null}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <span
            data-testid="subscription-badge"
            role="status"
            className={
              snapshot.is_premium
                ? 'inline-flex h-8 items-center gap-1.5 rounded-full bg-primary/15 px-3.5 text-sm font-semibold text-forest-800 dark:text-forest-100'
                : 'inline-flex h-8 items-center gap-1.5 rounded-full bg-surface-muted px-3.5 text-sm font-semibold text-ink-soft'
            }
          >
            {isChecking ? (
              <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            ) : (
              <Leaf className="size-4" aria-hidden="true" />
            )}
            {badge}
          </span>
          {/* Without script the form posts to the server, which checks and renders the page again. */}
          <form action={refreshSubscriptionAction}>
            <Button
              type="submit"
              variant="secondary"
              size="sm"
              onClick={(event) => {
                event.preventDefault()
                void refresh()
              }}
              disabled={isChecking}
            >
              <RefreshCw aria-hidden="true" className={isChecking ? 'animate-spin' : undefined} />
              {t('refresh')}
            </Button>
          </form>
        </div>
      </div>
      {manage?.paymentFailed ? (
        <p
          role="alert"
          className="mt-5 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
        >
          {t('paymentFailed')}{' '}
          <a
            className="font-semibold underline"
            href={localizedHref('/membre/abonnement', toLocale(locale))}
          >
            {t('updateCard')}
          </a>
        </p>
      ) : null}
      <div className="mt-5 flex flex-wrap gap-3">
        {!snapshot.is_premium ? (
          <Button asChild>
            <a href={localizedHref('/abonnement', toLocale(locale))}>{t('upgrade')}</a>
          </Button>
        ) : null}
        {manage ? (
          <Button asChild variant="secondary">
            <a href={localizedHref('/membre/abonnement', toLocale(locale))}>{t('manage')}</a>
          </Button>
        ) : null}
        {manage?.canCancel ? (
          <Button asChild variant="ghost">
            <a href={localizedHref('/membre/abonnement/resilier', toLocale(locale))}>
              {t('cancel')}
            </a>
          </Button>
        ) : null}
      </div>
    </section>
  )
}
