import type { UploadConfig } from 'payload'

/**
 * An upload collection's response headers: a stored file is shown inline only when it really is one
 * of `types`; anything else a browser might run (HTML, SVG, script) is handed over as a download.
 * Both collections that use it are public (anyone may read them), so browsers and shared caches keep
 * the files for a week (a replaced file gets a new name; docs/performance.md › Headers).
 */
/** A week in browsers and shared caches, then a day of serving the old copy while fetching the new. */
export const PUBLIC_FILE_CACHE = 'public, max-age=604800, stale-while-revalidate=86400'

export function inlineOnly(
  types: readonly string[],
): NonNullable<UploadConfig['modifyResponseHeaders']> {
  return ({ headers }) => {
    const type = (headers.get('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
    if (!types.includes(type)) headers.set('Content-Disposition', 'attachment')
    headers.set('X-Content-Type-Options', 'nosniff')
    headers.set('Cache-Control', PUBLIC_FILE_CACHE)
    return headers
  }
}
