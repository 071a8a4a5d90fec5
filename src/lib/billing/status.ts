/**
 * The subscription state machine's pure part: the provider's statuses, what each means for a member,
 * and which of a member's subscriptions decides their access. Shared by the webhook handlers, the
 * demo checkout and the background verification, so that all three reach the same member state.
 * No server import: client components read its constants too.
 */
import { premiumStatuses, type PremiumStatus, type SubscriptionStatus } from '@/lib/auth'

export const providerStatuses = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
] as const
export type ProviderStatus = (typeof providerStatuses)[number]

export const DAY_MS = 24 * 60 * 60 * 1000

/** Provider statuses under which the subscriber reads premium content (the member's premium ones). */
export type GrantingStatus = Extract<ProviderStatus, PremiumStatus>

export function grantsAccess(status: ProviderStatus): status is GrantingStatus {
  return (premiumStatuses as readonly string[]).includes(status)
}

export function toProviderStatus(value: string): ProviderStatus {
  return (providerStatuses as readonly string[]).includes(value)
    ? (value as ProviderStatus)
    : // An unknown status never opens anything.
      'incomplete'
}

/** Whether a stored subscription row gives access (an unknown status never does). */
export function isRunning(row: { status: string }): boolean {
  return grantsAccess(toProviderStatus(row.status))
}

/** The provider's view of one subscription, normalised (dates in ms since the epoch). */
export type SubscriptionSnapshot = {
  provider: 'stripe' | 'demo'
  id: string
  customerId: string
  status: ProviderStatus
  priceId: string | null
  /** Plan code when the provider knows it (metadata), otherwise resolved from the price. */
  planCode: string | null
  amountCents: number | null
  interval: 'month' | 'year' | null
  cancelAtPeriodEnd: boolean
  currentPeriodStart: number | null
  currentPeriodEnd: number | null
  trialEnd: number | null
  startedAt: number | null
  canceledAt: number | null
  endedAt: number | null
  /** The member this subscription was bought for (checkout metadata), when known. */
  memberId: string | null
}

/** The fields of a stored subscription row that decide access. */
export type StoredSubscription = {
  status: string
  currentPeriodEnd?: string | null
  startedAt?: string | null
  endedAt?: string | null
  createdAt?: string | null
  tierName?: string | null
}

export type MemberAccess = {
  subscriptionStatus: SubscriptionStatus
  subscriptionTier: string | null
  subscriptionEnd: string | null
}

const time = (value: string | null | undefined) => (value ? Date.parse(value) || 0 : 0)

/**
 * A member's access from all their subscriptions: a granting one wins (the latest period end first);
 * otherwise the most recent ended one makes them `canceled`; without any they are `free`.
 */
export function memberAccessFrom(subscriptions: StoredSubscription[]): MemberAccess {
  const current = subscriptions
    .filter(isRunning)
    .sort((a, b) => time(b.currentPeriodEnd) - time(a.currentPeriodEnd))[0]
  const currentStatus = toProviderStatus(current?.status ?? '')
  if (current && grantsAccess(currentStatus)) {
    return {
      subscriptionStatus: currentStatus,
      subscriptionTier: current.tierName ?? null,
      subscriptionEnd: current.currentPeriodEnd ?? null,
    }
  }
  const ended = subscriptions
    .filter((row) => ['canceled', 'unpaid', 'incomplete_expired', 'paused'].includes(row.status))
    .sort(
      (a, b) =>
        time(b.endedAt ?? b.startedAt ?? b.createdAt) -
        time(a.endedAt ?? a.startedAt ?? a.createdAt),
    )[0]
  if (ended) {
    return {
      subscriptionStatus: 'canceled',
      subscriptionTier: null,
      subscriptionEnd: ended.endedAt ?? ended.currentPeriodEnd ?? null,
    }
  }
  return { subscriptionStatus: 'free', subscriptionTier: null, subscriptionEnd: null }
}

/** When the background verification asks the provider again. */
export const VERIFY_AFTER_MS = 60 * 60 * 1000

export function shouldVerify(
  member: { subscriptionNeedsRefresh?: boolean | null; subscriptionCheckedAt?: string | null },
  options: { force?: boolean; now?: number } = {},
): boolean {
  if (options.force) return true
  if (member.subscriptionNeedsRefresh) return true
  if (!member.subscriptionCheckedAt) return true
  const checked = Date.parse(member.subscriptionCheckedAt)
  return !Number.isFinite(checked) || (options.now ?? Date.now()) - checked > VERIFY_AFTER_MS
}

/** At most one forced verification per member in this time (the endpoint and the member area's button). */
export const FORCED_CHECK_COOLDOWN_MS = 15_000

/** The EU withdrawal button's window: 14 days after the subscription started. */
export const WITHDRAWAL_DAYS = 14

/** The end of the withdrawal window, or null without a (readable) start. */
export function withdrawalDeadline(startedAt: string | null | undefined): Date | null {
  const start = startedAt ? Date.parse(startedAt) : NaN
  return Number.isFinite(start) ? new Date(start + WITHDRAWAL_DAYS * DAY_MS) : null
}

export function withinWithdrawalPeriod(startedAt: string | null | undefined, now = Date.now()) {
  const deadline = withdrawalDeadline(startedAt)
  return deadline !== null && now <= deadline.getTime()
}

/** The 7-day trial, only on an account's first subscription. */
export const TRIAL_DAYS = 7

/** When a trial starting now would end. */
export function trialEndFrom(days: number, now = Date.now()): Date {
  return new Date(now + days * DAY_MS)
}

export function trialDaysFor(previousSubscriptions: number): number | null {
  return previousSubscriptions === 0 ? TRIAL_DAYS : null
}
