/**
 * Subscriptions in demo mode (no Stripe key): the demo checkout drives the same state machine as
 * Stripe's webhooks; the trial is for a first subscription only; the public cancellation link works
 * without signing in; deleting an account ends its subscription; the dashboard's figures.
 */
import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { deleteAccount } from '@/lib/billing/account-deletion'
import { readDemoCheckout } from '@/lib/billing/demo-provider'
import { applySnapshot } from '@/lib/billing/state'
import {
  cancelAtPeriodEnd,
  completeDemoCheckout,
  memberFromCancellationToken,
  requestPublicCancellation,
  startCheckout,
  verifyMemberSubscription,
} from '@/lib/billing/service'
import { billingStats } from '@/lib/billing/stats'
import { DAY_MS, type SubscriptionSnapshot } from '@/lib/billing/status'
import { getEnv } from '@/lib/platform/config/env'
import { runSeeds } from '@/lib/seed'
import { plansSeed } from '@/lib/seed/plans'
import { quickFilters } from '@/components/admin/SubscribersTools'
import type { Member } from '@/payload-types'

import { createMember, createStaff, tokenFor } from '../factories/accounts'
import { waitForOutbox } from './support/outbox'
import { config, startPayload, stopPayload } from './support/payload'

let payload: Payload

beforeAll(async () => {
  // Everything below assumes demo mode: a Stripe key in the environment would send it to Stripe.
  if (getEnv().billing.mode !== 'demo')
    throw new Error('The demo billing tests need demo mode (no STRIPE_SECRET_KEY)')
  payload = await startPayload()
  await runSeeds(payload, [plansSeed])
})

afterAll(async () => {
  await stopPayload(payload)
})

const reload = (member: Member) =>
  payload.findByID({ collection: 'members', id: member.id, overrideAccess: true })

async function demoSubscribe(member: Member, planCode = 'monthly') {
  const started = await startCheckout(payload, {
    member,
    planCode,
    waiverAccepted: true,
    locale: 'fr',
  })
  if (started.kind !== 'redirect') throw new Error(`checkout: ${JSON.stringify(started)}`)
  const token = new URL(started.url).searchParams.get('session') ?? ''
  return { token, result: await completeDemoCheckout(payload, { token, member, locale: 'fr' }) }
}

describe('demo checkout', () => {
  it('starts a 7-day trial on the first subscription, once per checkout link, and confirms it by e-mail', async () => {
    const member = await createMember(payload)
    const { token, result } = await demoSubscribe(member)
    expect(result).toEqual({ ok: true })
    expect(readDemoCheckout(token)?.trialDays).toBe(7)
    const after = await reload(member)
    expect(after).toMatchObject({
      subscriptionStatus: 'trialing',
      subscriptionTier: 'Premium mensuel',
      stripeCustomerId: `demo_cus_${member.id}`,
    })
    expect(await completeDemoCheckout(payload, { token, member: after, locale: 'fr' })).toEqual({
      ok: false,
      error: 'used',
    })
    const [mail] = await waitForOutbox(payload, member.email, (mails) => mails.length >= 1)
    expect(mail!.subject).toBe('Bienvenue dans Sylva Cévennes Premium')
    expect(mail!.text).toContain('Votre essai gratuit dure jusqu’au')
    const events = await payload.find({
      collection: 'billing-events',
      where: { member: { equals: member.id } },
      overrideAccess: true,
    })
    expect(events.docs.map((event) => [event.type, event.source, event.outcome])).toEqual([
      ['checkout.session.completed', 'demo', 'applied'],
    ])
  })

  it('refuses a checkout link made for another member, or tampered with', async () => {
    const owner = await createMember(payload)
    const other = await createMember(payload)
    const started = await startCheckout(payload, {
      member: owner,
      planCode: 'yearly',
      waiverAccepted: true,
      locale: 'fr',
    })
    if (started.kind !== 'redirect') throw new Error('no checkout')
    const token = new URL(started.url).searchParams.get('session') ?? ''
    expect(
      await completeDemoCheckout(payload, { token, member: other, locale: 'fr' }),
    ).toMatchObject({ ok: false, error: 'invalid' })
    const [body, signature] = token.split('.')
    const cheaper = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(body!, 'base64url').toString()),
        planCode: 'free',
      }),
    ).toString('base64url')
    expect(
      await completeDemoCheckout(payload, {
        token: `${cheaper}.${signature}`,
        member: owner,
        locale: 'fr',
      }),
    ).toMatchObject({ ok: false, error: 'invalid' })
    expect((await reload(owner)).subscriptionStatus).toBe('free')
  })

  it('gives no trial on a later subscription, and the demo clock ends a cancelled one at its period end', async () => {
    const member = await createMember(payload)
    await demoSubscribe(member)
    const canceled = await cancelAtPeriodEnd(payload, await reload(member), 'fr')
    expect(canceled).toMatchObject({ ok: true, subscription: { cancelAtPeriodEnd: true } })
    expect((await reload(member)).subscriptionStatus).toBe('trialing')
    // The period ends (an admin moves the date back), then the verification sees it.
    const [row] = (
      await payload.find({
        collection: 'subscriptions',
        where: { member: { equals: member.id } },
        overrideAccess: true,
      })
    ).docs
    await payload.update({
      collection: 'subscriptions',
      id: row!.id,
      data: { currentPeriodEnd: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
    const verified = await verifyMemberSubscription(payload, await reload(member), { force: true })
    expect(verified.member.subscriptionStatus).toBe('canceled')

    const second = await demoSubscribe(await reload(member))
    expect(readDemoCheckout(second.token)?.trialDays).toBeNull()
    expect((await reload(member)).subscriptionStatus).toBe('active')
  })
})

describe('verification without a subscription', () => {
  it('leaves a status set by staff (offered Premium) as it is, and records the check', async () => {
    const member = await createMember(payload, { subscriptionStatus: 'premium' })
    const result = await verifyMemberSubscription(payload, member, { force: true })
    expect(result.member.subscriptionStatus).toBe('premium')
    expect(result.member.subscriptionCheckedAt).toBeTruthy()
  })
})

describe('public cancellation', () => {
  it('e-mails a link only to a subscribed address; the link names the member, whose subscription is then cancelled at period end', async () => {
    const member = await createMember(payload)
    await demoSubscribe(member)
    await waitForOutbox(payload, member.email, (mails) => mails.length >= 1)
    const stranger = `nobody-${Date.now()}@example.org`
    expect(
      await requestPublicCancellation(payload, { email: stranger, locale: 'fr', ip: '10.9.9.1' }),
    ).toEqual({ ok: true })
    expect(
      await requestPublicCancellation(payload, {
        email: member.email.toUpperCase(),
        locale: 'fr',
        ip: '10.9.9.1',
      }),
    ).toEqual({ ok: true })
    const mails = await waitForOutbox(payload, member.email, (mails) => mails.length >= 2)
    const link = /https?:\/\/\S+\/resilier\/confirmer\?token=(\S+)/.exec(mails[1]!.text ?? '')
    expect(link).not.toBeNull()
    const token = decodeURIComponent(link![1]!)
    const fromLink = await memberFromCancellationToken(payload, token)
    expect(fromLink?.id).toBe(member.id)
    expect(await cancelAtPeriodEnd(payload, fromLink!, 'fr')).toMatchObject({
      ok: true,
      subscription: { cancelAtPeriodEnd: true },
    })
    expect(await memberFromCancellationToken(payload, `${token}x`)).toBeNull()
    const { totalDocs } = await payload.count({
      collection: 'email-outbox',
      where: { to: { equals: stranger } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(0)
  })
})

describe('account deletion and the dashboard', () => {
  it('ends the subscription when the account is deleted', async () => {
    const member = await createMember(payload)
    await demoSubscribe(member)
    const [row] = (
      await payload.find({
        collection: 'subscriptions',
        where: { member: { equals: member.id } },
        overrideAccess: true,
      })
    ).docs
    expect(
      await deleteAccount({ payload, ip: '10.1.1.1' }, await reload(member), member.email),
    ).toMatchObject({ ok: true })
    const after = await payload.findByID({
      collection: 'subscriptions',
      id: row!.id,
      overrideAccess: true,
    })
    expect(after.status).toBe('canceled')
    expect(after.memberEmail).toBeFalsy()
  })

  it('exports the subscribers as CSV for admins only, with the list’s filters', async () => {
    const member = await createMember(payload)
    await demoSubscribe(member, 'yearly')
    const admin = await createStaff(payload, 'admin')
    const csv = async (token: string, query: string) => {
      const request = new Request(`http://localhost:3000/api/subscriptions/export.csv?${query}`, {
        headers: { Authorization: `JWT ${token}` },
      })
      const response = await handleEndpoints({
        config,
        request,
        path: '/api/subscriptions/export.csv',
      })
      return { status: response.status, text: await response.text() }
    }
    const all = await csv(await tokenFor(payload, admin), 'where[planCode][equals]=yearly')
    expect(all.status).toBe(200)
    const lines = all.text.trim().split('\r\n')
    expect(lines[0]).toContain('"E-mail","Offre","Statut"')
    expect(lines.some((line) => line.startsWith(`"${member.email}","yearly","trialing"`))).toBe(
      true,
    )
    expect(lines.slice(1).every((line) => line.includes('"yearly"'))).toBe(true)
    const searched = await csv(
      await tokenFor(payload, admin),
      `search=${encodeURIComponent(member.email)}`,
    )
    expect(searched.text.trim().split('\r\n')).toHaveLength(2)
    const annual = quickFilters.find(([label]) => label === 'Annuels')?.[1] ?? ''
    const yearly = (await csv(await tokenFor(payload, admin), annual)).text.trim().split('\r\n')
    expect(yearly.some((line) => line.startsWith(`"${member.email}","yearly"`))).toBe(true)
    expect(yearly.slice(1).every((line) => line.includes('"year"'))).toBe(true)
    expect((await csv(await tokenFor(payload, member), '')).status).toBe(403)
  })

  it('counts members, premium members, trials, recurring revenue and recent cancellations', async () => {
    const now = Date.now()
    /** A member whose one subscription is `overrides`, applied through the state machine. */
    async function memberWith(overrides: Partial<SubscriptionSnapshot>) {
      const member = await createMember(payload)
      const applied = await applySnapshot(payload, {
        provider: 'demo',
        id: `demo_sub_stats_${member.id}`,
        customerId: `demo_cus_${member.id}`,
        status: 'active',
        priceId: null,
        planCode: null,
        amountCents: 990,
        interval: 'month',
        cancelAtPeriodEnd: false,
        currentPeriodStart: now,
        currentPeriodEnd: now + 30 * DAY_MS,
        trialEnd: null,
        startedAt: now,
        canceledAt: null,
        endedAt: null,
        memberId: String(member.id),
        ...overrides,
      })
      expect(applied.outcome).toBe('applied')
    }
    const before = await billingStats(payload)
    // A trial (premium, no revenue yet).
    await memberWith({ status: 'trialing', trialEnd: now + 7 * DAY_MS })
    // A paying yearly subscription: 120 € a year is 10 € a month.
    await memberWith({
      amountCents: 12_000,
      interval: 'year',
      currentPeriodEnd: now + 365 * DAY_MS,
    })
    // Cancelled two days ago (counted), and forty days ago (not counted).
    for (const daysAgo of [2, 40]) {
      const at = now - daysAgo * DAY_MS
      await memberWith({ status: 'canceled', startedAt: at - DAY_MS, canceledAt: at, endedAt: at })
    }
    const after = await billingStats(payload)
    expect({
      members: after.members - before.members,
      premiumMembers: after.premiumMembers - before.premiumMembers,
      trials: after.trials - before.trials,
      mrrCents: after.mrrCents - before.mrrCents,
      cancellations30d: after.cancellations30d - before.cancellations30d,
    }).toEqual({ members: 4, premiumMembers: 2, trials: 1, mrrCents: 1000, cancellations30d: 1 })
  })
})
