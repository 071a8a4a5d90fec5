import Stripe from 'stripe'

import { getEnv } from '@/lib/config/env'

/** The one place that builds Stripe's SDK client (null in demo mode). */
let client: Stripe | null | undefined

export function getStripe(): Stripe | null {
  if (client !== undefined) return client
  const { billing } = getEnv()
  if (billing.mode !== 'stripe') return (client = null)
  const api = billing.apiUrl ? new URL(billing.apiUrl) : null
  client = new Stripe(billing.secretKey, {
    maxNetworkRetries: 1,
    timeout: 10_000,
    telemetry: false,
    appInfo: { name: 'Sylva Cévennes' },
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === 'https:' ? 443 : 80),
          protocol: api.protocol.replace(':', '') as 'http' | 'https',
        }
      : {}),
  })
  return client
}

/** Stripe could not be reached or refused the call: shown to people as "try again", never as a crash. */
export class BillingUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The payment provider could not be reached', { cause })
    this.name = 'BillingUnavailableError'
  }
}

export function isStripeConnectionProblem(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    (error instanceof Stripe.errors.StripeError && (error.statusCode ?? 0) >= 500)
  )
}
