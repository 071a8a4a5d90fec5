/**
 * Where to go after login: only a path on this site ("/membre", "/formations/x?lang=de"), never another
 * origin ("//evil.example", "https://…", "/\\evil.example", "javascript:…"). Pure.
 */
export function safeRedirectPath(value: unknown, fallback = '/membre'): string {
  if (typeof value !== 'string') return fallback
  const path = value.trim()
  if (path.length === 0 || path.length > 1024) return fallback
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return fallback
  if (/[\u0000-\u001f\u007f\\]/.test(path)) return fallback
  let parsed: URL
  try {
    parsed = new URL(path, 'http://site.invalid')
  } catch {
    return fallback
  }
  if (parsed.origin !== 'http://site.invalid') return fallback
  // The auth screen itself is not a destination after logging in.
  if (parsed.pathname === '/auth' || parsed.pathname === '/register') return fallback
  return `${parsed.pathname}${parsed.search}${parsed.hash}`
}
