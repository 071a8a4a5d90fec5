/**
 * Pages from the rendered-page cache start their scripts once the hero image has been drawn
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
 * image has loaded and the browser reports it drawn (element timing: the hero is given
 * `elementtiming="hero"` here). Without a hero, or in a browser without element timing, the page's
 * first contentful paint stands for it; without either, one frame; never more than a second. A hero
 * that failed to load starts the scripts at once. The page itself (text, image, styles) is drawn
 * first; links and forms work without scripts anyway (docs/behaviour.md › Without JavaScript).
 *
 * The loader does not hold the window's `load` event: once the hero has loaded, `load` may fire
 * before the scripts are added (they are then started, and run, after it). Holding it took an empty
 * hidden frame whose document stayed open while the loader waited, a new document and window for
 * the browser to make and take down after the first paint (~35 ms of main thread, and up to as much
 * again to remove it, on a slow 2-core processor before Lighthouse's fourfold slowdown). Readers do
 * not see `load`; tools that take it for « the page's scripts have run » must wait for the page's
 * scripts instead (the e2e suite's `test` does, tests/e2e/support/test.ts).
 *
 * The inline loader is allowed by its hash like the page's other inline scripts (scripts/lib/
 * page-cache.mjs); the scripts it adds come from the site's own origin (`script-src 'self'`). The
 * loader holds no `<` character, so no part of it can close the inline script.
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

/** The loader: adds the scripts once the hero has been drawn (see above). */
function loaderFor(scripts) {
  // `<` is escaped so that no attribute value can close the inline script.
  const list = JSON.stringify(scripts).replace(/</g, '\\u003c')
  return (
    '<script>(function(){var s=' +
    list +
    ';var d;' +
    // Adds the scripts, once.
    'function go(){if(d)return;d=1;' +
    's.forEach(function(a){var e=document.createElement("script");' +
    'for(var k in a)e.setAttribute(k,a[k]);e.async=true;document.head.appendChild(e)})}' +
    // Adds them when the browser reports an entry of type `t` that `f` accepts, already buffered or
    // still to come; answers whether the browser reports that type at all.
    'function seen(t,f){var P=window.PerformanceObserver;' +
    'if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf(t)===-1)return false;' +
    'var o=new P(function(l){if(l.getEntries().some(f)){o.disconnect();go()}});' +
    'o.observe({type:t,buffered:true});return true}' +
    // Waits until the browser reports that the hero has been drawn (its element timing entry) or,
    // without a hero or without element timing, the page's first contentful paint; where neither is
    // reported, one frame. Never more than a second (a hidden tab draws nothing).
    'function painted(i){setTimeout(go,1000);' +
    'if(!(i&&seen("element",function(e){return e.element===i}))&&' +
    '!seen("paint",function(e){return e.name==="first-contentful-paint"}))' +
    'requestAnimationFrame(function(){setTimeout(go,0)})}' +
    'function ready(){var i=document.querySelector("img[fetchpriority=high]");' +
    'if(i&&!i.complete){i.addEventListener("load",function(){painted(i)});i.addEventListener("error",go)}' +
    'else painted(i)}' +
    'if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",ready);else ready()' +
    '})()</script>'
  )
}

/** The hero image's tag: the first `<img>` asked for with a high priority. */
const HERO_TAG = /<img\b[^>]*\sfetchpriority="high"[^>]*>/i

/**
 * The page with Next's async bundles started by one loader after the hero's paint, or the page
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
  // The hero reports its first paint (element timing) to the loader.
  const marked = without.replace(HERO_TAG, (tag) =>
    /\selementtiming=/i.test(tag) ? tag : tag.replace(/^<img\b/i, '<img elementtiming="hero"'),
  )
  const end = marked.lastIndexOf('</body>')
  return marked.slice(0, end) + loaderFor(scripts) + marked.slice(end)
}
