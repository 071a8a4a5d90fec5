import 'server-only'

import type { Payload, Where } from 'payload'

import type { Locale } from '@/i18n/locales'
import type { Member, Plan, Subscription } from '@/payload-types'

import { memberAccessFrom, type SubscriptionSnapshot } from './status'
import { findByIdOrNull } from '@/lib/platform/payload/failures'

/**
 * The subscription state machine: one function applies a provider's snapshot of a subscription to our
 * rows and to the member's access, whoever brings it (Stripe webhook, demo checkout, verification).
 * A snapshot is the provider's latest state, so applying it twice, or two in any order, converges.
 */
const iso = (time: number | null) => (time ? new Date(time).toISOString() : null)

export type ApplyOutcome =
  | { outcome: 'applied'; memberId: number | string; subscription: Subscription }
  | { outcome: 'unknown_customer' }

async function findMember(
  payload: Payload,
  snapshot: SubscriptionSnapshot,
): Promise<Member | null> {
  if (snapshot.customerId) {
    const { docs } = await payload.find({
      collection: 'members',
      where: { stripeCustomerId: { equals: snapshot.customerId } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    if (docs[0]) return docs[0]
  }
  // A checkout's metadata names the member; trusted only while the member has no other customer id.
  if (snapshot.memberId && /^[0-9a-zA-Z-]{1,40}$/.test(snapshot.memberId)) {
    const member = await findByIdOrNull<Member>(payload, {
      collection: 'members',
      id: snapshot.memberId,
      depth: 0,
      overrideAccess: true,
    })
    if (member && (!member.stripeCustomerId || member.stripeCustomerId === snapshot.customerId)) {
      return member
    }
  }
  return null
}

async function findPlan(payload: Payload, snapshot: SubscriptionSnapshot): Promise<Plan | null> {
  const or: Where[] = []
  if (snapshot.planCode) or.push({ code: { equals: snapshot.planCode } })
  if (snapshot.priceId) or.push({ stripePriceId: { equals: snapshot.priceId } })
  if (or.length === 0) return null
  const { docs } = await payload.find({
    collection: 'plans',
    where: { or },
    limit: 1,
    depth: 0,
    locale: 'fr',
    overrideAccess: true,
  })
  return docs[0] ?? null
}

function rowData(snapshot: SubscriptionSnapshot, member: Member, plan: Plan | null) {
  return {
    member: member.id,
    memberEmail: member.email,
    provider: snapshot.provider,
    providerId: snapshot.id,
    customerId: snapshot.customerId,
    plan: plan?.id ?? null,
    planCode: plan?.code ?? snapshot.planCode,
    priceId: snapshot.priceId,
    status: snapshot.status,
    cancelAtPeriodEnd: snapshot.cancelAtPeriodEnd,
    currentPeriodStart: iso(snapshot.currentPeriodStart),
    currentPeriodEnd: iso(snapshot.currentPeriodEnd),
    trialEnd: iso(snapshot.trialEnd),
    startedAt: iso(snapshot.startedAt),
    canceledAt: iso(snapshot.canceledAt),
    endedAt: iso(snapshot.endedAt),
    latestAmountCents: snapshot.amountCents ?? plan?.priceCents ?? null,
    interval: snapshot.interval ?? plan?.interval ?? null,
    syncedAt: new Date().toISOString(),
  }
}

async function upsertRow(
  payload: Payload,
  data: ReturnType<typeof rowData>,
  extra: Partial<Subscription>,
): Promise<Subscription> {
  const find = async () =>
    (
      await payload.find({
        collection: 'subscriptions',
        where: { providerId: { equals: data.providerId } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
    ).docs[0]
  const existing = await find()
  if (existing) {
    return payload.update({
      collection: 'subscriptions',
      id: existing.id,
      data: { ...data, ...extra },
      depth: 0,
      overrideAccess: true,
    })
  }
  try {
    return await payload.create({
      collection: 'subscriptions',
      data: { ...data, ...extra },
      depth: 0,
      overrideAccess: true,
    })
  } catch (error) {
    // A concurrent delivery created it first (unique provider id): update that row instead.
    const raced = await find()
    if (!raced) throw error
    return payload.update({
      collection: 'subscriptions',
      id: raced.id,
      data: { ...data, ...extra },
      depth: 0,
      overrideAccess: true,
    })
  }
}

/** Recomputes a member's access fields from all their subscription rows. */
export async function refreshMemberAccess(payload: Payload, memberId: number | string) {
  const { docs } = await payload.find({
    collection: 'subscriptions',
    where: { member: { equals: memberId } },
    limit: 100,
    depth: 1,
    overrideAccess: true,
    locale: 'fr',
  })
  const checked = {
    subscriptionCheckedAt: new Date().toISOString(),
    subscriptionNeedsRefresh: false,
  }
  // Without any subscription at a provider, the status is the staff's to set (e.g. offered Premium).
  if (docs.length === 0)
    return payload.update({
      collection: 'members',
      id: memberId,
      data: checked,
      depth: 0,
      overrideAccess: true,
    })
  const access = memberAccessFrom(
    docs.map((row) => ({
      status: row.status,
      currentPeriodEnd: row.currentPeriodEnd,
      startedAt: row.startedAt,
      endedAt: row.endedAt,
      createdAt: row.createdAt,
      tierName: row.plan && typeof row.plan === 'object' ? row.plan.name : 'Premium',
    })),
  )
  return payload.update({
    collection: 'members',
    id: memberId,
    data: { ...access, ...checked },
    depth: 0,
    overrideAccess: true,
  })
}

export async function applySnapshot(
  payload: Payload,
  snapshot: SubscriptionSnapshot,
  extra: Partial<Subscription> = {},
): Promise<ApplyOutcome> {
  const member = await findMember(payload, snapshot)
  if (!member) return { outcome: 'unknown_customer' }
  if (!member.stripeCustomerId && snapshot.customerId) {
    await payload.update({
      collection: 'members',
      id: member.id,
      data: { stripeCustomerId: snapshot.customerId },
      overrideAccess: true,
    })
  }
  const plan = await findPlan(payload, snapshot)
  const subscription = await upsertRow(payload, rowData(snapshot, member, plan), extra)
  await refreshMemberAccess(payload, member.id)
  return { outcome: 'applied', memberId: member.id, subscription }
}

/** Whether the member ever subscribed (so the trial, first subscription only, is behind them). */
export async function hasHadSubscription(payload: Payload, memberId: number | string) {
  const { totalDocs } = await payload.count({
    collection: 'subscriptions',
    where: { member: { equals: memberId } },
    overrideAccess: true,
  })
  return totalDocs > 0
}

/** The member's subscriptions, newest first (member area, cancellation pages); plans named in `locale`. */
export async function listMemberSubscriptions(
  payload: Payload,
  memberId: number | string,
  locale?: Locale,
) {
  const { docs } = await payload.find({
    collection: 'subscriptions',
    where: { member: { equals: memberId } },
    sort: '-createdAt',
    limit: 50,
    depth: locale ? 1 : 0,
    locale,
    overrideAccess: true,
  })
  return docs
}
