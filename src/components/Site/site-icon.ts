/**
 * The site's icon, written into every page's head as a data URL instead of a link to
 * public/favicon.svg (the same drawing, kept equal by tests/unit/site-icon.test.ts; the file stays
 * for the home page's structured data and for anyone who asks for it).
 *
 * A browser asks for a linked icon once the page has loaded. A stored page's `load` may come
 * before its first paint (decision 0022), and Lighthouse's simulation counts every request its
 * observed run had started before the largest paint as coming first: the icon's request alone
 * moved the article's simulated largest paint from 1.5 to 1.7 s (docs/performance.md › What a phone
 * sees). Half a kilobyte in the page costs less than a request, for every visitor.
 */
export const SITE_ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><circle cx="24" cy="24" r="23" fill="#16a34a"/><path d="M2.83 33C9 28 14 27 20 29S33 30 38 25C41 22.5 43.5 22 46.5 22.5A23 23 0 0 1 2.83 33Z" fill="#14532d" opacity="0.55"/><path d="M24 10c8 4 12 10 10 18-1 5-5 8-10 8s-9-3-10-8c-2-8 2-14 10-18z" fill="#84cc16"/><path d="M24 14v21" stroke="#14532d" stroke-width="1.8" stroke-linecap="round"/><path d="M24 21l-5-3M24 26l6-4M24 30l-5-3" stroke="#14532d" stroke-width="1.5" stroke-linecap="round"/></svg>'

/** The icon as a `data:` URL (the pages' policy allows `img-src data:`). */
export const SITE_ICON_URL = `data:image/svg+xml,${encodeURIComponent(SITE_ICON_SVG)}`
