'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { getLocale } from 'next-intl/server'
import { z } from 'zod'

import { toLocale } from '@/i18n/locales'
import { localizedHref } from '@/i18n/routing'
import { formString } from '@/lib/auth/schemas'
import {
  cancelAtPeriodEnd,
  memberFromCancellationToken,
  requestPublicCancellation,
} from '@/lib/billing/service'
import { clientIpFrom } from '@/lib/platform/http/client-ip'
import { getPayloadClient } from '@/lib/platform/payload/client'

export type PublicCancelState =
  | { status: 'idle' }
  | { status: 'sent'; at: number }
  | { status: 'error'; error: 'email' | 'rateLimited'; at: number }

const emailSchema = z.email().max(255)

/** "Résilier votre contrat" without signing in, step 1: the link goes to the account's address. */
export async function requestCancellationAction(
  _previous: PublicCancelState,
  form: FormData,
): Promise<PublicCancelState> {
  const raw = (formString(form, 'email') ?? '').trim().toLowerCase()
  if (!emailSchema.safeParse(raw).success)
    return { status: 'error', error: 'email', at: Date.now() }
  const result = await requestPublicCancellation(await getPayloadClient(), {
    email: raw,
    locale: toLocale(await getLocale()),
    ip: clientIpFrom(await headers()),
  })
  return result.ok
    ? { status: 'sent', at: Date.now() }
    : { status: 'error', error: result.error, at: Date.now() }
}

/** Step 3: confirmed from the link; cancelled at the end of the period, acknowledged by e-mail. */
export async function confirmCancellationAction(form: FormData): Promise<void> {
  const locale = toLocale(await getLocale())
  const payload = await getPayloadClient()
  const member = await memberFromCancellationToken(payload, formString(form, 'token') ?? '')
  if (!member) redirect(localizedHref('/resilier?error=link', locale))
  const result = await cancelAtPeriodEnd(payload, member, locale)
  redirect(
    localizedHref(result.ok ? '/resilier/confirmee' : `/resilier?error=${result.error}`, locale),
  )
}
