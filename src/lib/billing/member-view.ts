import 'server-only'

import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { requireAccount } from '@/lib/auth/guard'
import { getPayloadClient } from '@/lib/payload/client'

import { listMemberSubscriptions } from './state'
import { grantsAccess, toProviderStatus, withinWithdrawalPeriod, WITHDRAWAL_DAYS } from './status'
import { currentSubscription } from './service'

/** What the member area shows and offers about a member's subscription. */
export async function memberSubscriptionView(
  payload: Payload,
  memberId: number | string,
  locale?: Locale,
) {
  const rows = await listMemberSubscriptions(payload, memberId, locale)
  const current = currentSubscription(rows)
  const isRunning = current ? grantsAccess(toProviderStatus(current.status)) : false
  const startedAt = current?.startedAt ?? current?.createdAt ?? null
  const withdrawalUntil = startedAt
    ? new Date(Date.parse(startedAt) + WITHDRAWAL_DAYS * 24 * 60 * 60 * 1000).toISOString()
    : null
  const planName = (row: (typeof rows)[number]) =>
    row.plan && typeof row.plan === 'object' ? row.plan.name : (row.planCode ?? 'Premium')
  return {
    rows,
    planName,
    current,
    isRunning,
    canCancel: Boolean(isRunning && current && !current.cancelAtPeriodEnd),
    canResume: Boolean(isRunning && current?.cancelAtPeriodEnd),
    canWithdraw: Boolean(isRunning && withinWithdrawalPeriod(startedAt)),
    withdrawalUntil,
    paymentFailed: Boolean(isRunning && current?.status === 'past_due'),
  }
}

/**
 * The signed-in account's subscription view for the member area's steps: members have one, staff
 * accounts (which never subscribe) get null. Sends a visitor to sign in first.
 */
export async function signedInSubscriptionView(locale?: Locale) {
  const account = await requireAccount()
  if (account.collection !== 'members') return null
  return memberSubscriptionView(await getPayloadClient(), account.id, locale)
}
