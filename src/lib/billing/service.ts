/**
 * Kept whole: each member action takes the same steps (their subscription, the provider, the
 * state machine, the event, the e-mail).
 */
import 'server-only'

import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { absoluteUrl } from '@/i18n/routing'
import { getEnv } from '@/lib/platform/config/env'
import { queueEmail } from '@/lib/email'
import { claimOnce, consume } from '@/lib/platform/rate-limit'
import { formatDate } from '@/lib/platform/utils/dates'
import type { Member, Plan, Subscription } from '@/payload-types'

import { readDemoCheckout, newDemoSubscription } from './demo-provider'
import {
  memberLocale,
  nameOf,
  sendSubscribedEmail,
  WAIVER_CONSENT_KIND,
  WAIVER_TEXT_VERSION,
  type MemberLike,
} from './emails'
import { ensurePlanPrice } from './plan-sync'
import { getBillingProvider } from './provider-choice'
import {
  applySnapshot,
  listMemberSubscriptions,
  refreshMemberAccess,
  type ApplyOutcome,
} from './state'
import {
  DAY_MS,
  isRunning,
  shouldVerify,
  trialDaysFor,
  withinWithdrawalPeriod,
  type SubscriptionSnapshot,
} from './status'
import { BillingUnavailableError } from './provider'
import { recordEvent } from './webhook'
import { createToken, readToken } from './tokens'
import { findByIdOrNull } from '@/lib/platform/payload/failures'

/**
 * What members do with their subscription: subscribe, cancel, resume, withdraw, verify. Each step asks
 * the provider, then applies the provider's answer through the one state machine (state.ts).
 */

const PUBLIC_CANCEL_PURPOSE = 'public-cancel'
const PUBLIC_CANCEL_TTL_MS = DAY_MS

export async function findPaidPlan(
  payload: Payload,
  code: string,
  locale: Locale,
): Promise<Plan | null> {
  if (!/^[a-z0-9-]{2,40}$/.test(code)) return null
  const { docs } = await payload.find({
    collection: 'plans',
    where: {
      code: { equals: code },
      active: { equals: true },
      priceCents: { greater_than: 0 },
    },
    locale,
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const plan = docs[0]
  return plan && plan.interval ? plan : null
}

/** The subscription that currently gives access (if any), else the most recent one. */
export function currentSubscription(rows: Subscription[]): Subscription | null {
  return rows.find(isRunning) ?? rows[0] ?? null
}

export type CheckoutResult =
  | { kind: 'redirect'; url: string }
  | { kind: 'alreadySubscribed'; url: string }
  | { kind: 'error'; error: 'plan' | 'waiver' | 'unavailable' | 'rateLimited' }

export async function startCheckout(
  payload: Payload,
  input: { member: MemberLike; planCode: string; waiverAccepted: boolean; locale: Locale },
): Promise<CheckoutResult> {
  const { member, locale } = input
  // The price comes from our plan, never from the browser: only the code is read from the form.
  const plan = await findPaidPlan(payload, input.planCode, locale)
  if (!plan) return { kind: 'error', error: 'plan' }
  if (!input.waiverAccepted) return { kind: 'error', error: 'waiver' }
  if (!(await consume(`checkout:${member.id}`, { limit: 10, windowMs: 10 * 60_000 })).allowed)
    return { kind: 'error', error: 'rateLimited' }

  const rows = await listMemberSubscriptions(payload, member.id)
  const provider = await getBillingProvider(payload)
  const siteUrl = getEnv().siteUrl
  try {
    if (rows.some(isRunning)) {
      // A second checkout while subscribed goes to the management page instead.
      const manage = absoluteUrl(siteUrl, '/membre/abonnement', locale)
      const portal = member.stripeCustomerId
        ? await provider.portalUrl(member.stripeCustomerId, manage, locale)
        : null
      return { kind: 'alreadySubscribed', url: portal ?? manage }
    }
    const customerId = await provider.ensureCustomer({ ...member, locale })
    const priceId = provider.kind === 'stripe' ? await ensurePlanPrice(payload, plan) : null
    const url = await provider.createCheckout({
      memberId: String(member.id),
      email: member.email,
      customerId,
      planCode: plan.code,
      priceId,
      trialDays: trialDaysFor(rows.length),
      locale,
      successUrl: `${absoluteUrl(siteUrl, '/abonnement/succes', locale)}${locale === 'fr' ? '?' : '&'}session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: absoluteUrl(siteUrl, '/abonnement/annulation', locale),
    })
    // The waiver is recorded once the checkout exists (nothing is stored if the provider failed).
    await payload.update({
      collection: 'members',
      id: member.id,
      data: {
        consents: [
          ...(member.consents ?? []).map(({ kind, textVersion, acceptedAt }) => ({
            kind,
            textVersion,
            acceptedAt,
          })),
          {
            kind: WAIVER_CONSENT_KIND,
            textVersion: WAIVER_TEXT_VERSION,
            acceptedAt: new Date().toISOString(),
          },
        ],
      },
      overrideAccess: true,
    })
    return { kind: 'redirect', url }
  } catch (error) {
    if (error instanceof BillingUnavailableError) return { kind: 'error', error: 'unavailable' }
    throw error
  }
}

/** Demo mode's checkout page: completes the subscription through the same state machine. */
export async function completeDemoCheckout(
  payload: Payload,
  input: { token: string; member: MemberLike; locale: Locale },
): Promise<{ ok: true } | { ok: false; error: 'invalid' | 'used' | 'plan' }> {
  const checkout = readDemoCheckout(input.token)
  if (!checkout || checkout.memberId !== String(input.member.id))
    return { ok: false, error: 'invalid' }
  if (!(await claimOnce(`demo-checkout:${checkout.nonce}`, 60 * 60 * 1000)))
    return { ok: false, error: 'used' }
  const plan = await findPaidPlan(payload, checkout.planCode, input.locale)
  if (!plan) return { ok: false, error: 'plan' }
  const previous = await listMemberSubscriptions(payload, input.member.id)
  if (previous.some(isRunning)) return { ok: true }
  const snapshot = newDemoSubscription({
    ...checkout,
    // The trial is decided again now: an account's first subscription only.
    trialDays: trialDaysFor(previous.length),
    amountCents: plan.priceCents,
    interval: plan.interval ?? 'month',
  })
  // Recorded after the fact (a failure too): the demo has no provider event to claim.
  const event = {
    type: 'checkout.session.completed',
    source: 'demo',
    subscriptionId: snapshot.id,
    customerId: snapshot.customerId,
    memberId: input.member.id,
    memberEmail: input.member.email,
  } as const
  let result: ApplyOutcome
  try {
    result = await applySnapshot(payload, snapshot)
  } catch (error) {
    await recordEvent(payload, {
      ...event,
      outcome: 'failed',
      detail: error instanceof Error ? error.message : String(error),
    }).catch((recordError: unknown) =>
      payload.logger.error({ err: recordError, msg: 'Demo checkout failure not recorded' }),
    )
    throw error
  }
  await recordEvent(payload, {
    ...event,
    outcome: result.outcome,
    detail: `${snapshot.status} (démonstration, aucun paiement réel)`,
  })
  if (result.outcome === 'applied')
    await sendSubscribedEmail(payload, input.member, result.subscription, input.locale)
  return { ok: true }
}

export type ChangeResult =
  | { ok: true; subscription: Subscription }
  | { ok: false; error: 'none' | 'unavailable' | 'expired' }

async function ownSubscription(payload: Payload, member: MemberLike) {
  const rows = await listMemberSubscriptions(payload, member.id)
  const current = currentSubscription(rows)
  return current && isRunning(current) ? current : null
}

/**
 * A change the member makes to their running subscription (`current`, when the caller already loaded
 * it), applied through the state machine and recorded as a site event.
 */
async function change(
  payload: Payload,
  input: {
    member: MemberLike
    type: string
    action: (subscription: Subscription) => Promise<SubscriptionSnapshot>
    extra?: Partial<Subscription>
    current?: Subscription
  },
): Promise<ChangeResult> {
  const { member, type, action, extra = {} } = input
  const current = input.current ?? (await ownSubscription(payload, member))
  if (!current) return { ok: false, error: 'none' }
  let snapshot: SubscriptionSnapshot
  try {
    snapshot = await action(current)
  } catch (error) {
    if (error instanceof BillingUnavailableError) return { ok: false, error: 'unavailable' }
    throw error
  }
  const result = await applySnapshot(payload, snapshot, extra)
  if (result.outcome !== 'applied') return { ok: false, error: 'none' }
  await recordEvent(payload, {
    type,
    source: 'site',
    outcome: 'applied',
    subscriptionId: snapshot.id,
    customerId: snapshot.customerId,
    memberId: member.id,
    memberEmail: member.email,
    detail: snapshot.status,
  })
  return { ok: true, subscription: result.subscription }
}

/**
 * The e-mail acknowledging a change the member made, in their language, with a link back to their
 * subscription (none after a withdrawal: there is nothing left to manage).
 */
async function mailChange(
  payload: Payload,
  member: MemberLike,
  locale: Locale,
  template: 'canceled' | 'resumed' | 'withdrawn',
  params: (mailLocale: Locale) => Record<string, string>,
) {
  const mailLocale = memberLocale(member, locale)
  await queueEmail(payload, {
    to: member.email,
    template,
    locale: mailLocale,
    name: nameOf(member),
    link:
      template === 'withdrawn'
        ? ''
        : absoluteUrl(getEnv().siteUrl, '/membre/abonnement', mailLocale),
    params: params(mailLocale),
  })
}

/** "Résilier mon abonnement": cancelled at the end of the period already paid (or of the trial). */
export async function cancelAtPeriodEnd(
  payload: Payload,
  member: MemberLike,
  locale: Locale,
): Promise<ChangeResult> {
  const provider = await getBillingProvider(payload)
  const result = await change(payload, {
    member,
    type: 'site.cancel_at_period_end',
    action: (row) => provider.setCancelAtPeriodEnd(row.providerId, true),
  })
  if (result.ok) {
    const subscription = result.subscription
    await mailChange(payload, member, locale, 'canceled', (mailLocale) => ({
      end: formatDate(subscription.currentPeriodEnd, mailLocale),
      at: formatDate(Date.now(), mailLocale, { withTime: true }),
    }))
  }
  return result
}

/** "Reprendre": before the end of the period, the cancellation is withdrawn. */
export async function resumeSubscription(
  payload: Payload,
  member: MemberLike,
  locale: Locale,
): Promise<ChangeResult> {
  const provider = await getBillingProvider(payload)
  const result = await change(payload, {
    member,
    type: 'site.resume',
    action: (row) => provider.setCancelAtPeriodEnd(row.providerId, false),
  })
  if (result.ok) {
    const subscription = result.subscription
    await mailChange(payload, member, locale, 'resumed', (mailLocale) => ({
      end: formatDate(subscription.currentPeriodEnd, mailLocale),
    }))
  }
  return result
}

/** The EU withdrawal button: within 14 days of the start, ends now and refunds what was paid. */
export async function withdraw(
  payload: Payload,
  member: MemberLike,
  locale: Locale,
): Promise<ChangeResult> {
  const current = await ownSubscription(payload, member)
  if (!current) return { ok: false, error: 'none' }
  if (!withinWithdrawalPeriod(current.startedAt ?? current.createdAt))
    return { ok: false, error: 'expired' }
  const provider = await getBillingProvider(payload)
  const at = new Date()
  const result = await change(payload, {
    member,
    type: 'site.withdrawal',
    action: (row) => provider.cancelNow(row.providerId, { refund: true }),
    extra: { withdrawnAt: at.toISOString() },
    current,
  })
  if (result.ok) {
    await mailChange(payload, member, locale, 'withdrawn', (mailLocale) => ({
      at: formatDate(at.getTime(), mailLocale, { withTime: true }),
      paid: current.trialEnd && Date.parse(current.trialEnd) > at.getTime() ? 'no' : 'yes',
    }))
  }
  return result
}

/** Account deletion ends every running subscription at once (no renewal for a deleted account). */
export async function endSubscriptionsForDeletion(payload: Payload, member: MemberLike) {
  const provider = await getBillingProvider(payload)
  const rows = await listMemberSubscriptions(payload, member.id)
  for (const row of rows) {
    if (!isRunning(row)) continue
    const snapshot = await provider.cancelNow(row.providerId, { refund: false })
    await applySnapshot(payload, snapshot)
  }
}

export async function customerPortalUrl(
  payload: Payload,
  member: MemberLike,
  locale: Locale,
): Promise<string | null> {
  if (!member.stripeCustomerId) return null
  const provider = await getBillingProvider(payload)
  return provider.portalUrl(
    member.stripeCustomerId,
    absoluteUrl(getEnv().siteUrl, '/membre/abonnement', locale),
    locale,
  )
}

export type VerifyResult = { verified: boolean; member: Member }

/**
 * The background verification (docs/behaviour.md › Subscriptions and legal duties): asks the
 * provider again when the member is flagged, when forced, when never checked or when the last check
 * is more than an hour old.
 */
export async function verifyMemberSubscription(
  payload: Payload,
  member: Member,
  options: { force?: boolean } = {},
): Promise<VerifyResult> {
  if (!shouldVerify(member, options)) return { verified: false, member }
  const provider = await getBillingProvider(payload)
  if (member.stripeCustomerId) {
    const snapshots = await provider.listForCustomer(member.stripeCustomerId)
    for (const snapshot of snapshots) await applySnapshot(payload, snapshot)
  }
  return { verified: true, member: await refreshMemberAccess(payload, member.id) }
}

/** "Résilier votre contrat" without being signed in: a link sent to the address, if it subscribes. */
export async function requestPublicCancellation(
  payload: Payload,
  input: { email: string; locale: Locale; ip: string },
): Promise<{ ok: true } | { ok: false; error: 'rateLimited' }> {
  const email = input.email.trim().toLowerCase()
  const perAddress = await consume(`public-cancel:${input.ip}`, { limit: 5, windowMs: 15 * 60_000 })
  const perEmail = await consume(`public-cancel-mail:${email}`, { limit: 3, windowMs: 60 * 60_000 })
  if (!perAddress.allowed || !perEmail.allowed) return { ok: false, error: 'rateLimited' }
  const { docs } = await payload.find({
    collection: 'members',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const member = docs[0]
  // The same answer whether or not the address has an account: nobody learns who subscribes.
  if (!member || !(await ownSubscription(payload, member))) return { ok: true }
  const locale = memberLocale(member, input.locale)
  const token = createToken(
    PUBLIC_CANCEL_PURPOSE,
    { memberId: String(member.id) },
    PUBLIC_CANCEL_TTL_MS,
  )
  await queueEmail(payload, {
    to: member.email,
    template: 'cancelLink',
    locale,
    name: nameOf(member),
    link: absoluteUrl(
      getEnv().siteUrl,
      `/resilier/confirmer?token=${encodeURIComponent(token)}`,
      locale,
    ),
  })
  return { ok: true }
}

export async function memberFromCancellationToken(
  payload: Payload,
  token: string | null | undefined,
): Promise<Member | null> {
  const data = readToken<{ memberId: string }>(PUBLIC_CANCEL_PURPOSE, token)
  if (!data) return null
  return findByIdOrNull<Member>(payload, {
    collection: 'members',
    id: data.memberId,
    depth: 0,
    overrideAccess: true,
  })
}
