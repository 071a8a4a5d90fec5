/**
 * The subscription state machine's pure part: the provider's statuses, what each means for a member,
 * and which of a member's subscriptions decides their access. Shared by the webhook handlers, the
 * demo checkout and the background verification, so that all three reach the same member state.
 */
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

export type MemberSubscriptionStatus =
  'free' | 'trialing' | 'active' | 'premium' | 'past_due' | 'canceled'

/** Statuses under which the subscriber reads premium content. */
const grantingStatuses: ReadonlySet<ProviderStatus> = new Set(['trialing', 'active', 'past_due'])

export function grantsAccess(status: ProviderStatus): boolean {
  return grantingStatuses.has(status)
}

export function toProviderStatus(value: string): ProviderStatus {
  return (providerStatuses as readonly string[]).includes(value)
    ? (value as ProviderStatus)
    : // An unknown status never opens anything.
      'incomplete'
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
  subscriptionStatus: MemberSubscriptionStatus
  subscriptionTier: string | null
  subscriptionEnd: string | null
}

const time = (value: string | null | undefined) => (value ? Date.parse(value) || 0 : 0)

/**
 * A member's access from all their subscriptions: a granting one wins (the latest period end first);
 * otherwise the most recent ended one makes them `canceled`; without any they are `free`.
 */
export function memberAccessFrom(subscriptions: StoredSubscription[]): MemberAccess {
  const granting = subscriptions
    .filter((row) => grantsAccess(toProviderStatus(row.status)))
    .sort((a, b) => time(b.currentPeriodEnd) - time(a.currentPeriodEnd))
  const current = granting[0]
  if (current) {
    return {
      subscriptionStatus: toProviderStatus(current.status) as MemberSubscriptionStatus,
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

/** When the background verification asks the provider again (spec §4 and §9). */
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

/** The EU withdrawal button's window: 14 days after the subscription started. */
export const WITHDRAWAL_DAYS = 14

export function withinWithdrawalPeriod(startedAt: string | null | undefined, now = Date.now()) {
  if (!startedAt) return false
  const start = Date.parse(startedAt)
  return Number.isFinite(start) && now - start <= WITHDRAWAL_DAYS * 24 * 60 * 60 * 1000
}

/** The 7-day trial, only on an account's first subscription (DESIGN.md §6). */
export const TRIAL_DAYS = 7

/** When a trial starting now would end. */
export function trialEndFrom(days: number, now = Date.now()): Date {
  return new Date(now + days * 24 * 60 * 60 * 1000)
}

export function trialDaysFor(previousSubscriptions: number): number | null {
  return previousSubscriptions === 0 ? TRIAL_DAYS : null
}
