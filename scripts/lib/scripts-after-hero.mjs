/**
 * Pages from the rendered-page cache start their scripts once the hero image has arrived
 * (docs/performance.md › Scripts after the hero).
 *
 * Next writes its bundles (webpack's runtime, React DOM, the router, and sometimes the route's own
 * chunks) as `<script async src>` tags. An async script runs as soon as it has arrived, and on a
 * phone those first scripts and the hydration they start take hundreds of milliseconds of main
 * thread during which nothing is drawn: the page's largest paint, the hero image, waited for them.
 *
 * `scriptsAfterHero` takes those tags out of a stored page and puts one small inline script at the
 * end of the body that adds the same scripts (same attributes, still async) once the document is
 * parsed and, when the page has a hero image (`fetchpriority="high"`, set by
 * src/components/Site/MediaImage.tsx and src/components/Illustrations/HeroLandscape.tsx), once that
 * image has loaded or failed. The page itself (text, image, styles) is drawn meanwhile; links and
 * forms work without scripts anyway (docs/behaviour.md › Without JavaScript).
 *
 * Why these two moments: a script added before the window's `load` event still delays that event,
 * so `load` keeps meaning « the page's scripts have run », as it did with the tags (browsers, tests
 * and tools rely on it). The document's parsing and the hero image both finish before `load` fires.
 * Waiting for a frame instead (`requestAnimationFrame`) would let `load` fire first. Before adding
 * the scripts, the loader asks for the page's layout, so the browser has only the paint left to do
 * when the first script arrives.
 *
 * The inline loader is allowed by its hash like the page's other inline scripts (scripts/lib/
 * page-cache.mjs); the scripts it adds come from the site's own origin (`script-src 'self'`).
 */
import { SCRIPT_TAG, scriptAttributes } from './html-scripts.mjs'

/** Whether an async script tag's other attributes are those of one of Next's bundles. */
function isBundle(attributes) {
  return (
    !('nomodule' in attributes) &&
    !('type' in attributes) &&
    /(^|\/)_next\/static\//.test(attributes.src ?? '')
  )
}

/** The loader: adds the scripts after parsing and after the hero image (see above). */
function loaderFor(scripts) {
  // `<` is escaped so that no attribute value can close the inline script.
  const list = JSON.stringify(scripts).replace(/</g, '\\u003c')
  return (
    '<script>(function(){var s=' +
    list +
    // Style and layout are done first, at once, so that the frame that draws the page comes before
    // the first script has arrived and runs (it would otherwise wait behind it).
    ';var d;function go(){if(d)return;d=1;document.body.getBoundingClientRect();' +
    's.forEach(function(a){var e=document.createElement("script");' +
    'for(var k in a)e.setAttribute(k,a[k]);e.async=true;document.head.appendChild(e)})}' +
    'function ready(){var i=document.querySelector("img[fetchpriority=high]");' +
    'if(i&&!i.complete){i.addEventListener("load",go);i.addEventListener("error",go)}else go()}' +
    'if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",ready);else ready()' +
    '})()</script>'
  )
}

/**
 * The page with Next's async bundles started by one loader after the hero image, or the page
 * unchanged when it has none (or no `</body>` to put the loader before).
 * @param {string} html
 */
export function scriptsAfterHero(html) {
  const closing = html.lastIndexOf('</body>')
  if (closing < 0) return html
  /** @type {Record<string, string>[]} */
  const scripts = []
  const without = html.replace(SCRIPT_TAG, (tag, text, content, offset) => {
    if (offset > closing || content) return tag
    const { async: isAsync, ...attributes } = scriptAttributes(text)
    if (isAsync === undefined || !isBundle(attributes)) return tag
    scripts.push(attributes)
    return ''
  })
  if (scripts.length === 0) return html
  const end = without.lastIndexOf('</body>')
  return without.slice(0, end) + loaderFor(scripts) + without.slice(end)
}
