/**
 * Reading the `<script>` tags of a rendered page, for the two things the page cache does with a
 * stored page: hashing its inline scripts (scripts/lib/page-cache.mjs) and moving Next's bundles
 * behind the hero (scripts/lib/scripts-after-hero.mjs). One way of reading a tag's attributes, so
 * that both agree on what a tag is.
 */

/** A `<script>` tag: its attribute text and its content. */
export const SCRIPT_TAG = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi

const ATTRIBUTE = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g

function decodeEntities(value) {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

/**
 * A tag's attributes by lower-case name, values decoded (`""` for one written without a value).
 * @param {string} text the attribute text of a tag, as `SCRIPT_TAG` captures it
 * @returns {Record<string, string>}
 */
export function scriptAttributes(text) {
  /** @type {Record<string, string>} */
  const attributes = {}
  for (const [, name, double, single, bare] of text.matchAll(ATTRIBUTE))
    attributes[name.toLowerCase()] = decodeEntities(double ?? single ?? bare ?? '')
  return attributes
}
