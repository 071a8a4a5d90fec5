import 'server-only'

import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { requireAccount } from '@/lib/auth/server'
import { getPayloadClient } from '@/lib/platform/payload/client'

import { listMemberSubscriptions } from './state'
import { currentSubscription } from './service'
import { isRunning, withdrawalDeadline, withinWithdrawalPeriod } from './status'

/** What the member area shows and offers about a member's subscription. */
export async function memberSubscriptionView(
  payload: Payload,
  memberId: number | string,
  locale?: Locale,
) {
  const rows = await listMemberSubscriptions(payload, memberId, locale)
  const current = currentSubscription(rows)
  const running = current ? isRunning(current) : false
  const startedAt = current?.startedAt ?? current?.createdAt ?? null
  const planName = (row: (typeof rows)[number]) =>
    row.plan && typeof row.plan === 'object' ? row.plan.name : (row.planCode ?? 'Premium')
  return {
    rows,
    planName,
    current,
    isRunning: running,
    canCancel: Boolean(running && current && !current.cancelAtPeriodEnd),
    canResume: Boolean(running && current?.cancelAtPeriodEnd),
    canWithdraw: Boolean(running && withinWithdrawalPeriod(startedAt)),
    withdrawalUntil: withdrawalDeadline(startedAt)?.toISOString() ?? null,
    paymentFailed: Boolean(running && current?.status === 'past_due'),
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
