import 'server-only'

import type { Payload } from 'payload'

import { toLocale, type Locale } from '@/i18n/locales'
import { absoluteUrl } from '@/i18n/routing'
import { emailLocalPart } from '@/lib/auth'
import { getEnv } from '@/lib/platform/config/env'
import { queueEmail } from '@/lib/email'
import type { Member, Plan, Subscription } from '@/payload-types'

import { formatDate } from '@/lib/platform/utils/dates'

import { formatPrice } from './pricing'
import { findByIdOrNull } from '@/lib/platform/payload/failures'

/** The subscription e-mails' shared parts, and the confirmation sent when a subscription starts. */

/** The waiver of the 14-day withdrawal right (L221-28 13°): the text's version stored with consent. */
export const WAIVER_TEXT_VERSION = 'renonciation-retractation-2026-11'
export const WAIVER_CONSENT_KIND = 'withdrawal-waiver'

export type MemberLike = Pick<
  Member,
  'id' | 'email' | 'displayName' | 'stripeCustomerId' | 'preferences' | 'consents'
>

export const memberLocale = (member: MemberLike, fallback: Locale): Locale =>
  member.preferences?.language ? toLocale(member.preferences.language) : fallback

export const nameOf = (member: MemberLike) => member.displayName || emailLocalPart(member.email)

function latestWaiver(member: MemberLike) {
  return [...(member.consents ?? [])].reverse().find((c) => c.kind === WAIVER_CONSENT_KIND) ?? null
}

/** The confirmation on a durable medium: plan, price, trial, the waiver given, how to cancel. */
export async function sendSubscribedEmail(
  payload: Payload,
  member: MemberLike,
  row: Subscription,
  fallbackLocale: Locale,
): Promise<void> {
  const locale = memberLocale(member, fallbackLocale)
  const plan = row.plan
    ? await findByIdOrNull<Plan>(payload, {
        collection: 'plans',
        id: row.plan as number,
        locale,
        depth: 0,
        overrideAccess: true,
      })
    : null
  const waiver = latestWaiver(member)
  await queueEmail(payload, {
    to: member.email,
    template: 'subscribed',
    locale,
    name: nameOf(member),
    link: absoluteUrl(getEnv().siteUrl, '/membre/abonnement', locale),
    params: {
      plan: plan?.name ?? row.planCode ?? 'Premium',
      price: row.latestAmountCents ? formatPrice(row.latestAmountCents, 'EUR', locale) : '',
      interval: row.interval === 'year' ? 'year' : 'month',
      trialEnd: row.trialEnd ? formatDate(row.trialEnd, locale) : '',
      hasTrial: row.trialEnd ? 'yes' : 'no',
      waiverAt: waiver ? formatDate(waiver.acceptedAt, locale, { withTime: true }) : '',
      waiverVersion: waiver?.textVersion ?? WAIVER_TEXT_VERSION,
    },
  })
}
