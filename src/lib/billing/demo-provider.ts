import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { absoluteUrl } from '@/i18n/routing'
import { toLocale } from '@/i18n/locales'
import { getEnv } from '@/lib/platform/config/env'
import type { Subscription } from '@/payload-types'

import type { BillingProvider, CheckoutRequest } from './provider'
import { grantsAccess, toProviderStatus, trialEndFrom, type SubscriptionSnapshot } from './status'
import { createToken, readToken } from './tokens'

/**
 * Demo mode (docs/decisions/0005-demo-payments.md): no payment provider, no money. The checkout is
 * a local page; the subscription lives only in our `subscriptions` rows, and time moves it on as
 * Stripe would (a trial becomes active, a period renews, a subscription cancelled at period end
 * ends).
 */
export const DEMO_CHECKOUT_PURPOSE = 'demo-checkout'
const CHECKOUT_TTL_MS = 30 * 60 * 1000

export type DemoCheckout = Omit<CheckoutRequest, 'successUrl' | 'cancelUrl' | 'email'> & {
  nonce: string
}

export function readDemoCheckout(token: string | null | undefined) {
  return readToken<DemoCheckout>(DEMO_CHECKOUT_PURPOSE, token)
}

function addInterval(time: number, interval: string | null | undefined): number {
  const date = new Date(time)
  if (interval === 'year') date.setUTCFullYear(date.getUTCFullYear() + 1)
  else date.setUTCMonth(date.getUTCMonth() + 1)
  return date.getTime()
}

const ms = (value: string | null | undefined) => (value ? Date.parse(value) : null)

function snapshotFromRow(row: Subscription): SubscriptionSnapshot {
  return {
    provider: 'demo',
    id: row.providerId,
    customerId: row.customerId ?? '',
    status: toProviderStatus(row.status),
    priceId: row.priceId ?? null,
    planCode: row.planCode ?? null,
    amountCents: row.latestAmountCents ?? null,
    interval: row.interval === 'year' || row.interval === 'month' ? row.interval : null,
    cancelAtPeriodEnd: Boolean(row.cancelAtPeriodEnd),
    currentPeriodStart: ms(row.currentPeriodStart),
    currentPeriodEnd: ms(row.currentPeriodEnd),
    trialEnd: ms(row.trialEnd),
    startedAt: ms(row.startedAt),
    canceledAt: ms(row.canceledAt),
    endedAt: ms(row.endedAt),
    memberId:
      row.member && typeof row.member === 'object'
        ? String(row.member.id)
        : row.member
          ? String(row.member)
          : null,
  }
}

/** Where the demo clock has moved a subscription by `now`. Pure. */
export function advanceDemoSubscription(
  snapshot: SubscriptionSnapshot,
  now = Date.now(),
): SubscriptionSnapshot {
  if (!grantsAccess(snapshot.status) || !snapshot.currentPeriodEnd) return snapshot
  if (snapshot.currentPeriodEnd > now) return snapshot
  if (snapshot.cancelAtPeriodEnd) {
    return { ...snapshot, status: 'canceled', endedAt: snapshot.currentPeriodEnd }
  }
  let start = snapshot.currentPeriodEnd
  let end = addInterval(start, snapshot.interval)
  while (end <= now) {
    start = end
    end = addInterval(start, snapshot.interval)
  }
  return { ...snapshot, status: 'active', currentPeriodStart: start, currentPeriodEnd: end }
}

/** A new demo subscription, as the demo checkout page creates it. */
export function newDemoSubscription(
  checkout: DemoCheckout & { amountCents: number; interval: 'month' | 'year' | null },
  now = Date.now(),
): SubscriptionSnapshot {
  const trialEnd = checkout.trialDays ? trialEndFrom(checkout.trialDays, now).getTime() : null
  return {
    provider: 'demo',
    id: `demo_sub_${randomBytes(10).toString('hex')}`,
    customerId: checkout.customerId,
    status: trialEnd ? 'trialing' : 'active',
    priceId: null,
    planCode: checkout.planCode,
    amountCents: checkout.amountCents,
    interval: checkout.interval,
    cancelAtPeriodEnd: false,
    currentPeriodStart: now,
    currentPeriodEnd: trialEnd ?? addInterval(now, checkout.interval),
    trialEnd,
    startedAt: now,
    canceledAt: null,
    endedAt: null,
    memberId: checkout.memberId,
  }
}

export function demoProvider(payload: Payload): BillingProvider {
  async function row(subscriptionId: string): Promise<Subscription | null> {
    const { docs } = await payload.find({
      collection: 'subscriptions',
      where: { providerId: { equals: subscriptionId }, provider: { equals: 'demo' } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    return docs[0] ?? null
  }
  async function current(subscriptionId: string): Promise<SubscriptionSnapshot> {
    const found = await row(subscriptionId)
    if (!found) throw new Error(`Unknown demo subscription ${subscriptionId}`)
    return advanceDemoSubscription(snapshotFromRow(found))
  }

  return {
    kind: 'demo',

    async ensureCustomer(member) {
      if (member.stripeCustomerId) return member.stripeCustomerId
      const customerId = `demo_cus_${member.id}`
      await payload.update({
        collection: 'members',
        id: member.id,
        data: { stripeCustomerId: customerId },
        overrideAccess: true,
      })
      return customerId
    },

    async createCheckout(request) {
      const checkout: DemoCheckout = {
        memberId: request.memberId,
        customerId: request.customerId,
        planCode: request.planCode,
        priceId: null,
        trialDays: request.trialDays,
        locale: request.locale,
        nonce: randomBytes(12).toString('hex'),
      }
      const token = createToken(DEMO_CHECKOUT_PURPOSE, checkout, CHECKOUT_TTL_MS)
      return absoluteUrl(
        getEnv().siteUrl,
        `/abonnement/demo?session=${encodeURIComponent(token)}`,
        toLocale(request.locale),
      )
    },

    async portalUrl() {
      return null
    },

    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      const snapshot = await current(subscriptionId)
      return { ...snapshot, cancelAtPeriodEnd: cancel, canceledAt: cancel ? Date.now() : null }
    },

    async cancelNow(subscriptionId) {
      const snapshot = await current(subscriptionId)
      const now = Date.now()
      return {
        ...snapshot,
        status: 'canceled',
        cancelAtPeriodEnd: false,
        canceledAt: now,
        endedAt: now,
      }
    },

    async retrieve(subscriptionId) {
      const found = await row(subscriptionId)
      return found ? advanceDemoSubscription(snapshotFromRow(found)) : null
    },

    async listForCustomer(customerId) {
      const { docs } = await payload.find({
        collection: 'subscriptions',
        where: { customerId: { equals: customerId }, provider: { equals: 'demo' } },
        limit: 50,
        depth: 0,
        overrideAccess: true,
      })
      return docs.map((doc) => advanceDemoSubscription(snapshotFromRow(doc)))
    },

    async syncPlan(plan) {
      // No catalogue to keep in step: the demo checkout reads our plans.
      return {
        stripeProductId: plan.stripeProductId ?? null,
        stripePriceId: plan.stripePriceId ?? null,
      }
    },

    async readCheckout() {
      // The demo checkout applies its subscription itself (completeDemoCheckout).
      return null
    },
  }
}
