import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import type { Locale } from '@/i18n/locales'
import type { Viewer } from '@/lib/auth'
import type { LibraryType } from '@/lib/content'
import { imageOf, type LibraryCard } from '@/lib/content/server'
import { isPublic } from '@/lib/entitlements'
import { cacheKey } from '@/lib/platform/cache/keys'
import { cacheTags } from '@/lib/platform/cache/tags'
import { getPayloadClient } from '@/lib/platform/payload/client'
import type { CalendarEntry } from '@/payload-types'

import { canSeeEntry } from './access'
import { isCalendarCategory, type CalendarCategory } from './categories'
import { monthsOf, type Month } from './months'
import { isPlaceId, type PlaceId } from './places'

/** An entry as the calendar's views show it. */
export type CalendarCard = {
  slug: string
  name: string
  latinName: string | null
  category: CalendarCategory
  kind: 'species' | 'activity'
  months: Month[]
  peakMonths: Month[]
  summary: string
  /** The safety note (toxic look-alikes, expert check), or null. */
  safety: string | null
  places: PlaceId[]
  image: LibraryCard['image']
  publishedAt: string | null
  _status: string | null
}

/** A related library document, as a link: type, slug, title, access level. */
export type RelatedLink = { type: LibraryType; slug: string; title: string; access: string }

export type CalendarDetail = CalendarCard & {
  imageAlt: string
  habitat: string | null
  lookFor: string | null
  practice: string | null
  altitudeMin: number | null
  altitudeMax: number | null
  related: RelatedLink[]
  seoTitle: string | null
  seoDescription: string | null
  updatedAt: string
}

function toCard(doc: CalendarEntry): CalendarCard {
  return {
    slug: doc.slug,
    name: doc.name,
    latinName: doc.latinName || null,
    category: isCalendarCategory(doc.category) ? doc.category : 'tree',
    kind: doc.kind === 'activity' ? 'activity' : 'species',
    months: monthsOf(doc.months),
    peakMonths: monthsOf(doc.peakMonths),
    summary: doc.summary,
    safety: doc.safety || null,
    places: (doc.places ?? []).filter(isPlaceId),
    image: imageOf(doc.image, 'card'),
    publishedAt: doc.publishedAt ?? null,
    _status: doc._status ?? null,
  }
}

function toRelated(value: CalendarEntry['related']): RelatedLink[] {
  return (value ?? []).flatMap((link) =>
    typeof link.value === 'object' && link.value && 'slug' in link.value
      ? [
          {
            type: link.relationTo,
            slug: link.value.slug,
            title: link.value.title,
            access: link.value.access,
          },
        ]
      : [],
  )
}

const readAll = (locale: Locale) =>
  unstable_cache(
    async (): Promise<CalendarEntry[]> => {
      const payload = await getPayloadClient()
      // Every entry of the year, whoever asks: the cache is shared, and the pages keep only what
      // the viewer may see (`visibleCards`) before rendering anything.
      const { docs } = await payload.find({
        collection: 'calendar-entries',
        locale,
        fallbackLocale: 'fr',
        depth: 1,
        limit: 0,
        sort: 'name',
        overrideAccess: true,
        where: { _status: { equals: 'published' } },
      })
      return docs
    },
    cacheKey('calendar-entries', locale),
    { tags: [cacheTags.calendar], revalidate: 60 },
  )()

/** Every published entry of the year, as cards (cached per language). Filter per viewer before use. */
export const getCalendarCards = cache(async (locale: Locale): Promise<CalendarCard[]> =>
  (await readAll(locale)).map(toCard).filter((card) => isPublic(card)),
)

/** What this viewer may see of the calendar now. */
export function visibleCards(
  cards: CalendarCard[],
  viewer: Viewer,
  now = new Date(),
): CalendarCard[] {
  return cards.filter((card) => canSeeEntry(card, viewer, now))
}

/** One entry, whole (cached per language), or null. The page checks `canSeeEntry` before showing it. */
export const getCalendarEntry = cache(
  async (slug: string, locale: Locale): Promise<CalendarDetail | null> => {
    if (!/^[a-z0-9-]{1,120}$/.test(slug)) return null
    const doc = (await readAll(locale)).find((entry) => entry.slug === slug)
    if (!doc || !isPublic(doc)) return null
    return {
      ...toCard(doc),
      imageAlt: doc.imageAlt || '',
      habitat: doc.habitat || null,
      lookFor: doc.lookFor || null,
      practice: doc.practice || null,
      altitudeMin: doc.altitudeMin ?? null,
      altitudeMax: doc.altitudeMax ?? null,
      related: toRelated(doc.related),
      seoTitle: doc.seo?.title || null,
      seoDescription: doc.seo?.description || null,
      updatedAt: doc.updatedAt,
    }
  },
)
