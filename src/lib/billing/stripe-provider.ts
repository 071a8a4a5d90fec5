import type { Payload } from 'payload'
import Stripe from 'stripe'

import { toLocale } from '@/i18n/locales'

import { BillingUnavailableError, type BillingProvider } from './provider'
import { toProviderStatus, type SubscriptionSnapshot } from './status'
import { getStripe, isStripeConnectionProblem } from './stripe'

/**
 * The Stripe implementation of the billing provider: the only module that calls Stripe's API (with
 * stripe.ts, which builds the client).
 */

/**
 * A webhook delivery, checked with the SDK against the endpoint's secret on the raw body; null when the
 * signature is missing, wrong or too old.
 */
export function verifyWebhook(raw: Buffer, signature: string, secret: string): Stripe.Event | null {
  try {
    return Stripe.webhooks.constructEvent(raw, signature, secret)
  } catch {
    return null
  }
}

const ms = (seconds: number | null | undefined) => (seconds ? seconds * 1000 : null)

/** The id of a Stripe reference, whether Stripe sent the id or the expanded object. */
export const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null)

/** Stripe's subscription object, as the state machine reads it. */
export function snapshotFromStripe(subscription: Stripe.Subscription): SubscriptionSnapshot {
  const item = subscription.items?.data?.[0]
  const price = item?.price
  const interval: string | undefined = price?.recurring?.interval
  return {
    provider: 'stripe',
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    status: toProviderStatus(subscription.status),
    priceId: price?.id ?? null,
    planCode: subscription.metadata?.planCode || null,
    amountCents: price?.unit_amount ?? null,
    interval: interval === 'month' || interval === 'year' ? interval : null,
    cancelAtPeriodEnd: Boolean(subscription.cancel_at_period_end || subscription.cancel_at),
    currentPeriodStart: ms(item?.current_period_start),
    currentPeriodEnd: ms(item?.current_period_end),
    trialEnd: ms(subscription.trial_end),
    startedAt: ms(subscription.start_date),
    canceledAt: ms(subscription.canceled_at),
    endedAt: ms(subscription.ended_at),
    memberId: subscription.metadata?.memberId || null,
  }
}

async function call<T>(action: () => Promise<T>): Promise<T> {
  try {
    return await action()
  } catch (error) {
    if (isStripeConnectionProblem(error)) throw new BillingUnavailableError(error)
    throw error
  }
}

export function stripeProvider(payload: Payload): BillingProvider {
  const stripe = getStripe()
  if (!stripe) throw new Error('Stripe is not configured')
  return {
    kind: 'stripe',

    async ensureCustomer(member) {
      if (member.stripeCustomerId?.startsWith('cus_')) return member.stripeCustomerId
      const customer = await call(() =>
        stripe.customers.create(
          {
            email: member.email,
            name: member.displayName || undefined,
            preferred_locales: [member.locale],
            metadata: { memberId: String(member.id) },
          },
          // Two tabs starting a checkout at once still make one customer.
          { idempotencyKey: `customer-for-member-${member.id}` },
        ),
      )
      await payload.update({
        collection: 'members',
        id: member.id,
        data: { stripeCustomerId: customer.id },
        overrideAccess: true,
      })
      return customer.id
    },

    async createCheckout(request) {
      const price = request.priceId
      if (!price) throw new Error(`Plan ${request.planCode} has no Stripe price`)
      const metadata = { memberId: request.memberId, planCode: request.planCode }
      const session = await call(() =>
        stripe.checkout.sessions.create({
          mode: 'subscription',
          customer: request.customerId,
          client_reference_id: request.memberId,
          line_items: [{ price, quantity: 1 }],
          // Stripe Checkout speaks each of our languages.
          locale: toLocale(request.locale),
          metadata,
          subscription_data: {
            metadata,
            ...(request.trialDays ? { trial_period_days: request.trialDays } : {}),
          },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        }),
      )
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL')
      return session.url
    },

    async portalUrl(customerId, returnUrl, locale) {
      const session = await call(() =>
        stripe.billingPortal.sessions.create({
          customer: customerId,
          return_url: returnUrl,
          locale: toLocale(locale),
        }),
      )
      return session.url
    },

    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      const subscription = await call(() =>
        stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel }),
      )
      return snapshotFromStripe(subscription)
    },

    async cancelNow(subscriptionId, { refund }) {
      if (refund) {
        const invoices = await call(() =>
          stripe.invoices.list({
            subscription: subscriptionId,
            status: 'paid',
            limit: 1,
            expand: ['data.payments'],
          }),
        )
        const invoice = invoices.data[0]
        const paymentIntent = idOf(invoice?.payments?.data?.[0]?.payment?.payment_intent)
        if (invoice && invoice.amount_paid > 0 && paymentIntent) {
          await call(() =>
            stripe.refunds.create(
              { payment_intent: paymentIntent, reason: 'requested_by_customer' },
              { idempotencyKey: `withdrawal-refund-${subscriptionId}` },
            ),
          )
        }
      }
      const subscription = await call(() =>
        stripe.subscriptions.cancel(subscriptionId, { prorate: false, invoice_now: false }),
      )
      return snapshotFromStripe(subscription)
    },

    async retrieve(subscriptionId) {
      try {
        return snapshotFromStripe(await stripe.subscriptions.retrieve(subscriptionId))
      } catch (error) {
        if ((error as { code?: string }).code === 'resource_missing') return null
        if (isStripeConnectionProblem(error)) throw new BillingUnavailableError(error)
        throw error
      }
    },

    async listForCustomer(customerId) {
      if (!customerId.startsWith('cus_')) return []
      const list = await call(() =>
        stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 20 }),
      )
      return list.data.map(snapshotFromStripe)
    },

    async syncPlan(plan, previous) {
      const unchanged = {
        stripeProductId: plan.stripeProductId ?? null,
        stripePriceId: plan.stripePriceId ?? null,
      }
      if (plan.priceCents <= 0 || !plan.interval) return unchanged
      const interval = plan.interval
      let productId = plan.stripeProductId ?? null
      if (!productId) {
        const product = await call(() =>
          stripe.products.create(
            { name: plan.name, metadata: { planCode: plan.code } },
            { idempotencyKey: `product-${plan.code}-${plan.name}` },
          ),
        )
        productId = product.id
      } else if (previous && previous.name !== plan.name) {
        const id = productId
        await call(() => stripe.products.update(id, { name: plan.name }))
      }
      let priceId = plan.stripePriceId ?? null
      const priceChanged =
        !priceId ||
        !previous ||
        previous.priceCents !== plan.priceCents ||
        previous.interval !== plan.interval
      if (priceChanged) {
        const product = productId
        const price = await call(() =>
          stripe.prices.create({
            product,
            unit_amount: plan.priceCents,
            currency: (plan.currency ?? 'EUR').toLowerCase(),
            recurring: { interval },
            tax_behavior: 'inclusive',
            metadata: { planCode: plan.code },
          }),
        )
        const old = priceId
        if (old && old !== price.id) await call(() => stripe.prices.update(old, { active: false }))
        priceId = price.id
      }
      return { stripeProductId: productId, stripePriceId: priceId }
    },

    async readCheckout(sessionId) {
      if (!/^cs_[A-Za-z0-9_]{1,200}$/.test(sessionId)) return null
      const session = await call(() =>
        stripe.checkout.sessions.retrieve(sessionId, { expand: ['subscription'] }),
      )
      const subscription =
        session.subscription && typeof session.subscription === 'object'
          ? snapshotFromStripe(session.subscription)
          : null
      return {
        clientReferenceId: session.client_reference_id ?? null,
        customerId: idOf(session.customer),
        subscription,
      }
    },
  }
}
