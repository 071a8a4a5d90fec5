import 'server-only'

import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { toLocale } from '@/i18n/locales'
import { rawRows, sqlTimestamp } from '@/lib/platform/db/raw'

import { sendSubscribedEmail } from './emails'
import { getBillingProvider } from './provider-choice'
import { applySnapshot, type ApplyOutcome } from './state'
import { idOf, snapshotFromStripe, verifyWebhook } from './stripe-provider'

/**
 * Stripe's webhook events (they arrive late, twice, out of order and in parallel). Each event id is
 * claimed once in `billing-events`; a subscription event never trusts its own copy of the object but
 * asks Stripe for the subscription's latest state, so any order converges. A claim is a lease: an event
 * left `processing` longer than `EVENT_LEASE_MS` by a process that stopped is taken over by the next
 * delivery (Stripe retries for days), atomically, so that two deliveries never both take it over.
 */
type Claim = { kind: 'new'; id: number | string } | { kind: 'duplicate' }

/** Far longer than handling an event takes (a few calls to Stripe with a 10 s timeout each). */
export const EVENT_LEASE_MS = 5 * 60_000

/** Takes over an event whose claim expired; true for exactly one of several concurrent callers. */
async function takeOverExpiredClaim(payload: Payload, id: number | string): Promise<boolean> {
  const now = new Date()
  const rows = await rawRows(
    payload,
    `UPDATE billing_events SET updated_at = ${sqlTimestamp(now)}
      WHERE id = ${Number(id)} AND outcome = 'processing'
        AND updated_at < ${sqlTimestamp(new Date(now.getTime() - EVENT_LEASE_MS))}
      RETURNING id`,
  )
  return rows.length === 1
}

const finished = new Set(['applied', 'ignored', 'unknown_customer'])

type EventResult = {
  outcome: 'applied' | 'ignored' | 'unknown_customer' | 'failed'
  detail?: string
  customerId?: string | null
  subscriptionId?: string | null
  memberId?: number | string | null
  memberEmail?: string | null
}

function resultFields(result: EventResult) {
  return {
    outcome: result.outcome,
    detail: result.detail?.slice(0, 2000),
    customerId: result.customerId ?? undefined,
    subscriptionId: result.subscriptionId ?? undefined,
    member: (result.memberId as number | undefined) ?? undefined,
    memberEmail: result.memberEmail ?? undefined,
  }
}

async function claimEvent(payload: Payload, event: { id: string; type: string }): Promise<Claim> {
  const find = async () =>
    (
      await payload.find({
        collection: 'billing-events',
        where: { eventId: { equals: event.id } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
    ).docs[0]
  const existing = await find()
  if (existing) {
    if (finished.has(existing.outcome)) return { kind: 'duplicate' }
    if (existing.outcome === 'processing')
      return (await takeOverExpiredClaim(payload, existing.id))
        ? { kind: 'new', id: existing.id }
        : { kind: 'duplicate' }
    // A failed attempt is tried again when Stripe redelivers.
    await payload.update({
      collection: 'billing-events',
      id: existing.id,
      data: { outcome: 'processing' },
      overrideAccess: true,
    })
    return { kind: 'new', id: existing.id }
  }
  try {
    const row = await payload.create({
      collection: 'billing-events',
      data: {
        eventId: event.id,
        type: event.type,
        source: 'stripe-webhook',
        outcome: 'processing',
      },
      overrideAccess: true,
    })
    return { kind: 'new', id: row.id }
  } catch (error) {
    // Two deliveries of one event at the same moment: the unique index lets one through.
    if (await find()) return { kind: 'duplicate' }
    throw error
  }
}

async function finishEvent(
  payload: Payload,
  id: number | string,
  result: EventResult,
): Promise<void> {
  await payload.update({
    collection: 'billing-events',
    id,
    data: resultFields(result),
    overrideAccess: true,
  })
}

/**
 * An event the site itself caused (the demo checkout, a member's change): it happens once, so it is
 * written once, finished, under a fresh id — nothing to claim.
 */
export async function recordEvent(
  payload: Payload,
  event: { type: string; source: 'demo' | 'site' } & EventResult,
): Promise<void> {
  const { type, source, ...result } = event
  await payload.create({
    collection: 'billing-events',
    data: {
      eventId: `${source}_evt_${randomBytes(10).toString('hex')}`,
      type,
      source,
      ...resultFields(result),
    },
    overrideAccess: true,
  })
}

function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription)
}

/** Applies the subscription's latest state from Stripe (or the event's copy if Stripe lost it). */
async function syncSubscription(
  payload: Payload,
  subscriptionId: string,
  fallback: Stripe.Subscription | null,
  extra: Parameters<typeof applySnapshot>[2] = {},
): Promise<ApplyOutcome & { subscriptionId: string; customerId: string }> {
  const provider = await getBillingProvider(payload)
  const latest =
    (await provider.retrieve(subscriptionId)) ?? (fallback ? snapshotFromStripe(fallback) : null)
  if (!latest) return { outcome: 'unknown_customer', subscriptionId, customerId: '' }
  const result = await applySnapshot(payload, latest, extra)
  return { ...result, subscriptionId, customerId: latest.customerId }
}

/** The subscription's confirmation on a durable medium, once its checkout completed. */
async function confirmByEmail(
  payload: Payload,
  result: Extract<ApplyOutcome, { outcome: 'applied' }>,
  locale: string | null | undefined,
): Promise<void> {
  const member = await payload.findByID({
    collection: 'members',
    id: result.memberId,
    depth: 0,
    overrideAccess: true,
  })
  await sendSubscribedEmail(payload, member, result.subscription, toLocale(locale))
}

export type HandledEvent = { status: 'processed' | 'duplicate'; outcome?: string }

/** A delivery's event, verified through the provider boundary; null when its signature fails. */
export function readWebhookEvent(
  raw: Buffer,
  signature: string,
  secret: string,
): Stripe.Event | null {
  return verifyWebhook(raw, signature, secret)
}

export async function handleStripeEvent(
  payload: Payload,
  event: Stripe.Event,
): Promise<HandledEvent> {
  const claim = await claimEvent(payload, { id: event.id, type: event.type })
  if (claim.kind === 'duplicate') return { status: 'duplicate' }
  try {
    let result: (ApplyOutcome & { subscriptionId: string; customerId: string }) | null = null
    switch (event.type) {
      case 'checkout.session.completed': {
        const session = event.data.object
        const subscriptionId = idOf(session.subscription)
        if (session.mode === 'subscription' && subscriptionId) {
          result = await syncSubscription(payload, subscriptionId, null)
          if (result.outcome === 'applied') await confirmByEmail(payload, result, session.locale)
        }
        break
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        const subscription = event.data.object
        result = await syncSubscription(payload, subscription.id, subscription)
        break
      }
      case 'invoice.paid':
      case 'invoice.payment_failed': {
        const invoice = event.data.object
        const subscriptionId = invoiceSubscriptionId(invoice)
        if (subscriptionId) {
          result = await syncSubscription(payload, subscriptionId, null, {
            paymentFailedAt:
              event.type === 'invoice.payment_failed'
                ? new Date(event.created * 1000).toISOString()
                : null,
          })
        }
        break
      }
      default:
        break
    }
    if (!result) {
      await finishEvent(payload, claim.id, { outcome: 'ignored', detail: 'Not a handled event' })
      return { status: 'processed', outcome: 'ignored' }
    }
    if (result.outcome === 'unknown_customer') {
      payload.logger.warn({ msg: 'Stripe event for an unknown customer', eventId: event.id })
      await finishEvent(payload, claim.id, {
        outcome: 'unknown_customer',
        customerId: result.customerId,
        subscriptionId: result.subscriptionId,
      })
      return { status: 'processed', outcome: 'unknown_customer' }
    }
    await finishEvent(payload, claim.id, {
      outcome: 'applied',
      customerId: result.customerId,
      subscriptionId: result.subscriptionId,
      memberId: result.memberId,
      memberEmail: result.subscription.memberEmail,
      detail: `${result.subscription.status}${result.subscription.cancelAtPeriodEnd ? ' (résiliation en fin de période)' : ''}`,
    })
    return { status: 'processed', outcome: 'applied' }
  } catch (error) {
    await finishEvent(payload, claim.id, {
      outcome: 'failed',
      detail: error instanceof Error ? error.message : String(error),
    }).catch(() => undefined)
    throw error
  }
}
