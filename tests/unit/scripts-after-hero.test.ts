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
/** Just enough of a document for the loader: ready state, events, the hero, and `<head>`. */
function fakeDocument(hero: { complete: boolean } | null) {
  const listeners = new Map<string, Listener[]>()
  const on = (target: Map<string, Listener[]>) => (type: string, listener: Listener) =>
    target.set(type, [...(target.get(type) ?? []), listener])
  const heroListeners = new Map<string, Listener[]>()
  const added: Record<string, string | boolean>[] = []
  /** What the page asked of the browser, in order: a layout, a script added. */
  const steps: string[] = []
  const document = {
    readyState: 'loading',
    addEventListener: on(listeners),
    querySelector: (selector: string) =>
      selector === 'img[fetchpriority=high]' && hero
        ? { ...hero, addEventListener: on(heroListeners) }
        : null,
    createElement: (name: string) => {
      const element: Record<string, string | boolean> = { tag: name }
      return Object.assign(element, {
        setAttribute: (key: string, value: string) => (element[key] = value),
      })
    },
    body: { getBoundingClientRect: () => steps.push('layout') },
    head: {
      appendChild: (element: Record<string, unknown>) => {
        const { setAttribute: _, ...rest } = element
        added.push(rest as Record<string, string | boolean>)
        steps.push('script')
      },
    },
  }
  const fire = (target: Map<string, Listener[]>, type: string) =>
    (target.get(type) ?? []).forEach((listener) => listener())
  return {
    document,
    added,
    steps,
    parsed: () => fire(listeners, 'DOMContentLoaded'),
    heroLoaded: () => fire(heroListeners, 'load'),
    heroFailed: () => fire(heroListeners, 'error'),
  }
}

function runLoader(html: string, fake: ReturnType<typeof fakeDocument>) {
  const loader = /<script>(\(function\(\)\{var s=[^<]*)<\/script><\/body>/.exec(html)?.[1]
  expect(loader).toBeDefined()
  new Function('document', loader!)(fake.document)
}

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

  it('adds the scripts, with their attributes, once the page is parsed and its hero has loaded', () => {
    const fake = fakeDocument({ complete: false })
    runLoader(scriptsAfterHero(page()), fake)
    expect(fake.added).toEqual([])
    fake.parsed()
    expect(fake.added).toEqual([])
    fake.heroLoaded()
    expect(fake.added).toEqual([
      { tag: 'script', src: '/_next/static/chunks/react-2.js', async: true },
      { tag: 'script', src: '/_next/static/chunks/main-app-3.js', async: true },
      { tag: 'script', src: '/_next/static/chunks/webpack-1.js', id: '_R_', async: true },
    ])
    // The page is laid out first, then the scripts are added; a second event adds nothing more.
    expect(fake.steps).toEqual(['layout', 'script', 'script', 'script'])
    fake.heroFailed()
    expect(fake.added).toHaveLength(3)
  })

  it('does not wait for a hero that failed, has already loaded, or is not there', () => {
    const failed = fakeDocument({ complete: false })
    runLoader(scriptsAfterHero(page()), failed)
    failed.parsed()
    failed.heroFailed()
    expect(failed.added).toHaveLength(3)

    const loaded = fakeDocument({ complete: true })
    runLoader(scriptsAfterHero(page()), loaded)
    loaded.parsed()
    expect(loaded.added).toHaveLength(3)

    const none = fakeDocument(null)
    runLoader(scriptsAfterHero(page(false)), none)
    none.parsed()
    expect(none.added).toHaveLength(3)
  })

  it('cannot be closed early by a script address', () => {
    const html = scriptsAfterHero(
      '<html><head><script src="/_next/static/x.js?a=&lt;/script&gt;" async=""></script></head><body></body></html>',
    )
    expect(html).toContain('"src":"/_next/static/x.js?a=\\u003c/script>"')
    expect(html.match(/<\/script>/g)).toHaveLength(1)
  })
})
