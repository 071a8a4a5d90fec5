import 'server-only'

import type { Locale } from '@/i18n/locales'
import { localizedHref } from '@/i18n/routing'
import type { Viewer } from '@/lib/auth/viewer-state'
import { getLibraryCards } from '@/lib/content/library'
import { detailPath, libraryTypes, type LibraryType } from '@/lib/content/routes'
import { canAccess } from '@/lib/entitlements/gate'

import { MAX_RESULTS, searchPages } from './normalize'

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
  const cards = (
    await Promise.all(libraryTypes.map((type) => getLibraryCards(type, locale)))
  ).flat()
  const searchable = cards.map((card) => ({ ...card, description: card.excerpt }))
  return searchPages(searchable, term, limit).map((card) => ({
    type: card.type,
    href: localizedHref(detailPath(card.type, card.slug), locale),
    title: card.title,
    description: card.excerpt,
    access: card.access,
    isLocked: !canAccess(card, viewer),
  }))
}
