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
 * `load` keeps meaning « the page's scripts have run », as it did with the tags (browsers, tests and
 * tools rely on it): a script added before the window's `load` event delays it, and so does a frame
 * whose document is open. When the paint has already happened by the time the loader looks (the
 * browser's buffered entries say so), it adds the scripts at once. Otherwise, while it waits for the
 * paint (after the hero has loaded, when `load` could otherwise fire), it holds `load` with an empty
 * hidden frame whose document it opened; it adds the scripts, then closes the frame's document, and
 * the scripts, now pending, hold `load` in turn; the frame is removed in the next task, long before
 * they have arrived. The frame is a new document and window for the browser to make and take down,
 * which is why it is only made when there is something to wait for.
 *
 * The inline loader is allowed by its hash like the page's other inline scripts (scripts/lib/
 * page-cache.mjs); the scripts it adds come from the site's own origin (`script-src 'self'`); the
 * empty frame loads nothing (`frame-src` is not asked). The loader holds no `<` character, so no
 * part of it can close the inline script.
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
    ';var d,h,w;' +
    // Adds the scripts (once), then lets `load` go: the scripts, now pending, hold it themselves.
    // The frame is removed in a task of its own: taking a frame down is the costly half of it.
    'function go(){if(d)return;d=1;' +
    's.forEach(function(a){var e=document.createElement("script");' +
    'for(var k in a)e.setAttribute(k,a[k]);e.async=true;document.head.appendChild(e)});' +
    'if(w)w.close();if(h)setTimeout(function(){h.remove()},0)}' +
    // Holds the window's `load` while waiting for the paint: an empty frame whose document is open.
    'function hold(){h=document.createElement("iframe");h.hidden=true;h.tabIndex=-1;' +
    'h.setAttribute("aria-hidden","true");document.body.appendChild(h);w=h.contentDocument;' +
    'if(w)w.open()}' +
    // Waits until the browser reports that the hero has been drawn (its element timing entry) or,
    // without a hero or without element timing, the page's first contentful paint; where neither is
    // reported, one frame. Never more than a second (a hidden tab draws nothing).
    // `seen` answers 0 when the browser does not report that kind of entry, 2 when the paint is
    // already among the entries it has buffered (read at once with `takeRecords`), else 1. Only a
    // paint still to come is waited for with `load` held: the frame costs a new document.
    'function seen(t,f){var P=window.PerformanceObserver;' +
    'if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf(t)===-1)return 0;' +
    'var o=new P(function(l){if(l.getEntries().some(f)){o.disconnect();go()}});' +
    'o.observe({type:t,buffered:true});' +
    'if(o.takeRecords&&o.takeRecords().some(f)){o.disconnect();return 2}return 1}' +
    'function painted(i){var r=i&&seen("element",function(e){return e.element===i});' +
    'if(!r)r=seen("paint",function(e){return e.name==="first-contentful-paint"});' +
    'if(r===2)return go();hold();setTimeout(go,1000);' +
    'if(!r)requestAnimationFrame(function(){setTimeout(go,0)})}' +
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
