import { Leaf, Loader2 } from 'lucide-react'

import type { badgeLabel } from '@/lib/auth/viewer-state'
import { localizedTier, type TierNames } from '@/lib/billing/tier-name'
import { cx } from '@/lib/platform/utils/cx'

type State = ReturnType<typeof badgeLabel>

export type BadgeLabels = { checking: string; free: string; tierNames: TierNames }

/** 'Vérification...' while checking, then the tier's name or 'Gratuit'. */
export function SubscriptionBadge({ state, labels }: { state: State; labels: BadgeLabels }) {
  const text =
    state.kind === 'checking'
      ? labels.checking
      : state.kind === 'free'
        ? labels.free
        : localizedTier(state.tier, labels.tierNames)
  return (
    <span
      className={cx(
        'inline-flex h-7 items-center gap-1.5 rounded-full px-3 text-xs font-semibold',
        state.kind === 'premium'
          ? 'bg-primary/15 text-forest-800 dark:text-forest-100'
          : 'bg-surface-muted text-ink-soft',
      )}
      role="status"
    >
      {state.kind === 'checking' ? (
        <Loader2 className="size-3.5 animate-spin" aria-hidden="true" />
      ) : (
        <Leaf className="size-3.5" aria-hidden="true" />
      )}
      {text}
    </span>
  )
}
