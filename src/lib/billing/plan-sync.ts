import { APIError, type CollectionBeforeChangeHook, type Payload } from 'payload'

import { getEnv } from '@/lib/platform/config/env'
import type { Plan } from '@/payload-types'

import { BillingUnavailableError, type PlanAtProvider } from './provider'
import { getBillingProvider } from './provider-choice'

/**
 * Plans kept in step with the payment provider when one is configured: a product per paid plan, and a
 * price per amount and interval (docs/behaviour.md › Subscriptions and legal duties). A changed amount
 * makes a new price and archives the old one, which the provider keeps charging to the subscribers who
 * already have it.
 */
export const SKIP_STRIPE_SYNC = 'skipStripeSync'

/** Plans' beforeChange: a paid plan saved in the admin is created or updated at the provider first. */
export const syncPlanBeforeChange: CollectionBeforeChangeHook<Plan> = async ({
  data,
  originalDoc,
  context,
  req,
}) => {
  // Seeding never waits for the provider: seeded plans get their price at their first checkout.
  if (context[SKIP_STRIPE_SYNC] || context.isSeeding || getEnv().billing.mode !== 'stripe')
    return data
  // The provider's product name is the French one; other languages only relabel it.
  if (req.locale && req.locale !== 'fr' && originalDoc?.stripePriceId) return data
  const merged = { ...originalDoc, ...data } as PlanAtProvider
  try {
    const provider = await getBillingProvider(req.payload)
    const ids = await provider.syncPlan(merged, (originalDoc as PlanAtProvider | undefined) ?? null)
    return { ...data, ...ids }
  } catch (error) {
    if (error instanceof BillingUnavailableError)
      throw new APIError(
        'Stripe est injoignable : l’offre n’a pas été enregistrée. Réessayez dans un instant.',
        503,
        undefined,
        true,
      )
    throw error
  }
}

/** A plan seeded before the keys were set gets its provider price at its first checkout. */
export async function ensurePlanPrice(payload: Payload, plan: Plan): Promise<string | null> {
  if (plan.stripePriceId) return plan.stripePriceId
  const french = await payload.findByID({
    collection: 'plans',
    id: plan.id,
    locale: 'fr',
    depth: 0,
    overrideAccess: true,
  })
  const ids = await (await getBillingProvider(payload)).syncPlan(french as PlanAtProvider, null)
  await payload.update({
    collection: 'plans',
    id: plan.id,
    data: ids,
    overrideAccess: true,
    context: { [SKIP_STRIPE_SYNC]: true },
  })
  return ids.stripePriceId
}
