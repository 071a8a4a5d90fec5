/**
 * The Content-Security-Policy of every page (docs/decisions/0009-nonce-csp.md): scripts only with
 * this request's nonce ('strict-dynamic' lets Next.js load its own chunks), nothing from other
 * origins, no framing. A page rendered for the visitors' shared cache has no nonce: its policy allows
 * the site's own script files, and the production server adds the SHA-256 hash of each inline script
 * when it stores the page (server/page-cache.ts, docs/decisions/0018-cached-pages-csp-hashes.md).
 * Pure (no imports) so the proxy and the tests share it.
 */
export function contentSecurityPolicy({
  nonce,
  isDevelopment,
  framing = 'none',
}: {
  /** Absent for a page rendered for the shared cache (its inline scripts are allowed by hash). */
  nonce?: string
  isDevelopment: boolean
  /**
   * Same-origin frames for Payload's live preview only: the admin may embed the site (`embedsSite`),
   * and a page in draft preview may be embedded by the admin (`inAdminPreview`). Never another origin.
   */
  framing?: 'none' | 'embedsSite' | 'inAdminPreview'
}): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // Development needs eval for React's debugging and hot reloading.
    'script-src': [
      "'self'",
      ...(nonce ? [`'nonce-${nonce}'`, "'strict-dynamic'"] : []),
      ...(isDevelopment ? ["'unsafe-eval'"] : []),
    ],
    // Inline style attributes (React `style`, Radix positioning) are not a script vector.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'", 'blob:'],
    'connect-src': ["'self'", ...(isDevelopment ? ['ws:'] : [])],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': [framing === 'embedsSite' ? "'self'" : "'none'"],
    'frame-ancestors': [framing === 'inAdminPreview' ? "'self'" : "'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ')
}

/** A fresh, unguessable nonce (128 bits), base64 as CSP expects. */
export function createNonce(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return btoa(String.fromCharCode(...bytes))
}
