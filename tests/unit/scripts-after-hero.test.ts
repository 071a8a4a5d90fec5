/**
 * Stored pages start Next's scripts after the document and its hero image (scripts/lib/
 * scripts-after-hero.mjs): which tags are moved, and, by running the loader against a small stand-in
 * for the browser's document, when the scripts are added.
 */
import { describe, expect, it } from 'vitest'

import { scriptsAfterHero } from '../../scripts/lib/scripts-after-hero.mjs'

const HEAD =
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack-1.js"/>' +
  '<script src="/_next/static/chunks/react-2.js" async=""></script>' +
  '<script src="/_next/static/chunks/main-app-3.js" async=""></script>' +
  '<script src="/_next/static/chunks/polyfills-4.js" noModule=""></script>' +
  '<script src="/_next/static/chunks/webpack-1.js" id="_R_" async=""></script>' +
  '<script src="/elsewhere/tool.js" async=""></script>'
const BODY = (hero: boolean) =>
  (hero ? '<img alt="" src="/api/media/file/a.webp" fetchPriority="high"/>' : '<p>Texte</p>') +
  '<script>self.__next_f.push([1,"x"])</script>'
const page = (hero = true) =>
  `<!DOCTYPE html><html lang="fr"><head>${HEAD}</head><body>${BODY(hero)}</body></html>`

type Listener = () => void
type Entry = { element?: unknown; name?: string }
/**
 * Just enough of a browser for the loader: ready state, events, the hero, `<head>`, the performance
 * observer (with the entry types given), frames and timers, all driven by the test.
 */
function fakeBrowser(hero: { complete: boolean } | null, entryTypes = ['element', 'paint']) {
  const listeners = new Map<string, Listener[]>()
  const on = (target: Map<string, Listener[]>) => (type: string, listener: Listener) =>
    target.set(type, [...(target.get(type) ?? []), listener])
  const heroListeners = new Map<string, Listener[]>()
  const heroElement = hero ? { ...hero, addEventListener: on(heroListeners) } : null
  const added: Record<string, string | boolean>[] = []
  /** Every element the loader made, by name. */
  const created: string[] = []
  const observers: { type: string; report: (entries: Entry[]) => void; connected: boolean }[] = []
  /** The entries the browser keeps, which an observer asking for them (`buffered`) is sent. */
  const timeline: { type: string; entry: Entry }[] = []
  /** Observer callbacks the browser has queued (it calls them in a task of their own). */
  const queued: Listener[] = []
  const frames: Listener[] = []
  const timers: { callback: Listener; delay: number }[] = []
  const document = {
    readyState: 'loading',
    addEventListener: on(listeners),
    querySelector: (selector: string) =>
      selector === 'img[fetchpriority=high]' ? heroElement : null,
    createElement: (name: string) => {
      created.push(name)
      const element: Record<string, unknown> = { tag: name }
      return Object.assign(element, {
        setAttribute: (key: string, value: string) => (element[key] = value),
      })
    },
    head: {
      appendChild: (element: Record<string, unknown>) => {
        const { setAttribute: _, ...rest } = element
        added.push(rest as Record<string, string | boolean>)
      },
    },
  }
  class PerformanceObserver {
    static supportedEntryTypes = entryTypes
    private entry: (typeof observers)[number]
    constructor(callback: (list: { getEntries: () => Entry[] }) => void) {
      this.entry = {
        type: '',
        connected: false,
        report: (entries) => callback({ getEntries: () => entries }),
      }
    }
    observe({ type, buffered }: { type: string; buffered?: boolean }) {
      Object.assign(this.entry, { type, connected: true })
      observers.push(this.entry)
      const kept = timeline.filter((item) => item.type === type).map((item) => item.entry)
      if (buffered && kept.length > 0) {
        const entry = this.entry
        queued.push(() => entry.connected && entry.report(kept))
      }
    }
    disconnect() {
      this.entry.connected = false
    }
  }
  const fire = (target: Map<string, Listener[]>, type: string) =>
    (target.get(type) ?? []).forEach((listener) => listener())
  return {
    window: { PerformanceObserver },
    document,
    requestAnimationFrame: (callback: Listener) => frames.push(callback),
    setTimeout: (callback: Listener, delay: number) => timers.push({ callback, delay }),
    added,
    created,
    timers,
    parsed: () => fire(listeners, 'DOMContentLoaded'),
    heroLoaded: () => fire(heroListeners, 'load'),
    heroFailed: () => fire(heroListeners, 'error'),
    /** The browser keeps entries of a type and reports them to the observers still connected. */
    report: (type: string, entries: Entry[]) => {
      timeline.push(...entries.map((entry) => ({ type, entry })))
      observers.filter((o) => o.type === type && o.connected).forEach((o) => o.report(entries))
    },
    /** Runs the observer callbacks the browser has queued. */
    deliver: () => queued.splice(0).forEach((callback) => callback()),
    heroEntry: { element: heroElement },
    frame: () => frames.splice(0).forEach((callback) => callback()),
    /** Runs the timers set so far whose delay is at most `upTo`. */
    runTimers: (upTo: number) =>
      timers
        .filter((timer) => timer.delay <= upTo)
        .forEach((timer) => {
          timers.splice(timers.indexOf(timer), 1)
          timer.callback()
        }),
  }
}

function runLoader(html: string, fake: ReturnType<typeof fakeBrowser>) {
  const loader = /<script>(\(function\(\)\{var s=[^<]*)<\/script><\/body>/.exec(html)?.[1]
  expect(loader).toBeDefined()
  new Function('window', 'document', 'requestAnimationFrame', 'setTimeout', loader!)(
    fake.window,
    fake.document,
    fake.requestAnimationFrame,
    fake.setTimeout,
  )
}

const SCRIPTS = [
  { tag: 'script', src: '/_next/static/chunks/react-2.js', async: true },
  { tag: 'script', src: '/_next/static/chunks/main-app-3.js', async: true },
  { tag: 'script', src: '/_next/static/chunks/webpack-1.js', id: '_R_', async: true },
]

describe('scriptsAfterHero', () => {
  it("moves Next's async bundles into one loader at the end of the body, and nothing else", () => {
    const html = scriptsAfterHero(page())
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/(react|main-app|webpack)/)
    // Kept: the polyfills for old browsers, a script that is not Next's, the preload, inline scripts.
    expect(html).toContain(
      '<script src="/_next/static/chunks/polyfills-4.js" noModule=""></script>',
    )
    expect(html).toContain('<script src="/elsewhere/tool.js" async=""></script>')
    expect(html).toContain('rel="preload" as="script"')
    expect(html).toContain('<script>self.__next_f.push([1,"x"])</script><script>(function(){')
    expect(html.endsWith('</script></body></html>')).toBe(true)
  })

  it('leaves a page without bundles, or without a body, as it is', () => {
    const plain = '<!DOCTYPE html><html><head></head><body><p>a</p></body></html>'
    expect(scriptsAfterHero(plain)).toBe(plain)
    const partial = '<html><head><script src="/_next/static/chunks/a.js" async=""></script>'
    expect(scriptsAfterHero(partial)).toBe(partial)
  })

  it('marks the hero so that the browser reports its paint, once', () => {
    const html = scriptsAfterHero(page())
    expect(html).toContain('<img elementtiming="hero" alt="" src="/api/media/file/a.webp"')
    expect(scriptsAfterHero(page()).match(/elementtiming/g)).toHaveLength(1)
    const marked = page().replace('<img ', '<img elementtiming="photo" ')
    expect(scriptsAfterHero(marked)).toContain('<img elementtiming="photo" alt=""')
    expect(scriptsAfterHero(page(false))).not.toContain('elementtiming')
  })

  it('adds the scripts once the page is parsed and its hero loaded and drawn, and makes nothing else', () => {
    const fake = fakeBrowser({ complete: false })
    runLoader(scriptsAfterHero(page()), fake)
    fake.parsed()
    fake.heroLoaded()
    // Loaded but not yet drawn: no script yet, and nothing holds the window's `load`.
    expect(fake.added).toEqual([])
    fake.report('element', [{ element: {} }])
    expect(fake.added).toEqual([])
    fake.report('element', [fake.heroEntry])
    expect(fake.added).toEqual(SCRIPTS)
    // Later events and the one-second timer add nothing more.
    fake.report('element', [fake.heroEntry])
    fake.heroFailed()
    fake.runTimers(1000)
    expect(fake.added).toHaveLength(3)
    // No frame or other element: only the scripts.
    expect(fake.created).toEqual(['script', 'script', 'script'])
  })

  it('waits for the first contentful paint without a hero or without element timing, else a frame', () => {
    const none = fakeBrowser(null)
    runLoader(scriptsAfterHero(page(false)), none)
    none.parsed()
    none.report('paint', [{ name: 'first-paint' }])
    expect(none.added).toEqual([])
    none.report('paint', [{ name: 'first-contentful-paint' }])
    expect(none.added).toEqual(SCRIPTS)

    const older = fakeBrowser({ complete: false }, ['paint'])
    runLoader(scriptsAfterHero(page()), older)
    older.parsed()
    older.heroLoaded()
    expect(older.added).toEqual([])
    older.report('paint', [{ name: 'first-contentful-paint' }])
    expect(older.added).toEqual(SCRIPTS)

    const oldest = fakeBrowser({ complete: false }, [])
    runLoader(scriptsAfterHero(page()), oldest)
    oldest.parsed()
    oldest.heroLoaded()
    expect(oldest.added).toEqual([])
    oldest.frame()
    expect(oldest.added).toEqual([])
    oldest.runTimers(0)
    expect(oldest.added).toEqual(SCRIPTS)
  })

  it('waits for the paint of a hero that had loaded before the document was parsed', () => {
    const early = fakeBrowser({ complete: true })
    runLoader(scriptsAfterHero(page()), early)
    early.parsed()
    early.deliver()
    expect(early.added).toEqual([])
    early.report('element', [early.heroEntry])
    expect(early.added).toEqual(SCRIPTS)
  })

  it('adds the scripts when the browser sends a paint it had already reported', () => {
    // The hero loaded and was drawn before the document was parsed.
    const drawn = fakeBrowser({ complete: true })
    runLoader(scriptsAfterHero(page()), drawn)
    drawn.report('element', [{ element: {} }, drawn.heroEntry])
    drawn.parsed()
    drawn.deliver()
    expect(drawn.added).toEqual(SCRIPTS)
    drawn.report('element', [drawn.heroEntry])
    expect(drawn.added).toEqual(SCRIPTS)

    // Without a hero: the first contentful paint, already reported.
    const text = fakeBrowser(null)
    runLoader(scriptsAfterHero(page(false)), text)
    text.report('paint', [{ name: 'first-paint' }, { name: 'first-contentful-paint' }])
    text.parsed()
    text.deliver()
    expect(text.added).toEqual(SCRIPTS)

    // Another image drawn, or only the first paint, is not the hero's paint: still waited for.
    const other = fakeBrowser({ complete: true })
    runLoader(scriptsAfterHero(page()), other)
    other.report('element', [{ element: {} }])
    other.report('paint', [{ name: 'first-contentful-paint' }])
    other.parsed()
    other.deliver()
    expect(other.added).toEqual([])
    other.report('element', [other.heroEntry])
    expect(other.added).toEqual(SCRIPTS)
  })

  it('never waits more than a second for the paint, and not at all for a hero that failed', () => {
    const hidden = fakeBrowser({ complete: false })
    runLoader(scriptsAfterHero(page()), hidden)
    hidden.parsed()
    hidden.heroLoaded()
    expect(hidden.timers.map((timer) => timer.delay)).toEqual([1000])
    hidden.runTimers(999)
    expect(hidden.added).toEqual([])
    hidden.runTimers(1000)
    expect(hidden.added).toEqual(SCRIPTS)

    const failed = fakeBrowser({ complete: false })
    runLoader(scriptsAfterHero(page()), failed)
    failed.parsed()
    failed.heroFailed()
    expect(failed.added).toEqual(SCRIPTS)
    expect(failed.timers).toEqual([])
  })

  it('cannot be closed early by a script address', () => {
    const html = scriptsAfterHero(
      '<html><head><script src="/_next/static/x.js?a=&lt;/script&gt;" async=""></script></head><body></body></html>',
    )
    expect(html).toContain('"src":"/_next/static/x.js?a=\\u003c/script>"')
    expect(html.match(/<\/script>/g)).toHaveLength(1)
  })
})
