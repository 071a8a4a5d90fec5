/**
 * Stored pages carry React's page data as JSON the browser parses, not as script it compiles
 * (docs/performance.md › What a phone sees › The page's data, parsed rather than compiled).
 *
 * Next writes the data React hydrates a page from (its server components' output, the catalogue
 * texts the page's client parts use) as inline scripts, `self.__next_f.push([1,"…"])`. On a page
 * rendered in one go that is one script of 40–85 KB, almost all of it one string literal, and the
 * browser compiles it like any script, on the main thread, inside the parser's task: 10–16 ms on a
 * 2-core server's processor, which Lighthouse's phone counts four times.
 *
 * `pageDataAsJson` rewrites each such script of a stored page, from 1 KB up, into a data block the
 * browser does not run (`<script type="application/json">` holding the same array, byte for byte)
 * followed by one short script that hands it to Next: `JSON.parse` of the block's text, pushed onto
 * `self.__next_f` at the same place in the document, so Next reads the same entries in the same order.
 * The short script is the same text on every page and after every block, so it is one hash in the
 * page's policy (scripts/lib/page-cache.mjs does not hash data blocks). Next escapes `<`, `>`, `&`
 * and the two line separators in the data, so the text of a block can neither end it nor open a
 * comment, and it is valid JSON; a script whose argument is not valid JSON is left as it was.
 */
import { SCRIPT_TAG, scriptAttributes } from './html-scripts.mjs'

/** Below this size the compilation costs nothing worth an extra element. */
const SMALLEST = 1024

/** The script that hands a data block to Next (it holds no `<`, so it cannot end itself). */
export const PUSH_PAGE_DATA =
  'self.__next_f.push(JSON.parse(document.currentScript.previousElementSibling.textContent))'

const NEXT_PUSH = /^self\.__next_f\.push\((\[[\s\S]*\])\)$/

/**
 * The page with Next's larger page-data scripts turned into JSON blocks, or the page unchanged.
 * @param {string} html
 */
export function pageDataAsJson(html) {
  return html.replace(SCRIPT_TAG, (tag, text, content) => {
    if (content.length < SMALLEST) return tag
    const attributes = scriptAttributes(text)
    if (Object.keys(attributes).length > 0) return tag
    const data = NEXT_PUSH.exec(content)?.[1]
    if (!data || !isJsonArray(data)) return tag
    return `<script type="application/json">${data}</script><script>${PUSH_PAGE_DATA}</script>`
  })
}

function isJsonArray(text) {
  try {
    return Array.isArray(JSON.parse(text))
  } catch {
    return false
  }
}
