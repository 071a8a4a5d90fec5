/**
 * Reading the published tips of a language with a given Payload client, without Next's cache: the
 * member pages cache it (./server.ts), the morning e-mail's job reads it as is (./morning.ts).
 */
import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { calendarEntryPath } from '@/lib/calendar'
import { detailPath } from '@/lib/content'

import { isTipCategory, type TipCategory } from './categories'
import { tipOfTheDay } from './rotation'

export type TipCard = {
  id: number
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

/** Every published tip in a language, read now (the morning e-mail's job reads it this way). */
export async function readDailyTips(payload: Payload, locale: Locale): Promise<TipCard[]> {
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
            id: doc.id,
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
}

/** The tips already published at `now`, and the tip of a Paris day among them. */
export function tipForDay(tips: readonly TipCard[], day: string, now: Date): TipCard | null {
  const live = tips.filter((tip) => !tip.publishedAt || tip.publishedAt <= now.toISOString())
  const picked = tipOfTheDay(
    live.map((tip) => ({ id: tip.slug, months: tip.months, pinnedDate: tip.pinnedDate })),
    day,
  )
  return live.find((tip) => tip.slug === picked?.id) ?? null
}
