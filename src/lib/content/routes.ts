/**
 * The library's addresses (docs/behaviour.md › Routes and pages), in one place for pages, links,
 * the sitemap and the feed. Pure: imported by client components too.
 */
export const libraryTypes = ['articles', 'videos', 'formations', 'routines', 'discoveries'] as const
export type LibraryType = (typeof libraryTypes)[number]

export const libraryPaths: Record<LibraryType, { list: string; detail: string }> = {
  articles: { list: '/articles', detail: '/articles' },
  videos: { list: '/videos', detail: '/videos' },
  formations: { list: '/formations', detail: '/formations' },
  routines: { list: '/routines', detail: '/conseils' },
  discoveries: { list: '/decouvertes', detail: '/decouvertes' },
}

export function detailPath(type: LibraryType, slug: string): string {
  return `${libraryPaths[type].detail}/${slug}`
}

export function modulePath(formationSlug: string, moduleId: string): string {
  return `/formations/${formationSlug}/module/${encodeURIComponent(moduleId)}`
}

export const PAGE_SIZE = 9

/** `?page=` as a page number: anything else than a positive integer is the first page. */
export function pageNumber(raw: string | string[] | undefined): number {
  const value = Array.isArray(raw) ? raw[0] : raw
  if (!value || !/^\d{1,4}$/.test(value)) return 1
  return Math.max(1, Number(value))
}

export function paginate<T>(items: T[], page: number, size = PAGE_SIZE) {
  const pageCount = Math.max(1, Math.ceil(items.length / size))
  const current = Math.min(page, pageCount)
  return {
    items: items.slice((current - 1) * size, current * size),
    page: current,
    pageCount,
    total: items.length,
  }
}

/** A document or module page of the library (the pages that a draft preview may show). */
export function isLibraryDetailPath(pathname: string): boolean {
  return libraryTypes.some((type) => {
    const prefix = `${libraryPaths[type].detail}/`
    return pathname.startsWith(prefix) && pathname.length > prefix.length
  })
}
