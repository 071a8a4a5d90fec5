'use server'

import { redirect } from 'next/navigation'
import { getLocale } from 'next-intl/server'

import { toLocale } from '@/i18n/locales'
import { localizedHref } from '@/i18n/routing'
import { getSessionAccount } from '@/lib/auth/viewer'
import {
  cancelAtPeriodEnd,
  customerPortalUrl,
  resumeSubscription,
  withdraw,
  type ChangeResult,
} from '@/lib/billing/service'
import { BillingUnavailableError } from '@/lib/billing/stripe'
import { getPayloadClient } from '@/lib/payload/client'
import type { Member } from '@/payload-types'

async function signedInMember() {
  const locale = toLocale(await getLocale())
  const account = await getSessionAccount()
  if (!account || account.collection !== 'members')
    redirect(localizedHref('/auth?redirect=/membre/abonnement', locale))
  return { member: account as Member, locale, payload: await getPayloadClient() }
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
