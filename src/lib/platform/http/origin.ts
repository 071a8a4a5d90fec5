/**
 * Cross-site request forgery on the site's own POST handlers: a page of another site may make a
 * visitor's browser post a form here. Browsers say where a request comes from (`Sec-Fetch-Site`, and
 * `Origin` on every POST); anything that says "another site" is refused. A request that says nothing
 * is not from a current browser (a script, curl) and cannot carry a victim's intent, so it goes on.
 */
type HeaderSource = { get: (name: string) => string | null }

export function isCrossSite(headers: HeaderSource, siteOrigin: string): boolean {
  const fetchSite = headers.get('sec-fetch-site')
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return true
  const origin = headers.get('origin')
  return origin !== null && origin !== siteOrigin
}
