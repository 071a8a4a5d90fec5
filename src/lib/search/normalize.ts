/**
 * Matching for search: case- and accent-insensitive ("sylvotherapie" finds "Sylvothérapie"),
 * ligatures unfolded ("coeur" finds "cœur"). Pure, used in the browser and on the server.
 */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}

export type SearchablePage = { href: string; title: string; description: string }

export const MAX_RESULTS = 8

/** An item with its title and its whole searchable text already normalised. */
export type Prepared<T> = { item: T; title: string; text: string }

export function prepareForSearch<T extends Omit<SearchablePage, 'href'>>(item: T): Prepared<T> {
  const title = normalizeForSearch(item.title)
  return { item, title, text: `${title} ${normalizeForSearch(item.description)}` }
}

/** Items whose title or description contains every word of the term, those matching in the title first. */
export function rankPrepared<T>(prepared: Prepared<T>[], term: string, limit = MAX_RESULTS): T[] {
  const words = normalizeForSearch(term).split(' ').filter(Boolean)
  if (words.length === 0) return []
  return prepared
    .filter((entry) => words.every((word) => entry.text.includes(word)))
    .map((entry) => ({ entry, score: words.filter((word) => entry.title.includes(word)).length }))
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ entry }) => entry.item)
}

/** Pages whose title or description contains every word of the term, titles first. */
export function searchPages<T extends Omit<SearchablePage, 'href'>>(
  pages: T[],
  term: string,
  limit = MAX_RESULTS,
): T[] {
  return rankPrepared(pages.map(prepareForSearch), term, limit)
}

/** The search page's address. */
export const SEARCH_PATH = '/recherche'

/** The longest term searched; a longer one is not searched at all. */
export const MAX_TERM_LENGTH = 200

/** A term as typed, made safe to search: control characters out, trimmed; '' when empty or too long. */
export function searchTerm(raw: string): string {
  const term = raw.replace(/\p{Cc}/gu, ' ').trim()
  return term.length > MAX_TERM_LENGTH ? '' : term
}
