/** The daily tips' server entry: the published tips of a language (cached) and a member's days. */
import 'server-only'

import { unstable_cache } from 'next/cache'

import type { Locale } from '@/i18n/locales'
import { calendarEntryPath } from '@/lib/calendar'
import { detailPath } from '@/lib/content'
import { cacheKey } from '@/lib/platform/cache/keys'
import { cacheTags } from '@/lib/platform/cache/tags'
import { getPayloadClient } from '@/lib/platform/payload/client'

import { isTipCategory, type TipCategory } from './categories'
import { parisDay, tipsOfDays } from './rotation'

export type TipCard = {
  slug: string
  title: string
  body: unknown
  minutes: number
  category: TipCategory
  months: number[]
  pinnedDate: string | null
  publishedAt: string | null
  link: { href: string; title: string } | null
}

type Linked = { relationTo: string; value: unknown } | null | undefined

function linkOf(link: Linked): TipCard['link'] {
  if (!link || typeof link.value !== 'object' || link.value === null) return null
  const doc = link.value as { slug?: string; title?: string; name?: string }
  if (!doc.slug) return null
  if (link.relationTo === 'calendar-entries')
    return { href: calendarEntryPath(doc.slug), title: doc.name ?? doc.slug }
  if (link.relationTo === 'routines' || link.relationTo === 'videos')
    return { href: detailPath(link.relationTo, doc.slug), title: doc.title ?? doc.slug }
  return null
}

/** Every published tip in a language (cached per language, dropped when staff change a tip). */
export const getDailyTips = (locale: Locale): Promise<TipCard[]> =>
  unstable_cache(
    async () => {
      const payload = await getPayloadClient()
      const { docs } = await payload.find({
        collection: 'daily-tips',
        locale,
        fallbackLocale: 'fr',
        depth: 1,
        limit: 0,
        sort: 'slug',
        overrideAccess: true,
        where: { _status: { equals: 'published' } },
      })
      return docs.flatMap((doc): TipCard[] =>
        isTipCategory(doc.category)
          ? [
              {
                slug: doc.slug,
                title: doc.title,
                body: doc.body,
                minutes: doc.minutes,
                category: doc.category,
                months: (doc.months ?? []).map(Number),
                pinnedDate: doc.pinnedDate ?? null,
                publishedAt: doc.publishedAt ?? null,
                link: linkOf(doc.link as Linked),
              },
            ]
          : [],
      )
    },
    cacheKey('daily-tips', locale),
    { tags: [cacheTags.tips], revalidate: 300 },
  )()

/** Today in Paris, its tip and the tips of the 30 days before it, newest first. */
export async function memberTips(
  locale: Locale,
  now = new Date(),
): Promise<{ day: string; today: TipCard | null; archive: { day: string; tip: TipCard }[] }> {
  const tips = (await getDailyTips(locale)).filter(
    (tip) => !tip.publishedAt || tip.publishedAt <= now.toISOString(),
  )
  const bySlug = new Map(tips.map((tip) => [tip.slug, tip]))
  const today = parisDay(now)
  const from = new Date(Date.parse(`${today}T12:00:00Z`) - 30 * 86_400_000)
    .toISOString()
    .slice(0, 10)
  const days = tipsOfDays(
    tips.map((tip) => ({ id: tip.slug, months: tip.months, pinnedDate: tip.pinnedDate })),
    from,
    today,
  )
  const archive = [...days]
    .filter(([day, tip]) => day !== today && tip !== null)
    .map(([day, tip]) => ({ day, tip: bySlug.get(tip?.id ?? '') }))
    .filter((entry): entry is { day: string; tip: TipCard } => entry.tip !== undefined)
    .reverse()
  const todays = days.get(today)
  return { day: today, today: todays ? (bySlug.get(todays.id) ?? null) : null, archive }
}
