import type { UploadConfig } from 'payload'

/**
 * An upload collection's response headers: a stored file is shown inline only when it really is one
 * of `types`; anything else a browser might run (HTML, SVG, script) is handed over as a download.
 */
export function inlineOnly(
  types: readonly string[],
): NonNullable<UploadConfig['modifyResponseHeaders']> {
  return ({ headers }) => {
    const type = (headers.get('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
    if (!types.includes(type)) headers.set('Content-Disposition', 'attachment')
    headers.set('X-Content-Type-Options', 'nosniff')
    return headers
  }
}
