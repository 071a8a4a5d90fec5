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

/** Pages whose title or description contains every word of the term, titles first. */
export function searchPages<T extends Omit<SearchablePage, 'href'>>(
  pages: T[],
  term: string,
  limit = MAX_RESULTS,
): T[] {
  const words = normalizeForSearch(term).split(' ').filter(Boolean)
  if (words.length === 0) return []
  const scored = pages
    .map((page) => {
      const title = normalizeForSearch(page.title)
      const text = `${title} ${normalizeForSearch(page.description)}`
      if (!words.every((word) => text.includes(word))) return null
      return { page, score: words.filter((word) => title.includes(word)).length }
    })
    .filter((entry): entry is { page: T; score: number } => entry !== null)
  return scored
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((entry) => entry.page)
}
