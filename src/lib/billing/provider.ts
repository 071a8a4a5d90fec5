import type { SubscriptionSnapshot } from './status'

/** The provider could not be reached or refused the call: shown as "try again", never as a crash. */
export class BillingUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The payment provider could not be reached', { cause })
    this.name = 'BillingUnavailableError'
  }
}

/** What the provider needs to know of a plan to sell it (its product and price there). */
export type PlanAtProvider = {
  code: string
  name: string
  priceCents: number
  interval?: 'month' | 'year' | null
  currency?: string | null
  stripePriceId?: string | null
  stripeProductId?: string | null
}

/** A finished checkout, read back from the provider for the member who returns from it. */
export type CheckoutReadBack = {
  clientReferenceId: string | null
  customerId: string | null
  subscription: SubscriptionSnapshot | null
}

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
 * provider.ts, the only module that calls Stripe's API) and the demo checkout (demo-provider.ts); both
 * answer with the same snapshots, which the one state machine (state.ts) applies.
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
  /**
   * Creates or updates the plan's product and price at the provider (a new amount makes a new price,
   * the old one archived); the ids to store. Unchanged where the provider keeps no catalogue (demo).
   */
  syncPlan(
    plan: PlanAtProvider,
    previous: PlanAtProvider | null,
  ): Promise<{ stripeProductId: string | null; stripePriceId: string | null }>
  /** The checkout session a member comes back from, or null (unknown, or no such thing: demo). */
  readCheckout(sessionId: string): Promise<CheckoutReadBack | null>
}
