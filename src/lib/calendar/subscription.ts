import 'server-only'

import { randomBytes } from 'node:crypto'

import { createTranslator } from 'next-intl'

import { toLocale, type Locale } from '@/i18n/locales'
import { absoluteUrl } from '@/i18n/routing'
import { isPremiumStatus, type SignedInMember } from '@/lib/auth'
import { getEnv } from '@/lib/platform/config/env'
import { getPayloadClient } from '@/lib/platform/payload/client'
import { getSiteSettings } from '@/lib/site/server'

import { calendarFeed } from './feed'
import { getCalendarCards } from './entries'
import { parisYear } from './months'
import { calendarEntryPath } from './url'

/**
 * The Premium member's calendar subscription (docs/calendar.md › The feed): a private address made of a
 * random token kept on the member, which the member may change at any time (the old one stops at
 * once). The feed answers only while the member is Premium.
 */

const TOKEN = /^[a-f0-9]{64}$/

export function calendarFeedPath(token: string): string {
  return `/calendrier-foret/flux/${token}.ics`
}

/** A new address for the member's feed (the previous one stops working). */
export async function renewCalendarFeedToken(member: SignedInMember): Promise<string> {
  const token = randomBytes(32).toString('hex')
  const payload = await getPayloadClient()
  await payload.update({
    collection: 'members',
    id: member.id,
    data: { calendarFeedToken: token },
    overrideAccess: true,
  })
  return token
}

/** The feed's text for a token, in its member's language; null when the address opens nothing. */
export async function feedForToken(token: string, now = new Date()): Promise<string | null> {
  if (!TOKEN.test(token)) return null
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'members',
    where: { calendarFeedToken: { equals: token } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const member = docs[0]
  if (!member || member.isActive === false || !isPremiumStatus(member.subscriptionStatus))
    return null
  const locale: Locale = toLocale(member.preferences?.language)
  const [cards, settings] = await Promise.all([getCalendarCards(locale), getSiteSettings(locale)])
  const messages = (await import(`../../../messages/${locale}.json`)).default
  const t = createTranslator({ locale, messages, namespace: 'calendar.feed' })
  const categoryName = createTranslator({ locale, messages, namespace: 'calendar.categories' })
  const siteUrl = getEnv().siteUrl
  return calendarFeed({
    entries: cards.map((card) => ({
      slug: card.slug,
      name: card.name,
      summary: card.summary,
      months: card.months,
      peakMonths: card.peakMonths,
      kind: card.kind,
      categories: [categoryName(card.category)],
      safety: card.safety,
      url: absoluteUrl(siteUrl, calendarEntryPath(card.slug), locale),
    })),
    name: t('name', { brand: settings.brandName }),
    seasonLabel: (name, kind) => (kind === 'activity' ? name : t('season', { name })),
    safetyLabel: (note) => t('safety', { note }),
    year: parisYear(now),
    now,
    host: new URL(siteUrl).hostname,
  })
}
