/**
 * Subscriptions with Stripe (issue "subscriptions"): the real Stripe SDK against a local stand-in of
 * Stripe's API, and webhook events signed with a test secret posted to the real route handler —
 * valid, badly signed, duplicated, out of order and concurrent — then checkout, portal, cancellation,
 * withdrawal, plan synchronisation, verification and Stripe being unreachable.
 */
import { fakeStripe, WEBHOOK_SECRET } from './support/stripe-env'

import type { Payload } from 'payload'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST as webhook } from '@/app/api/stripe/webhook/route'
import {
  cancelAtPeriodEnd,
  customerPortalUrl,
  resumeSubscription,
  startCheckout,
  verifyMemberSubscription,
  withdraw,
} from '@/lib/billing/service'
import { EVENT_LEASE_MS } from '@/lib/billing/webhook'
import { rawRows, sqlTimestamp } from '@/lib/platform/db/raw'
import { plansSeed } from '@/lib/seed/plans'
import { runSeeds } from '@/lib/seed'
import type { Member } from '@/payload-types'

import { createMember, tokenFor } from '../factories/accounts'
import { config, startPayload, stopPayload } from './support/payload'
import { createApi } from './support/api'
import { waitForOutbox } from './support/outbox'

let payload: Payload
let api: ReturnType<typeof createApi>

beforeAll(async () => {
  payload = await startPayload()
  api = createApi(config)
  await runSeeds(payload, [plansSeed])
})

afterAll(async () => {
  await stopPayload(payload)
  await fakeStripe.stop()
})

let sequence = 0
function event(type: string, object: unknown, created = Math.floor(Date.now() / 1000)) {
  sequence += 1
  return {
    id: `evt_test_${Date.now()}_${sequence}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created,
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  }
}

async function post(body: unknown, signature: string | null = 'sign') {
  const raw = JSON.stringify(body)
  const headers = new Headers({ 'Content-Type': 'application/json' })
  if (signature === 'sign')
    headers.set(
      'Stripe-Signature',
      Stripe.webhooks.generateTestHeaderString({ payload: raw, secret: WEBHOOK_SECRET }),
    )
  else if (signature) headers.set('Stripe-Signature', signature)
  const response = await webhook(
    new Request('http://localhost:3000/api/stripe/webhook', { method: 'POST', headers, body: raw }),
  )
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function reload(member: Member): Promise<Member> {
  return payload.findByID({ collection: 'members', id: member.id, overrideAccess: true })
}

async function rowsFor(member: Member) {
  return (
    await payload.find({
      collection: 'subscriptions',
      where: { member: { equals: member.id } },
      overrideAccess: true,
    })
  ).docs
}

/** A member who went through checkout at the stand-in: customer, session, subscription. */
async function subscribedMember(options: { status?: string } = {}) {
  const member = await createMember(payload)
  const result = await startCheckout(payload, {
    member,
    planCode: 'monthly',
    waiverAccepted: true,
    locale: 'fr',
  })
  expect(result.kind).toBe('redirect')
  const session = [...fakeStripe.sessions.values()].at(-1)!
  const subscription = fakeStripe.completeCheckout(String(session.id), options)
  return { member: await reload(member), session, subscription }
}

describe('checkout with Stripe', () => {
  it('creates the customer once, prices from the plan, a 7-day trial on the first subscription, in the member’s language', async () => {
    const member = await createMember(payload)
    const first = await startCheckout(payload, {
      member,
      planCode: 'yearly',
      waiverAccepted: true,
      locale: 'de',
    })
    expect(first).toMatchObject({ kind: 'redirect' })
    if (first.kind !== 'redirect') return
    expect(first.url).toMatch(/^https:\/\/checkout\.stripe\.test\//)
    const session = [...fakeStripe.sessions.values()].at(-1)!
    expect(session).toMatchObject({
      mode: 'subscription',
      locale: 'de',
      client_reference_id: String(member.id),
      subscription_data: { trial_period_days: '7', metadata: { planCode: 'yearly' } },
    })
    const price = fakeStripe.prices.get(
      String((session.line_items as { price: string }[])[0]!.price),
    )
    expect(price).toMatchObject({
      unit_amount: 8400,
      currency: 'eur',
      recurring: { interval: 'year' },
    })

    // The waiver is stored with its time and text version.
    const stored = await reload(member)
    expect(stored.stripeCustomerId).toMatch(/^cus_/)
    expect(stored.consents?.at(-1)).toMatchObject({ kind: 'withdrawal-waiver' })
    expect(stored.consents?.at(-1)?.textVersion).toBeTruthy()

    // A second checkout reuses the customer.
    const customersBefore = fakeStripe.customers.size
    await startCheckout(payload, {
      member: stored,
      planCode: 'monthly',
      waiverAccepted: true,
      locale: 'fr',
    })
    expect(fakeStripe.customers.size).toBe(customersBefore)
  })

  it('refuses without the waiver, and ignores unknown or free plan codes (the server decides the price)', async () => {
    const member = await createMember(payload)
    const sessions = fakeStripe.sessions.size
    expect(
      await startCheckout(payload, {
        member,
        planCode: 'monthly',
        waiverAccepted: false,
        locale: 'fr',
      }),
    ).toEqual({ kind: 'error', error: 'waiver' })
    for (const planCode of ['free', 'premium-gratuit', 'monthly"; drop table', ''])
      expect(
        await startCheckout(payload, { member, planCode, waiverAccepted: true, locale: 'fr' }),
      ).toEqual({ kind: 'error', error: 'plan' })
    expect(fakeStripe.sessions.size).toBe(sessions)
  })

  it('gives no trial on a second subscription, and sends a subscriber to the portal instead of a second checkout', async () => {
    const { member, subscription } = await subscribedMember()
    expect((await post(event('customer.subscription.created', subscription))).status).toBe(200)
    const again = await startCheckout(payload, {
      member: await reload(member),
      planCode: 'monthly',
      waiverAccepted: true,
      locale: 'fr',
    })
    expect(again.kind).toBe('alreadySubscribed')
    if (again.kind === 'alreadySubscribed')
      expect(again.url).toMatch(/^https:\/\/billing\.stripe\.test\//)

    fakeStripe.updateSubscription(subscription.id, {
      status: 'canceled',
      ended_at: Math.floor(Date.now() / 1000),
    })
    await post(event('customer.subscription.deleted', subscription))
    await startCheckout(payload, {
      member: await reload(member),
      planCode: 'monthly',
      waiverAccepted: true,
      locale: 'fr',
    })
    const session = [...fakeStripe.sessions.values()].at(-1)!
    expect((session.subscription_data as Record<string, unknown>).trial_period_days).toBeUndefined()
  })

  it('shows a retry message and changes nothing when Stripe is unreachable', async () => {
    const member = await createMember(payload)
    fakeStripe.isDown = true
    try {
      expect(
        await startCheckout(payload, {
          member,
          planCode: 'monthly',
          waiverAccepted: true,
          locale: 'fr',
        }),
      ).toEqual({ kind: 'error', error: 'unavailable' })
    } finally {
      fakeStripe.isDown = false
    }
    expect((await reload(member)).stripeCustomerId).toBeFalsy()
  })
})

describe('webhooks', () => {
  it('refuses a missing or bad signature with 400 and changes nothing', async () => {
    const { member, subscription } = await subscribedMember()
    const body = event('customer.subscription.created', subscription)
    expect((await post(body, null)).status).toBe(400)
    expect((await post(body, 't=1,v1=deadbeef')).status).toBe(400)
    const forged = `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`
    expect((await post(body, forged)).status).toBe(400)
    expect((await reload(member)).subscriptionStatus).toBe('free')
    expect(await rowsFor(member)).toHaveLength(0)
  })

  it('applies checkout.session.completed: premium on the next read, with tier, end date and customer id', async () => {
    const { member, session, subscription } = await subscribedMember()
    const answer = await post(
      event('checkout.session.completed', {
        ...session,
        subscription: subscription.id,
        status: 'complete',
      }),
    )
    expect(answer).toMatchObject({ status: 200, body: { status: 'processed', outcome: 'applied' } })
    const after = await reload(member)
    expect(after).toMatchObject({
      subscriptionStatus: 'trialing',
      subscriptionTier: 'Premium mensuel',
    })
    expect(Date.parse(after.subscriptionEnd!)).toBeGreaterThan(Date.now() + 6 * 86400_000)
    const [confirmation] = await waitForOutbox(payload, member.email, (mails) => mails.length >= 1)
    expect(confirmation!.subject).toBe('Bienvenue dans Sylva Cévennes Premium')
    expect(confirmation!.text).toContain('L221-28 13°')
    // The member's next request sees it.
    const snapshot = await api.rest('GET', '/access-snapshot', {
      token: await tokenFor(payload, after),
    })
    expect(snapshot.body).toMatchObject({ is_premium: true, subscription_status: 'trialing' })
  })

  it('processes each event id at most once', async () => {
    const { member, subscription } = await subscribedMember()
    const body = event('customer.subscription.created', subscription)
    expect((await post(body)).body).toMatchObject({ status: 'processed' })
    expect((await post(body)).body).toMatchObject({ status: 'duplicate' })
    const events = await payload.find({
      collection: 'billing-events',
      where: { eventId: { equals: body.id } },
      overrideAccess: true,
    })
    expect(events.totalDocs).toBe(1)
    expect(await rowsFor(member)).toHaveLength(1)
  })

  it('takes over an event left half-done by a process that stopped, once its claim has expired', async () => {
    const { member, subscription } = await subscribedMember()
    const body = event('customer.subscription.created', subscription)
    // A process claimed the event, then died before finishing it.
    const claimed = await payload.create({
      collection: 'billing-events',
      data: { eventId: body.id, type: body.type, source: 'stripe-webhook', outcome: 'processing' },
      overrideAccess: true,
    })
    // While the claim is fresh, a redelivery is a duplicate (another process may still be at work).
    expect((await post(body)).body).toMatchObject({ status: 'duplicate' })
    expect(await rowsFor(member)).toHaveLength(0)
    // Once the lease has run out, the next delivery takes the event over and applies it, once.
    const expired = new Date(Date.now() - EVENT_LEASE_MS - 60_000)
    await rawRows(
      payload,
      `UPDATE billing_events SET updated_at = ${sqlTimestamp(expired)} WHERE id = ${claimed.id}`,
    )
    const [first, second] = await Promise.all([post(body), post(body)])
    expect([first.body.status, second.body.status].sort()).toEqual(['duplicate', 'processed'])
    expect(await rowsFor(member)).toHaveLength(1)
    const row = await payload.findByID({
      collection: 'billing-events',
      id: claimed.id,
      overrideAccess: true,
    })
    expect(row.outcome).toBe('applied')
  })

  it('converges on the subscription’s latest state whatever the order of delivery', async () => {
    const { member, subscription } = await subscribedMember()
    const created = event('customer.subscription.created', { ...subscription }, 100)
    fakeStripe.updateSubscription(subscription.id, { status: 'active', cancel_at_period_end: true })
    const updated = event('customer.subscription.updated', { ...subscription }, 200)
    // The newer event first, then the older one: the older copy must not win.
    await post(updated)
    await post(created)
    const [row] = await rowsFor(member)
    expect(row).toMatchObject({ status: 'active', cancelAtPeriodEnd: true })
    expect((await reload(member)).subscriptionStatus).toBe('active')
  })

  it('handles concurrent deliveries of one event and of several events without duplicates', async () => {
    const { member, subscription } = await subscribedMember()
    const body = event('customer.subscription.created', subscription)
    const others = ['customer.subscription.updated', 'invoice.paid'].map((type) =>
      event(
        type,
        type === 'invoice.paid'
          ? {
              id: 'in_x',
              object: 'invoice',
              parent: { subscription_details: { subscription: subscription.id } },
            }
          : subscription,
      ),
    )
    const answers = await Promise.all([
      post(body),
      post(body),
      post(body),
      ...others.map((o) => post(o)),
    ])
    expect(answers.every((answer) => answer.status === 200)).toBe(true)
    expect(answers.filter((answer) => answer.body.status === 'processed')).toHaveLength(3)
    expect(await rowsFor(member)).toHaveLength(1)
    expect((await reload(member)).subscriptionStatus).toBe('trialing')
  })

  it('records and acknowledges an event for an unknown customer', async () => {
    const stranger = fakeStripe.createSubscription({
      customer: 'cus_nobody_here',
      price: { id: 'price_x', unit_amount: 990, recurring: { interval: 'month' } },
      status: 'active',
    })
    const body = event('customer.subscription.updated', stranger)
    expect(await post(body)).toMatchObject({
      status: 200,
      body: { status: 'processed', outcome: 'unknown_customer' },
    })
    const [row] = (
      await payload.find({
        collection: 'billing-events',
        where: { eventId: { equals: body.id } },
        overrideAccess: true,
      })
    ).docs
    expect(row).toMatchObject({ outcome: 'unknown_customer', customerId: 'cus_nobody_here' })
  })

  it('marks a failed payment (banner) and keeps access until Stripe ends the subscription', async () => {
    const { member, subscription } = await subscribedMember({ status: 'active' })
    await post(event('customer.subscription.created', subscription))
    fakeStripe.updateSubscription(subscription.id, { status: 'past_due' })
    await post(
      event('invoice.payment_failed', {
        id: 'in_failed',
        object: 'invoice',
        parent: { subscription_details: { subscription: subscription.id } },
      }),
    )
    const [row] = await rowsFor(member)
    expect(row!.paymentFailedAt).toBeTruthy()
    expect((await reload(member)).subscriptionStatus).toBe('past_due')

    fakeStripe.updateSubscription(subscription.id, {
      status: 'canceled',
      ended_at: Math.floor(Date.now() / 1000),
    })
    await post(event('customer.subscription.deleted', subscription))
    expect((await reload(member)).subscriptionStatus).toBe('canceled')
  })

  it('answers 500 (Stripe retries) when the latest state cannot be fetched, and processes the retry', async () => {
    const { member, subscription } = await subscribedMember()
    const body = event('customer.subscription.created', subscription)
    fakeStripe.isDown = true
    try {
      expect((await post(body)).status).toBe(500)
    } finally {
      fakeStripe.isDown = false
    }
    expect((await reload(member)).subscriptionStatus).toBe('free')
    expect((await post(body)).body).toMatchObject({ status: 'processed', outcome: 'applied' })
  })
})

describe('cancellation, resumption, withdrawal, portal, verification', () => {
  it('cancels at period end (access kept), resumes, and e-mails both', async () => {
    const { member, subscription } = await subscribedMember({ status: 'active' })
    await post(event('customer.subscription.created', subscription))
    const canceled = await cancelAtPeriodEnd(payload, await reload(member), 'fr')
    expect(canceled).toMatchObject({
      ok: true,
      subscription: { cancelAtPeriodEnd: true, status: 'active' },
    })
    expect(fakeStripe.subscriptions.get(subscription.id)?.cancel_at_period_end).toBe(true)
    expect((await reload(member)).subscriptionStatus).toBe('active')
    const resumed = await resumeSubscription(payload, await reload(member), 'fr')
    expect(resumed).toMatchObject({ ok: true, subscription: { cancelAtPeriodEnd: false } })
    const mails = await waitForOutbox(payload, member.email, (mails) => mails.length >= 2)
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Résiliation de votre abonnement – Sylva Cévennes',
      'Votre abonnement continue – Sylva Cévennes',
    ])
    expect(mails[0]!.text).toContain('vous gardez l’accès aux contenus Premium jusqu’au')
  })

  it('withdraws within 14 days: ends now and refunds the paid invoice', async () => {
    const { member, subscription } = await subscribedMember({ status: 'active' })
    await post(event('customer.subscription.created', subscription))
    fakeStripe.invoices.push({
      id: 'in_paid',
      object: 'invoice',
      status: 'paid',
      amount_paid: 990,
      parent: { subscription_details: { subscription: subscription.id } },
      payments: { object: 'list', data: [{ payment: { payment_intent: 'pi_paid' } }] },
    })
    const result = await withdraw(payload, await reload(member), 'fr')
    expect(result).toMatchObject({ ok: true, subscription: { status: 'canceled' } })
    expect(result.ok && result.subscription.withdrawnAt).toBeTruthy()
    expect(fakeStripe.refunds.at(-1)).toMatchObject({ payment_intent: 'pi_paid' })
    expect((await reload(member)).subscriptionStatus).toBe('canceled')
  })

  it('refuses the withdrawal after 14 days', async () => {
    const { member, subscription } = await subscribedMember({ status: 'active' })
    fakeStripe.updateSubscription(subscription.id, {
      start_date: Math.floor(Date.now() / 1000) - 20 * 86400,
    })
    await post(event('customer.subscription.created', subscription))
    expect(await withdraw(payload, await reload(member), 'fr')).toEqual({
      ok: false,
      error: 'expired',
    })
  })

  it('opens the customer portal for the member’s customer', async () => {
    const { member } = await subscribedMember()
    const url = await customerPortalUrl(payload, member, 'es')
    expect(url).toMatch(/^https:\/\/billing\.stripe\.test\//)
    expect(fakeStripe.requests.at(-1)).toMatchObject({
      path: '/v1/billing_portal/sessions',
      body: { customer: member.stripeCustomerId, locale: 'es' },
    })
  })

  it('verifies with Stripe when flagged or forced, and not when checked recently', async () => {
    const { member, subscription } = await subscribedMember({ status: 'active' })
    // No webhook arrived: the verification finds the subscription.
    const first = await verifyMemberSubscription(payload, await reload(member))
    expect(first.verified).toBe(true)
    expect(first.member.subscriptionStatus).toBe('active')
    fakeStripe.updateSubscription(subscription.id, { status: 'past_due' })
    const recent = await verifyMemberSubscription(payload, await reload(member))
    expect(recent.verified).toBe(false)
    expect(recent.member.subscriptionStatus).toBe('active')
    // Flagged (checked a moment ago, but marked for a refresh): asked again, and the flag cleared.
    await payload.update({
      collection: 'members',
      id: member.id,
      data: { subscriptionNeedsRefresh: true },
      overrideAccess: true,
    })
    const flagged = await verifyMemberSubscription(payload, await reload(member))
    expect(flagged.verified).toBe(true)
    expect(flagged.member).toMatchObject({
      subscriptionStatus: 'past_due',
      subscriptionNeedsRefresh: false,
    })
    fakeStripe.updateSubscription(subscription.id, { status: 'canceled' })
    expect((await verifyMemberSubscription(payload, await reload(member))).verified).toBe(false)
    const forced = await verifyMemberSubscription(payload, await reload(member), { force: true })
    expect(forced.verified).toBe(true)
    expect(forced.member.subscriptionStatus).toBe('canceled')
  })
})

describe('plans at Stripe', () => {
  it('creates the product and price of a new paid plan, and a new price (old archived) when the amount changes', async () => {
    const plan = await payload.create({
      collection: 'plans',
      locale: 'fr',
      data: {
        code: 'saison',
        name: 'Saison',
        priceCents: 2500,
        currency: 'EUR',
        interval: 'month',
        active: false,
      },
      overrideAccess: true,
    })
    expect(plan.stripeProductId).toMatch(/^prod_/)
    expect(plan.stripePriceId).toMatch(/^price_/)
    expect(fakeStripe.prices.get(plan.stripePriceId!)).toMatchObject({ unit_amount: 2500 })
    const changed = await payload.update({
      collection: 'plans',
      id: plan.id,
      locale: 'fr',
      data: { priceCents: 2900 },
      overrideAccess: true,
    })
    expect(changed.stripePriceId).not.toBe(plan.stripePriceId)
    expect(fakeStripe.prices.get(changed.stripePriceId!)).toMatchObject({ unit_amount: 2900 })
    expect(fakeStripe.prices.get(plan.stripePriceId!)?.active).toBe(false)
    expect(changed.stripeProductId).toBe(plan.stripeProductId)
  })

  it('refuses to save a plan while Stripe is unreachable, and saves nothing', async () => {
    fakeStripe.isDown = true
    try {
      await expect(
        payload.create({
          collection: 'plans',
          locale: 'fr',
          data: {
            code: 'hiver',
            name: 'Hiver',
            priceCents: 1500,
            currency: 'EUR',
            interval: 'month',
          },
          overrideAccess: true,
        }),
      ).rejects.toThrow(/Stripe est injoignable/)
    } finally {
      fakeStripe.isDown = false
    }
    const { totalDocs } = await payload.count({
      collection: 'plans',
      where: { code: { equals: 'hiver' } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(0)
  })
})
