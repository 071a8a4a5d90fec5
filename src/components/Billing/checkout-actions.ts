'use server'

import { redirect } from 'next/navigation'
import { getLocale } from 'next-intl/server'

import { toLocale } from '@/i18n/locales'
import { localizedHref } from '@/i18n/routing'
import { requireMember } from '@/lib/auth/guard'
import { formString } from '@/lib/auth/schemas'
import { completeDemoCheckout, startCheckout } from '@/lib/billing/service'
import { getEnv } from '@/lib/platform/config/env'
import { getPayloadClient } from '@/lib/platform/payload/client'

export type CheckoutFormState =
  | { status: 'idle' }
  | { status: 'error'; error: 'waiver' | 'plan' | 'unavailable' | 'rateLimited'; at: number }

const text = (form: FormData, name: string) => (formString(form, name) ?? '').slice(0, 100)

/** "Continuer": signed-out visitors sign up first and come back; members go to the checkout. */
export async function checkoutAction(
  _previous: CheckoutFormState,
  form: FormData,
): Promise<CheckoutFormState> {
  const locale = toLocale(await getLocale())
  const planCode = text(form, 'plan')
  const member = await requireMember({
    back: `/abonnement?plan=${encodeURIComponent(planCode)}`,
    tab: 'signup',
  })
  const result = await startCheckout(await getPayloadClient(), {
    member,
    planCode,
    waiverAccepted: formString(form, 'waiver') === 'on',
    locale,
  })
  if (result.kind === 'error') return { status: 'error', error: result.error, at: Date.now() }
  redirect(result.url)
}

/** Demo mode's "Valider": the subscription starts through the same state machine as Stripe's. */
export async function completeDemoCheckoutAction(form: FormData): Promise<void> {
  const locale = toLocale(await getLocale())
  if (getEnv().billing.mode !== 'demo') redirect(localizedHref('/abonnement', locale))
  const member = await requireMember()
  const result = await completeDemoCheckout(await getPayloadClient(), {
    token: (formString(form, 'session') ?? '').slice(0, 2000),
    member,
    locale,
  })
  if (!result.ok) redirect(localizedHref(`/abonnement?error=${result.error}`, locale))
  redirect(localizedHref('/abonnement/succes', locale))
}
