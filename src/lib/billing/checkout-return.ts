import 'server-only'

import type { Payload } from 'payload'

import type { Member } from '@/payload-types'

import { applySnapshot } from './state'
import { getStripe } from './stripe'
import { idOf, snapshotFromStripe } from './stripe-provider'

/**
 * The success page reads the checkout session back from Stripe and applies its subscription for the
 * member who owns it, so access does not wait for the webhook. Failures leave it to the webhook.
 */
export async function confirmCheckoutSession(
  payload: Payload,
  member: Member,
  sessionId: string,
): Promise<void> {
  const stripe = getStripe()
  if (!stripe || !/^cs_[A-Za-z0-9_]{1,200}$/.test(sessionId)) return
  try {
    const session = await stripe.checkout.sessions.retrieve(sessionId, {
      expand: ['subscription'],
    })
    const customer = idOf(session.customer)
    const ownsIt =
      session.client_reference_id === String(member.id) ||
      (member.stripeCustomerId && customer === member.stripeCustomerId)
    if (!ownsIt || !session.subscription || typeof session.subscription === 'string') return
    await applySnapshot(payload, snapshotFromStripe(session.subscription))
  } catch (error) {
    payload.logger.warn({
      err: error,
      msg: 'Checkout session read-back failed; the webhook will apply it',
    })
  }
}
