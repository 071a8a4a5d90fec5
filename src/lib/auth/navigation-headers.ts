/**
 * Reading the session on a link followed from another site (docs/security.md › Sessions on links from
 * elsewhere). Pure: used by the pages' session read and by the audience of members' pages.
 *
 * Payload accepts the session cookie without an `Origin` only when the browser says the request comes
 * from the site itself or from a direct visit (`Sec-Fetch-Site`: same-origin, same-site, none). A link
 * followed from an e-mail or a search engine is `cross-site`: the browser sends the cookie (it is
 * `SameSite=Lax`, sent on top-level navigations) and Payload would ignore it — a member arriving from
 * the morning e-mail would be sent to sign in although signed in.
 *
 * Such a request is a top-level navigation (not a frame) without an `Origin`, which browsers send only for `GET`
 * (every `POST` carries an `Origin`, which Payload checks against the site's as before). A `GET` page
 * changes nothing, so the session is read as for a link within the site.
 */
export function navigationSessionHeaders(headers: Headers): Headers {
  const isTopLevelNavigation =
    headers.get('sec-fetch-mode') === 'navigate' && headers.get('sec-fetch-dest') === 'document'
  if (
    !isTopLevelNavigation ||
    headers.has('origin') ||
    headers.get('sec-fetch-site') !== 'cross-site'
  ) {
    return headers
  }
  const read = new Headers(headers)
  read.set('sec-fetch-site', 'same-site')
  return read
}
