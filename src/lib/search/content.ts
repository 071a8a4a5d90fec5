import 'server-only'

import type { Locale } from '@/i18n/locales'
import { localizedHref } from '@/i18n/routing'
import type { Viewer } from '@/lib/auth'
import { calendarEntryPath, canSeeEntry } from '@/lib/calendar'
import { getCalendarCards, type CalendarCard } from '@/lib/calendar/server'
import { getLibraryCards, type LibraryCard } from '@/lib/content/server'
import { detailPath, libraryTypes, type LibraryType } from '@/lib/content'
import { canAccess } from '@/lib/entitlements'
import { cacheTags } from '@/lib/platform/cache/tags'
import { noteCacheTags } from '@/lib/platform/http/page-caching'

import { searchMemo, SEARCH_INDEX_TTL_MS } from './memo'
import { MAX_RESULTS, prepareForSearch, rankPrepared, type Prepared } from './normalize'

type SearchItem =
  | { kind: 'library'; card: LibraryCard; title: string; description: string }
  | { kind: 'calendar'; card: CalendarCard; title: string; description: string }

type Indexed = Prepared<SearchItem>

/** What the index is built from (the lists it reads), for the pages that show its results. */
const INDEX_TAGS = [
  cacheTags.articles,
  cacheTags.videos,
  cacheTags.formations,
  cacheTags.routines,
  cacheTags.discoveries,
  cacheTags.calendar,
  cacheTags.categories,
]

/**
 * Public library cards and calendar entries in this language, normalised once per process (see
 * memo.ts). What each viewer may find is decided per query: every library card (with its lock), and
 * only the calendar entries of the months this viewer may open.
 */
async function searchIndex(locale: Locale): Promise<Indexed[]> {
  const memo = searchMemo<Indexed>()
  const cached = memo.get(locale)
  // Read from this process's memory, not through the cache handler: the page says what it shows.
  noteCacheTags(INDEX_TAGS)
  if (cached && Date.now() - cached.builtAt < SEARCH_INDEX_TTL_MS) return cached.items
  const [library, calendar] = await Promise.all([
    Promise.all(libraryTypes.map((type) => getLibraryCards(type, locale))),
    getCalendarCards(locale),
  ])
  const items = [
    ...library.flat().map((card) =>
      prepareForSearch<SearchItem>({
        kind: 'library',
        card,
        title: card.title,
        description: card.excerpt,
      }),
    ),
    ...calendar.map((card) =>
      prepareForSearch<SearchItem>({
        kind: 'calendar',
        card,
        title: card.latinName ? `${card.name} ${card.latinName}` : card.name,
        description: card.summary,
      }),
    ),
  ]
  memo.set(locale, { builtAt: Date.now(), items })
  return items
}

export type ContentResult = {
  type: LibraryType | 'calendar'
  href: string
  title: string
  description: string
  access: string
  isLocked: boolean
}

/**
 * Library documents and calendar entries matching the term in this language. Search looks only at
 * what the list pages show (titles and excerpts; names and summaries), never at a body; a calendar
 * entry of a month this viewer may not open is not found at all.
 */
export async function searchContent({
  term,
  locale,
  viewer,
  limit = MAX_RESULTS,
}: {
  term: string
  locale: Locale
  viewer: Viewer
  limit?: number
}): Promise<ContentResult[]> {
  const now = new Date()
  const findable = (await searchIndex(locale)).filter(
    ({ item }) => item.kind === 'library' || canSeeEntry(item.card, viewer, now),
  )
  return rankPrepared(findable, term, limit).map((item) =>
    item.kind === 'calendar'
      ? {
          type: 'calendar',
          href: localizedHref(calendarEntryPath(item.card.slug), locale),
          title: item.card.name,
          description: item.card.summary,
          access: 'free',
          isLocked: false,
        }
      : {
          type: item.card.type,
          href: localizedHref(detailPath(item.card.type, item.card.slug), locale),
          title: item.card.title,
          description: item.card.excerpt,
          access: item.card.access,
          isLocked: !canAccess(item.card, viewer),
        },
  )
}
