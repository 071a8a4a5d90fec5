/**
 * The morning e-mail of the daily tip (docs/daily-tips.md › Morning e-mail): opt-in from the member
 * area, sent at 07:00 in Paris by the job runner's daily schedule, in the member's language, with a
 * one-click unsubscribe link that needs no login. Each member's e-mail is its own job, queued in the
 * same transaction as the member's `tip-email-sends` row for the day (a unique key): one e-mail per
 * member and day, whichever instance runs the batch and however often it is retried; one member's
 * failure does not stop the others.
 */
import { randomBytes } from 'node:crypto'

import type { Payload, TaskConfig } from 'payload'

import { toLocale } from '@/i18n/locales'
import { absoluteUrl } from '@/i18n/routing'
import { queueEmail } from '@/lib/email'
import { getEnv } from '@/lib/platform/config/env'
import { recordOnce } from '@/lib/platform/payload/record-once'
import { consume } from '@/lib/platform/rate-limit'
import type { DailySchedule } from '@/lib/platform/jobs/schedule'
import { plainTextOf } from '@/lib/platform/text/rich-text'

import { DAILY_TIPS_PATH } from './paths'
import { readDailyTips, tipForDay, type TipCard } from './read'
import { parisDay } from './rotation'

/** The page that asks « Ne plus recevoir le conseil du matin ? » (no login). */
export const UNSUBSCRIBE_PATH = '/desabonnement-conseil'
/** Where mail programs post RFC 8058 one-click unsubscriptions. */
export const ONE_CLICK_PATH = `${UNSUBSCRIBE_PATH}/un-clic`

export const MORNING_TASK = 'dailyTipEmails'

export const morningSchedule: DailySchedule = {
  name: 'daily-tip-emails',
  task: MORNING_TASK,
  hour: 7,
  minute: 0,
  timeZone: 'Europe/Paris',
  // A server that was down at 07:00 still sends until 10:00; later, that morning is skipped.
  lateMinutes: 180,
  queue: 'mail',
}

/** Turns the morning e-mail on (with a fresh unsubscribe secret) or off, for a member. */
export async function setTipEmails(payload: Payload, memberId: number, isOn: boolean) {
  await payload.update({
    collection: 'members',
    id: memberId,
    data: isOn
      ? { tipEmails: true, tipEmailToken: randomBytes(24).toString('base64url') }
      : { tipEmails: false, tipEmailToken: null },
    overrideAccess: true,
  })
}

/**
 * The unsubscribe link's work: a known secret turns the e-mails off and is forgotten, so the link works
 * once. Anything else (unknown, already used, malformed) changes nothing.
 */
export async function unsubscribeByToken(
  payload: Payload,
  token: string,
): Promise<'unsubscribed' | 'unknown'> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return 'unknown'
  const { docs } = await payload.find({
    collection: 'members',
    where: { tipEmailToken: { equals: token } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  })
  const member = docs[0]
  if (!member) return 'unknown'
  await setTipEmails(payload, member.id, false)
  return 'unsubscribed'
}

type Subscriber = {
  id: number
  email: string
  displayName?: string | null
  preferences?: { language?: string | null } | null
  tipEmailToken?: string | null
}

/** The morning e-mail of `tip` for `member`, in their language, with both unsubscribe links. */
function morningEmail(member: Subscriber, tip: TipCard) {
  const locale = toLocale(member.preferences?.language)
  const siteUrl = getEnv().siteUrl
  const secret = member.tipEmailToken ?? ''
  return {
    to: member.email,
    template: 'dailyTip' as const,
    locale,
    name: member.displayName || member.email.split('@')[0] || member.email,
    link: absoluteUrl(siteUrl, DAILY_TIPS_PATH, locale),
    params: {
      title: tip.title,
      minutes: String(tip.minutes),
      text: plainTextOf(tip.body),
      unsubscribe: absoluteUrl(siteUrl, `${UNSUBSCRIBE_PATH}?jeton=${secret}`, locale),
    },
    unsubscribe: absoluteUrl(siteUrl, `${ONE_CLICK_PATH}?jeton=${secret}`, locale),
  }
}

async function queueOne(
  payload: Payload,
  { member, day, tip }: { member: Subscriber; day: string; tip: TipCard },
): Promise<'queued' | 'already'> {
  const outcome = await recordOnce(payload, {
    collection: 'tip-email-sends',
    key: `${member.id}:${day}`,
    data: { member: member.id, day, tipSlug: tip.slug },
    alsoDo: (req) => queueEmail(payload, morningEmail(member, tip), { req, sendNow: false }),
  })
  return outcome === 'recorded' ? 'queued' : 'already'
}

/** How often a member may ask for tomorrow's e-mail ahead of time. */
export const PREVIEW_RULE = { limit: 3, windowMs: 24 * 60 * 60 * 1000 }

/**
 * « M'envoyer celui de demain maintenant »: tomorrow's e-mail sent at once to a subscribed member, to
 * see what will come. It is not the morning's send: tomorrow's e-mail still goes at 07:00.
 */
export async function sendTomorrowsTipNow(
  payload: Payload,
  memberId: number,
  now = new Date(),
): Promise<'sent' | 'not-subscribed' | 'too-often' | 'no-tip'> {
  const member = (await payload
    .findByID({
      collection: 'members',
      id: memberId,
      depth: 0,
      overrideAccess: true,
      showHiddenFields: true,
    })
    .catch(() => null)) as (Subscriber & { tipEmails?: boolean | null }) | null
  if (!member?.tipEmails || !member.tipEmailToken) return 'not-subscribed'
  if (!(await consume(`tip-preview:${member.id}`, PREVIEW_RULE)).allowed) return 'too-often'
  const tomorrow = new Date(Date.parse(`${parisDay(now)}T12:00:00Z`) + 24 * 60 * 60 * 1000)
  const locale = toLocale(member.preferences?.language)
  const tip = tipForDay(await readDailyTips(payload, locale), parisDay(tomorrow), tomorrow)
  if (!tip) return 'no-tip'
  await queueEmail(payload, morningEmail(member, tip))
  return 'sent'
}

/** Queues the morning e-mail of `day` for every subscribed member who has not had it; counts. */
export async function queueMorningEmails(
  payload: Payload,
  day: string,
  now = new Date(),
): Promise<{ queued: number; skipped: number; failed: number }> {
  const { docs } = await payload.find({
    collection: 'members',
    where: {
      and: [
        { tipEmails: { equals: true } },
        { isActive: { not_equals: false } },
        { _verified: { equals: true } },
      ],
    },
    limit: 0,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
    select: {
      email: true,
      displayName: true,
      preferences: true,
      tipEmailToken: true,
    },
  })
  const tipsByLocale = new Map<string, Promise<TipCard[]>>()
  const counts = { queued: 0, skipped: 0, failed: 0 }
  for (const member of docs as Subscriber[]) {
    const locale = toLocale(member.preferences?.language)
    const tips = tipsByLocale.get(locale) ?? readDailyTips(payload, locale)
    tipsByLocale.set(locale, tips)
    const tip = tipForDay(await tips, day, now)
    if (!tip || !member.tipEmailToken) {
      counts.skipped += 1
      continue
    }
    try {
      const outcome = await queueOne(payload, { member, day, tip })
      counts[outcome === 'queued' ? 'queued' : 'skipped'] += 1
    } catch (error) {
      // One member's failure is logged; the others still get theirs, and a retry picks it up.
      counts.failed += 1
      payload.logger.error({ err: error, msg: 'Morning tip e-mail not queued', member: member.id })
    }
  }
  if (counts.failed > 0) throw new Error(`${counts.failed} morning e-mails could not be queued`)
  return counts
}

export const morningEmailsTask: TaskConfig<{
  input: { day: string }
  output: { queued: number; skipped: number }
}> = {
  slug: MORNING_TASK,
  label: 'Morning e-mails of the daily tip',
  retries: { attempts: 4, backoff: { type: 'exponential', delay: 60_000 } },
  inputSchema: [{ name: 'day', type: 'text', required: true }],
  outputSchema: [
    { name: 'queued', type: 'number' },
    { name: 'skipped', type: 'number' },
  ],
  handler: async ({ input, req }) => {
    const { queued, skipped } = await queueMorningEmails(req.payload, input.day)
    return { output: { queued, skipped } }
  },
}
