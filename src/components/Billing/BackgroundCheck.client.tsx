'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'

import type { AccessSnapshot } from '@/lib/billing/access-snapshot'
import type { badgeLabel } from '@/lib/auth/viewer-state'

import { SubscriptionBadge, type BadgeLabels } from '@/components/Site/SubscriptionBadge'

type State = ReturnType<typeof badgeLabel>

/**
 * The header badge while the subscription is verified with the payment provider in the background
 * (flagged, never checked, or older than an hour): 'Vérification...', then the tier or
 * 'Gratuit'. When access changed, the page is rendered again with it.
 */
export function BackgroundSubscriptionCheck({
  initial,
  labels,
}: {
  initial: State
  labels: BadgeLabels
}) {
  const router = useRouter()
  const [state, setState] = useState<State>({ kind: 'checking' })
  useEffect(() => {
    let isCancelled = false
    fetch('/api/check-subscription', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    })
      .then(async (response) => {
        // A refusal (401, 503…) is no answer about the subscription.
        if (!response.ok) throw new Error(`Subscription check answered ${response.status}`)
        const snapshot = (await response.json()) as AccessSnapshot
        if (isCancelled) return
        const next: State = snapshot.is_premium
          ? { kind: 'premium', tier: snapshot.subscription_tier || 'Premium' }
          : { kind: 'free' }
        setState(next)
        if (next.kind !== initial.kind) router.refresh()
      })
      .catch((error: unknown) => {
        // A failed check is logged and the state stays as it was.
        console.warn('Subscription check failed', error)
        if (!isCancelled) setState(initial)
      })
    return () => {
      isCancelled = true
    }
  }, [initial, router])
  return <SubscriptionBadge state={state} labels={labels} />
}
