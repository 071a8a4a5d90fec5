/**
 * Which payment provider serves this run (the environment's billing mode): Stripe or the demo
 * checkout. Kept apart from the boundary (./provider.ts), which both implementations import.
 */
import type { Payload } from 'payload'

import { getEnv } from '@/lib/platform/config/env'

import type { BillingProvider } from './provider'

export async function getBillingProvider(payload: Payload): Promise<BillingProvider> {
  if (getEnv().billing.mode === 'stripe') {
    const { stripeProvider } = await import('./stripe-provider')
    return stripeProvider(payload)
  }
  const { demoProvider } = await import('./demo-provider')
  return demoProvider(payload)
}
