/**
 * How the site's links tell the navigation indicator that a page is on its way. Plain anchors are seen
 * by the indicator itself (their clicks reach the document untouched); links that navigate in the
 * browser (next/link, which cancels the click's default) announce themselves with this event.
 */
export const NAVIGATION_START_EVENT = 'sylva:navigation-start'

/** The site page `href` leads to, or null when it is not one (other host, admin, API) or is this one. */
export function otherSitePage(href: string): URL | null {
  const url = new URL(href, window.location.href)
  if (url.origin !== window.location.origin) return null
  if (/^\/(admin|api)(\/|$)/.test(url.pathname)) return null
  const here = window.location
  if (url.pathname === here.pathname && url.search === here.search) return null
  return url
}

/** Called by a link that is about to navigate in the browser. */
export function announceNavigation(href: string): void {
  window.dispatchEvent(new CustomEvent(NAVIGATION_START_EVENT, { detail: { href } }))
}
