import type { Payload } from 'payload'

import { premiumStatuses } from '@/lib/auth'

import { DAY_MS, grantsAccess, toProviderStatus } from './status'

export type BillingStats = {
  members: number
  premiumMembers: number
  trials: number
  mrrCents: number
  cancellations30d: number
}

type Row = {
  status: string
  latestAmountCents?: number | null
  interval?: string | null
  canceledAt?: string | null
  withdrawnAt?: string | null
}

/** The dashboard's subscription figures from the subscription rows. Pure. */
export function subscriptionFigures(rows: Row[], now = Date.now()) {
  let trials = 0
  let mrrCents = 0
  let cancellations30d = 0
  for (const row of rows) {
    const status = toProviderStatus(row.status)
    if (status === 'trialing') trials += 1
    // Recurring revenue counts paying subscriptions only, a yearly one as a twelfth per month.
    if (grantsAccess(status) && status !== 'trialing' && row.latestAmountCents) {
      mrrCents += row.interval === 'year' ? row.latestAmountCents / 12 : row.latestAmountCents
    }
    const canceled = Date.parse(row.withdrawnAt ?? row.canceledAt ?? '')
    if (Number.isFinite(canceled) && now - canceled <= 30 * DAY_MS) cancellations30d += 1
  }
  return { trials, mrrCents: Math.round(mrrCents), cancellations30d }
}

export async function billingStats(payload: Payload): Promise<BillingStats> {
  const [members, premiumMembers, subscriptions] = await Promise.all([
    payload.count({ collection: 'members', overrideAccess: true }),
    payload.count({
      collection: 'members',
      where: { subscriptionStatus: { in: [...premiumStatuses] } },
      overrideAccess: true,
    }),
    payload.find({
      collection: 'subscriptions',
      pagination: false,
      depth: 0,
      overrideAccess: true,
      select: {
        status: true,
        latestAmountCents: true,
        interval: true,
        canceledAt: true,
        withdrawnAt: true,
      },
    }),
  ])
  return {
    members: members.totalDocs,
    premiumMembers: premiumMembers.totalDocs,
    ...subscriptionFigures(subscriptions.docs),
  }
}
