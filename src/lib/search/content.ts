import 'server-only'

import type { Locale } from '@/i18n/locales'
import { localizedHref } from '@/i18n/routing'
import type { Viewer } from '@/lib/auth/viewer-state'
import { getLibraryCards } from '@/lib/content/library'
import { detailPath, libraryTypes, type LibraryType } from '@/lib/content/routes'
import { canAccess, isPublic } from '@/lib/entitlements/gate'

import { searchMemo, SEARCH_INDEX_TTL_MS } from './memo'
import { MAX_RESULTS, normalizeForSearch } from './normalize'

type Indexed = {
  card: Awaited<ReturnType<typeof getLibraryCards>>[number]
  title: string
  text: string
}

/** Public cards of every type in this language, normalised once per process (see memo.ts). */
async function searchIndex(locale: Locale): Promise<Indexed[]> {
  const memo = searchMemo<Indexed>()
  const cached = memo.get(locale)
  if (cached && Date.now() - cached.builtAt < SEARCH_INDEX_TTL_MS) return cached.items
  const cards = (
    await Promise.all(libraryTypes.map((type) => getLibraryCards(type, locale)))
  ).flat()
  const items = cards.map((card) => {
    const title = normalizeForSearch(card.title)
    return { card, title, text: `${title} ${normalizeForSearch(card.excerpt)}` }
  })
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
  const words = normalizeForSearch(term).split(' ').filter(Boolean)
  if (words.length === 0) return []
  const now = new Date()
  const matches = (await searchIndex(locale))
    .filter(({ card, text }) => words.every((word) => text.includes(word)) && isPublic(card, now))
    .map((entry) => ({ entry, score: words.filter((word) => entry.title.includes(word)).length }))
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
  return matches.map(({ entry: { card } }) => ({
    type: card.type,
    href: localizedHref(detailPath(card.type, card.slug), locale),
    title: card.title,
    description: card.excerpt,
    access: card.access,
    isLocked: !canAccess(card, viewer),
  }))
}
