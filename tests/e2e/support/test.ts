/**
 * The e2e suite's `test`: Playwright's, with every page of the test's browser context keeping the
 * window's `load` until a stored page's scripts have been started.
 *
 * Playwright's `goto`, `reload` and clicks that open another document wait for `load`, and a test
 * then acts on the page at once: a click on a control that only works once React has hydrated
 * (the search button, a dialog, a form that submits through a script). A page from the
 * rendered-page cache starts Next's scripts from a loader after its hero has been drawn
 * (scripts/lib/scripts-after-hero.mjs), and the loader does not hold `load` for them: left alone,
 * `load` can fire before any of the page's scripts has started. So in the suite's browser, a small
 * script run before each document's own (`waitForStoredPageScripts`) holds `load`, when the page
 * has that loader, with an empty frame whose document stays open until the loader has added the
 * scripts; the scripts, then pending, hold `load` until they have run, as Next's own tags do on
 * the pages rendered per request.
 *
 * Only the tests: the site itself sends nothing of this (tests/e2e/page-cache.spec.ts checks, in a
 * context made without it, that a stored page makes no frame and starts its scripts after the hero's
 * paint, and with it, that `load` waits). Contexts a test makes itself with scripts on come from
 * `newContext` below.
 */
import {
  test as base,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
} from '@playwright/test'

export * from '@playwright/test'

/** Runs in the browser before each document's scripts (see above). */
function waitForStoredPageScripts() {
  if (window !== window.top) return
  document.addEventListener(
    'DOMContentLoaded',
    () => {
      // Next's bundles (its polyfills for old browsers, `nomodule`, do not run here).
      const bundle = 'script[src*="/_next/static/"]:not([nomodule])'
      // Next's own tags in the page: they hold `load` themselves.
      if (document.querySelector(bundle)) return
      // The loader of a stored page lists the bundles it will add.
      const loader = [...document.scripts].some(
        (script) => !script.src && !script.type && script.text.includes('"src":"/_next/static/'),
      )
      if (!loader) return
      const frame = document.createElement('iframe')
      frame.hidden = true
      document.body.appendChild(frame)
      const held = frame.contentDocument
      held?.open()
      new MutationObserver((_, observer) => {
        if (!document.querySelector(bundle)) return
        observer.disconnect()
        held?.close()
        frame.remove()
      }).observe(document.head, { childList: true })
    },
    { once: true },
  )
}

/** A browser context of the suite's kind, for tests that make one themselves. */
export async function newContext(
  browser: Browser,
  options?: BrowserContextOptions,
): Promise<BrowserContext> {
  const context = await browser.newContext(options)
  await context.addInitScript(waitForStoredPageScripts)
  return context
}

export const test = base.extend({
  context: async ({ context }, provide) => {
    await context.addInitScript(waitForStoredPageScripts)
    await provide(context)
  },
})
