import type { Endpoint, Payload } from 'payload'

import { toLocale } from '@/i18n/locales'
import { readPlanNames, tierNamesIn } from '@/lib/billing/plan-names'
import { localizedTier } from '@/lib/billing/tier-name'
import type { Member, User } from '@/payload-types'

/** Fields that are secrets or internal bookkeeping, not data about the person. */
const internal = new Set([
  'hash',
  'salt',
  'resetPasswordToken',
  'resetPasswordExpiration',
  '_verificationToken',
  'sessions',
  'loginAttempts',
  'lockUntil',
  'collection',
  '_strategy',
  '_sid',
  // Join fields list only ids; the rows themselves are given below (`subscriptions`, `billingEvents`).
  'subscriptions',
  'billingEvents',
])

function withoutInternal<T extends object>(doc: T): Partial<T> {
  return Object.fromEntries(Object.entries(doc).filter(([key]) => !internal.has(key))) as Partial<T>
}

/** The member's plan as they read it elsewhere: its name in their language (lib/billing/plan-names). */
async function tierNameOf(payload: Payload, member: Member): Promise<string | null> {
  const tier = member.subscriptionTier ?? null
  if (!tier) return tier
  const names = await tierNamesIn(toLocale(member.preferences?.language), (locale) =>
    readPlanNames(payload, locale),
  )
  return localizedTier(tier, names)
}

/**
 * Everything stored about one account, as the data export of the member area delivers it. Rows are
 * found by the account's id, which is never given to another account (SQLite AUTOINCREMENT,
 * PostgreSQL sequences), and whose rows are removed or anonymised when it is deleted
 * (src/collections/shared/ownedRows.ts); never by the e-mail address, which a later account may use.
 */
export async function exportAccountData(
  payload: Payload,
  account: { id: number | string; collection: 'members' | 'users' },
) {
  const doc = await payload.findByID({
    collection: account.collection,
    id: account.id,
    depth: 0,
    overrideAccess: true,
  })
  const events = await payload.find({
    collection: 'security-events',
    where: {
      and: [
        { userId: { equals: String(account.id) } },
        { accountType: { equals: account.collection } },
      ],
    },
    sort: '-createdAt',
    limit: 0,
    depth: 0,
    overrideAccess: true,
  })
  const progress =
    account.collection === 'members'
      ? await payload.find({
          collection: 'formation-progress',
          where: { member: { equals: account.id } },
          limit: 0,
          depth: 1,
          overrideAccess: true,
          select: { formation: true, completedModules: true, lastModule: true, updatedAt: true },
          populate: { formations: { slug: true } },
        })
      : { docs: [] }
  const feedback =
    account.collection === 'members'
      ? await payload.find({
          collection: 'user-feedback',
          where: { member: { equals: account.id } },
          sort: '-createdAt',
          limit: 0,
          depth: 0,
          overrideAccess: true,
          select: { rating: true, message: true, pageUrl: true, createdAt: true },
        })
      : { docs: [] }
  const ofMember = async <
    T extends 'consent-records' | 'fingerprints' | 'subscriptions' | 'billing-events',
  >(
    collection: T,
    sort: string,
  ) =>
    account.collection === 'members'
      ? (
          await payload.find({
            collection,
            where: { member: { equals: account.id } },
            sort,
            limit: 0,
            depth: 0,
            overrideAccess: true,
          })
        ).docs
      : []
  const results = await payload.find({
    collection: 'test-results',
    where:
      account.collection === 'members'
        ? { member: { equals: account.id } }
        : { staffUser: { equals: account.id } },
    sort: '-createdAt',
    limit: 0,
    depth: 0,
    overrideAccess: true,
  })
  const tipMarks =
    account.collection === 'members'
      ? (
          await payload.find({
            collection: 'tip-marks',
            where: { member: { equals: account.id } },
            sort: '-createdAt',
            limit: 0,
            depth: 0,
            overrideAccess: true,
          })
        ).docs
      : []
  const [consents, devices, subscriptions, billingEvents] = await Promise.all([
    ofMember('consent-records', '-createdAt'),
    ofMember('fingerprints', '-lastSeen'),
    ofMember('subscriptions', '-createdAt'),
    ofMember('billing-events', '-createdAt'),
  ])
  return {
    exportedAt: new Date().toISOString(),
    account: {
      ...withoutInternal(doc as Member | User),
      ...(account.collection === 'members'
        ? { subscriptionTierName: await tierNameOf(payload, doc as Member) }
        : {}),
    },
    formationProgress: progress.docs.map(
      ({ formation, completedModules, lastModule, updatedAt }) => ({
        formation: typeof formation === 'object' ? formation.slug : formation,
        completedModules,
        lastModule,
        updatedAt,
      }),
    ),
    personalityTests: results.docs.map(
      ({ testSlug, status, answers, profile, scores, completedAt, shareToken, createdAt }) => ({
        test: testSlug,
        status,
        answers,
        profile: profile ?? null,
        scores: scores ?? null,
        startedAt: createdAt,
        completedAt: completedAt ?? null,
        isShared: Boolean(shareToken),
      }),
    ),
    dailyTips: {
      morningEmail: account.collection === 'members' && Boolean((doc as Member).tipEmails),
      done: tipMarks.flatMap(({ kind, tipSlug, day }) =>
        kind === 'done' ? [{ day, tip: tipSlug }] : [],
      ),
      favourites: tipMarks.flatMap(({ kind, tipSlug, createdAt }) =>
        kind === 'favourite' ? [{ tip: tipSlug, since: createdAt }] : [],
      ),
    },
    feedback: feedback.docs.map(({ rating, message, pageUrl, createdAt }) => ({
      rating,
      message,
      pageUrl,
      createdAt,
    })),
    cookieConsents: consents.map(
      ({
        consentId,
        action,
        essential,
        analytical,
        functional,
        marketing,
        version,
        createdAt,
      }) => ({
        consentId,
        action,
        categories: { essential, analytical, functional, marketing },
        version,
        createdAt,
      }),
    ),
    devices: devices.map(
      ({ member: _member, id: _id, blocked: _blocked, blockedReason: _reason, ...device }) =>
        device,
    ),
    subscriptions: subscriptions.map(
      ({ member: _member, id: _id, plan: _plan, updatedAt: _updated, ...subscription }) =>
        subscription,
    ),
    billingEvents: billingEvents.map(
      ({ member: _member, id: _id, updatedAt: _updated, ...event }) => event,
    ),
    securityEvents: events.docs.map(({ type, severity, email, ip, details, createdAt }) => ({
      type,
      severity,
      email,
      ip,
      details,
      createdAt,
    })),
  }
}

/** GET /api/account/export: the signed-in account's data as a JSON file (GDPR right of access). */
export const accountExportEndpoint: Endpoint = {
  path: '/account/export',
  method: 'get',
  handler: async (req) => {
    if (!req.user)
      return Response.json(
        { error: 'Not signed in' },
        { status: 401, headers: { 'Cache-Control': 'no-store' } },
      )
    const data = await exportAccountData(req.payload, {
      id: req.user.id,
      collection: req.user.collection,
    })
    const date = new Date().toISOString().slice(0, 10)
    return new Response(`${JSON.stringify(data, null, 2)}\n`, {
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': `attachment; filename="sylva-cevennes-mes-donnees-${date}.json"`,
        'Cache-Control': 'private, no-store',
      },
    })
  },
}
