import Stripe from 'stripe'

import { getEnv } from '@/lib/platform/config/env'

/**
 * Stripe's SDK client (null in demo mode), for src/lib/billing/stripe-provider.ts only: the rest of the
 * site talks to the billing provider boundary (provider.ts).
 */
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

export function isStripeConnectionProblem(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    (error instanceof Stripe.errors.StripeError && (error.statusCode ?? 0) >= 500)
  )
}
