import 'server-only'

import type { Payload } from 'payload'

import type { Member } from '@/payload-types'

import { getBillingProvider } from './provider-choice'
import { applySnapshot } from './state'

/**
 * The success page reads the checkout session back from the provider and applies its subscription for
 * the member who owns it, so access does not wait for the webhook. Failures leave it to the webhook.
 */
export async function confirmCheckoutSession(
  payload: Payload,
  member: Member,
  sessionId: string,
): Promise<void> {
  try {
    const checkout = await (await getBillingProvider(payload)).readCheckout(sessionId)
    if (!checkout?.subscription) return
    const ownsIt =
      checkout.clientReferenceId === String(member.id) ||
      (member.stripeCustomerId && checkout.customerId === member.stripeCustomerId)
    if (ownsIt) await applySnapshot(payload, checkout.subscription)
  } catch (error) {
    payload.logger.warn({
      err: error,
      msg: 'Checkout session read-back failed; the webhook will apply it',
    })
  }
}
