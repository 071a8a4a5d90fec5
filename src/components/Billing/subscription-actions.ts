'use server'

import { redirect } from 'next/navigation'
import { getLocale } from 'next-intl/server'

import { toLocale } from '@/i18n/locales'
import { localizedHref } from '@/i18n/routing'
import { requireMember } from '@/lib/auth/guard'
import {
  cancelAtPeriodEnd,
  customerPortalUrl,
  resumeSubscription,
  withdraw,
  type ChangeResult,
} from '@/lib/billing/service'
import { BillingUnavailableError } from '@/lib/billing/provider'
import { getPayloadClient } from '@/lib/platform/payload/client'

async function signedInMember() {
  const member = await requireMember({ back: '/membre/abonnement' })
  return { member, locale: toLocale(await getLocale()), payload: await getPayloadClient() }
}

function after(result: ChangeResult, locale: ReturnType<typeof toLocale>, type: string): never {
  if (result.ok) redirect(localizedHref(`/membre/abonnement/confirmation?type=${type}`, locale))
  redirect(localizedHref(`/membre/abonnement?error=${result.error}`, locale))
}

export async function cancelSubscriptionAction(): Promise<void> {
  const { member, locale, payload } = await signedInMember()
  after(await cancelAtPeriodEnd(payload, member, locale), locale, 'cancel')
}

export async function resumeSubscriptionAction(): Promise<void> {
  const { member, locale, payload } = await signedInMember()
  after(await resumeSubscription(payload, member, locale), locale, 'resume')
}

export async function withdrawAction(): Promise<void> {
  const { member, locale, payload } = await signedInMember()
  after(await withdraw(payload, member, locale), locale, 'withdrawal')
}

/** Stripe's customer portal (invoices, card) for this member. */
export async function openPortalAction(): Promise<void> {
  const { member, locale, payload } = await signedInMember()
  let url: string | null = null
  try {
    url = await customerPortalUrl(payload, member, locale)
  } catch (error) {
    if (!(error instanceof BillingUnavailableError)) throw error
    redirect(localizedHref('/membre/abonnement?error=unavailable', locale))
  }
  redirect(url ?? localizedHref('/membre/abonnement?error=noPortal', locale))
}
