import 'server-only'

import type { Payload } from 'payload'

import { getEnv } from '@/lib/config/env'

import type { SubscriptionSnapshot } from './status'

export type CheckoutRequest = {
  memberId: string
  email: string
  customerId: string
  planCode: string
  priceId: string | null
  trialDays: number | null
  locale: string
  successUrl: string
  cancelUrl: string
}

/**
 * What the site asks of a payment provider. Two implementations: Stripe (src/lib/billing/stripe-
 * provider.ts) and the demo checkout (demo-provider.ts); both answer with the same snapshots, which
 * the one state machine (state.ts) applies.
 */
export type BillingProvider = {
  kind: 'stripe' | 'demo'
  /** The member's customer id at the provider, created once and reused. */
  ensureCustomer(member: {
    id: string | number
    email: string
    displayName?: string | null
    stripeCustomerId?: string | null
    locale: string
  }): Promise<string>
  /** Where to send the member to pay (Stripe Checkout, or the local demo page). */
  createCheckout(request: CheckoutRequest): Promise<string>
  /** The provider's self-service page (invoices, card); null when there is none (demo). */
  portalUrl(customerId: string, returnUrl: string, locale: string): Promise<string | null>
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<SubscriptionSnapshot>
  /** Ends the subscription now (withdrawal, account deletion) and refunds what was paid for it. */
  cancelNow(subscriptionId: string, options: { refund: boolean }): Promise<SubscriptionSnapshot>
  retrieve(subscriptionId: string): Promise<SubscriptionSnapshot | null>
  listForCustomer(customerId: string): Promise<SubscriptionSnapshot[]>
}

export async function getBillingProvider(payload: Payload): Promise<BillingProvider> {
  if (getEnv().billing.mode === 'stripe') {
    const { stripeProvider } = await import('./stripe-provider')
    return stripeProvider(payload)
  }
  const { demoProvider } = await import('./demo-provider')
  return demoProvider(payload)
}
