/**
 * The access snapshot (docs/behaviour.md › Member area): what the client widgets (badge, banners)
 * may know about the signed-in account. Pure; served by GET /api/access-snapshot.
 */
import type { Member } from '@/payload-types'

import { viewerFromAccount, type SignedInAccount } from '@/lib/auth'

import { shouldVerify } from './status'

export type AccessSnapshot = {
  role: 'user' | 'admin'
  subscription_status: string
  subscription_tier: string | null
  subscription_end: string | null
  display_name: string
  stripe_customer_id: string | null
  is_premium: boolean
  is_admin: boolean
  needs_refresh: boolean
  last_check: string | null
}

/**
 * Whether a member's subscription is verified with the payment provider (flagged, never
 * checked, or last checked more than an hour ago). Only members with a customer there have any.
 */
export function needsSubscriptionCheck(
  member: Pick<Member, 'stripeCustomerId' | 'subscriptionNeedsRefresh' | 'subscriptionCheckedAt'>,
  now = Date.now(),
): boolean {
  return Boolean(member.stripeCustomerId) && shouldVerify(member, { now })
}

export function accessSnapshot(account: SignedInAccount, now = Date.now()): AccessSnapshot {
  const viewer = viewerFromAccount(account)
  if (viewer.kind !== 'signedIn') throw new Error('an account is required')
  const member = account.collection === 'members' ? account : null
  const lastCheck = member?.subscriptionCheckedAt ?? null
  return {
    role: viewer.role,
    subscription_status: viewer.subscriptionStatus,
    subscription_tier: viewer.subscriptionTier,
    subscription_end: member?.subscriptionEnd ?? null,
    display_name: viewer.displayName,
    stripe_customer_id: member?.stripeCustomerId ?? null,
    is_premium: viewer.isPremium,
    is_admin: viewer.isAdmin,
    needs_refresh: member ? needsSubscriptionCheck(member, now) : false,
    last_check: lastCheck,
  }
}
