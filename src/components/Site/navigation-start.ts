import { LANG_PARAM } from '@/i18n/routing'

/**
 * How the site's links tell the navigation indicator that a page is on its way. Plain anchors are seen
 * by the indicator itself (their clicks reach the document untouched); links that navigate in the
 * browser (next/link, which cancels the click's default) announce themselves with this event.
 */
export const NAVIGATION_START_EVENT = 'sylva:navigation-start'

/**
 * Whether `to` is the page at `from` in another language (only `?lang=` differs): a language switch
 * reloads the page in place, which the indicator does not announce.
 */
export function isLanguageSwitch(from: URL, to: URL): boolean {
  if (from.origin !== to.origin || from.pathname !== to.pathname) return false
  const without = (url: URL) => {
    const params = new URLSearchParams(url.search)
    params.delete(LANG_PARAM)
    params.sort()
    return params.toString()
  }
  return without(from) === without(to)
}

/**
 * The site page `href` leads to, or null when it is not one (other host, admin, API), is this one, or
 * is this one in another language.
 */
export function otherSitePage(href: string): URL | null {
  const url = new URL(href, window.location.href)
  if (url.origin !== window.location.origin) return null
  if (/^\/(admin|api)(\/|$)/.test(url.pathname)) return null
  if (isLanguageSwitch(new URL(window.location.href), url)) return null
  return url
}

/** Called by a link that is about to navigate in the browser. */
export function announceNavigation(href: string): void {
  window.dispatchEvent(new CustomEvent(NAVIGATION_START_EVENT, { detail: { href } }))
}
