import 'server-only'

import type { Locale } from '@/i18n/locales'
import { localizedHref } from '@/i18n/routing'
import type { Viewer } from '@/lib/auth'
import { getLibraryCards, type LibraryCard } from '@/lib/content/server'
import { detailPath, libraryTypes, type LibraryType } from '@/lib/content'
import { canAccess } from '@/lib/entitlements'

import { searchMemo, SEARCH_INDEX_TTL_MS } from './memo'
import { MAX_RESULTS, prepareForSearch, rankPrepared, type Prepared } from './normalize'

type Indexed = Prepared<LibraryCard & { description: string }>

/**
 * Public cards of every type in this language, normalised once per process (see memo.ts). The cards
 * are public when read, and stay so: nothing is filtered again per query.
 */
async function searchIndex(locale: Locale): Promise<Indexed[]> {
  const memo = searchMemo<Indexed>()
  const cached = memo.get(locale)
  if (cached && Date.now() - cached.builtAt < SEARCH_INDEX_TTL_MS) return cached.items
  const cards = (
    await Promise.all(libraryTypes.map((type) => getLibraryCards(type, locale)))
  ).flat()
  const items = cards.map((card) => prepareForSearch({ ...card, description: card.excerpt }))
  memo.set(locale, { builtAt: Date.now(), items })
  return items
}

export type ContentResult = {
  type: LibraryType
  href: string
  title: string
  description: string
  access: string
  isLocked: boolean
}

/**
 * Library documents matching the term in this language, with the lock as this viewer sees it. Search
 * looks only at what the list pages show (titles and excerpts of public documents, from the same
 * per-language cache): a body is never searched nor returned.
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
  return rankPrepared(await searchIndex(locale), term, limit).map((card) => ({
    type: card.type,
    href: localizedHref(detailPath(card.type, card.slug), locale),
    title: card.title,
    description: card.excerpt,
    access: card.access,
    isLocked: !canAccess(card, viewer),
  }))
}
