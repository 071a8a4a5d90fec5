import { APIError, type CollectionBeforeChangeHook, type Payload } from 'payload'

import type { Plan } from '@/payload-types'

import { BillingUnavailableError, getStripe, isStripeConnectionProblem } from './stripe'

/**
 * Plans mirrored at Stripe when keys are set (DESIGN.md §6): a product per paid plan, and a price per
 * amount and interval. A changed amount makes a new price and archives the old one, which Stripe keeps
 * charging to the subscribers who already have it.
 */
type PlanFields = Pick<Plan, 'code' | 'name' | 'priceCents' | 'interval'> & {
  stripePriceId?: string | null
  stripeProductId?: string | null
  currency?: string | null
}

export const SKIP_STRIPE_SYNC = 'skipStripeSync'

export async function syncPlanWithStripe(
  plan: PlanFields,
  previous: PlanFields | null,
): Promise<{ stripeProductId: string | null; stripePriceId: string | null }> {
  const stripe = getStripe()
  const unchanged = {
    stripeProductId: plan.stripeProductId ?? null,
    stripePriceId: plan.stripePriceId ?? null,
  }
  if (!stripe || plan.priceCents <= 0 || !plan.interval) return unchanged
  try {
    let productId = plan.stripeProductId ?? null
    if (!productId) {
      const product = await stripe.products.create(
        { name: plan.name, metadata: { planCode: plan.code } },
        { idempotencyKey: `product-${plan.code}-${plan.name}` },
      )
      productId = product.id
    } else if (previous && previous.name !== plan.name) {
      await stripe.products.update(productId, { name: plan.name })
    }
    let priceId = plan.stripePriceId ?? null
    const priceChanged =
      !priceId ||
      !previous ||
      previous.priceCents !== plan.priceCents ||
      previous.interval !== plan.interval
    if (priceChanged) {
      const price = await stripe.prices.create({
        product: productId,
        unit_amount: plan.priceCents,
        currency: (plan.currency ?? 'EUR').toLowerCase(),
        recurring: { interval: plan.interval },
        tax_behavior: 'inclusive',
        metadata: { planCode: plan.code },
      })
      if (priceId && priceId !== price.id) await stripe.prices.update(priceId, { active: false })
      priceId = price.id
    }
    return { stripeProductId: productId, stripePriceId: priceId }
  } catch (error) {
    if (isStripeConnectionProblem(error)) throw new BillingUnavailableError(error)
    throw error
  }
}

/** Plans' beforeChange: a paid plan saved in the admin is created or updated at Stripe first. */
export const syncPlanBeforeChange: CollectionBeforeChangeHook<Plan> = async ({
  data,
  originalDoc,
  context,
  req,
}) => {
  // Seeding never waits for Stripe: seeded plans get their price at their first checkout.
  if (context[SKIP_STRIPE_SYNC] || context.isSeeding || !getStripe()) return data
  // Stripe's product name is the French one; other languages only relabel it.
  if (req.locale && req.locale !== 'fr' && originalDoc?.stripePriceId) return data
  const merged = { ...originalDoc, ...data } as PlanFields
  try {
    const ids = await syncPlanWithStripe(merged, (originalDoc as PlanFields | undefined) ?? null)
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

/** A plan seeded before the keys were set gets its Stripe price at its first checkout. */
export async function ensurePlanPrice(payload: Payload, plan: Plan): Promise<string | null> {
  if (plan.stripePriceId) return plan.stripePriceId
  const french = await payload.findByID({
    collection: 'plans',
    id: plan.id,
    locale: 'fr',
    depth: 0,
    overrideAccess: true,
  })
  const ids = await syncPlanWithStripe(french, null)
  await payload.update({
    collection: 'plans',
    id: plan.id,
    data: ids,
    overrideAccess: true,
    context: { [SKIP_STRIPE_SYNC]: true },
  })
  return ids.stripePriceId
}
