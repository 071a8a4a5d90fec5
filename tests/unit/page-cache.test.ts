/**
 * The visitors' page cache of the production server (server/page-cache.ts), in front of a small
 * HTTP handler that stands for Next: what is stored, what never is, the hashes in the policy, clearing,
 * and one render for many visitors.
 */
import { createHash, randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'

import { afterEach, describe, expect, it } from 'vitest'

import {
  AUDIENCE_HEADER,
  CACHE_STATUS_HEADER,
  CACHE_TAG_HEADER,
  createPageCache,
  inlineScriptHashes,
  LOCALES,
  policyWithHashes,
  SHARED_RENDER_HEADER,
  withoutSessionCookie,
} from '../../server/page-cache.ts'
import { locales } from '../../src/i18n/locales'
import {
  noteAccountRead,
  noteCacheTags,
  privatePage,
  publicPage,
} from '../../src/lib/platform/http/page-caching'
import { runWithRequestId } from '../../src/lib/platform/runtime/request-context.mjs'

const POLICY = "default-src 'self'; script-src 'self'; object-src 'none'"
const SCRIPT = 'self.__next_f.push([1,"x"])'
const page = (text: string) =>
  `<!DOCTYPE html><html><head><script src="/_next/static/a.js" async=""></script></head><body><p>${text}</p><script>${SCRIPT}</script><script type="application/ld+json">{"a":1}</script></body></html>`

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

type Render = (req: http.IncomingMessage, res: http.ServerResponse) => void | Promise<void>

/** The query parameters the app's pages read (the page files under src/app/(frontend)), by path. */
function readsOf(pathname: string): string[] {
  if (/^\/(articles|videos|culture|decouvertes|routines|formations)$/.test(pathname))
    return ['categorie', 'page']
  if (pathname === '/recherche') return ['q', 'page']
  if (pathname === '/calendrier-foret') return ['vue', 'mois', 'categories', 'lieu']
  if (pathname === '/abonnement') return ['plan', 'error']
  if (pathname === '/contact') return ['envoi', 'champ']
  if (pathname === '/tests-personnalite') return ['error']
  if (/^\/tests-personnalite\/[^/]+$/.test(pathname)) return ['q', 'error', 'first']
  return []
}

/** What the app's page for `url` declares, as its first statement does. */
function declareAsTheApp(url: string): void {
  const pathname = url.split('?')[0] ?? '/'
  if (/^\/(membre|auth|resilier|register|admin|api|de)(\/|$)|\/(resultat|partage)\//.test(pathname))
    return privatePage()
  const members = /^\/(formations|contact|abonnement|tests-personnalite)(\/|$)/.test(pathname)
    ? 'account'
    : 'audience'
  publicPage({ reads: readsOf(pathname), members })
}

const servers: http.Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))))
})

/**
 * A server whose pages go through the cache; `render` plays Next's part and counts its calls, each
 * page first declaring its caching as the app's does (`declare`), inside the request's context as
 * server/index.ts runs it.
 */
async function site(
  render: Render,
  options: Parameters<typeof createPageCache>[0] = {},
  declare: (url: string) => void = declareAsTheApp,
) {
  const cache = createPageCache(options)
  const seen: http.IncomingHttpHeaders[] = []
  const server = http.createServer((req, res) => {
    // As server/index.ts does before the cache: each answer names its own request.
    const requestId = String(req.headers['x-request-id'] ?? 'none')
    res.setHeader('X-Request-Id', requestId)
    runWithRequestId(requestId, () => {
      void cache.handle(req, res, () => {
        seen.push({ ...req.headers })
        declare(req.url ?? '/')
        return render(req, res)
      })
    })
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  /** As a browser's navigation asks (`Accept: text/html`). */
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${origin}${path}`, {
      headers: { accept: 'text/html', 'accept-encoding': 'gzip', ...headers },
    })
  /** As `get`, through node:http: headers fetch() would replace (`Sec-Fetch-Mode`) are sent as given. */
  const rawGet = (path: string, headers: Record<string, string>) =>
    new Promise<void>((resolve, reject) => {
      http
        .get(`${origin}${path}`, { headers }, (response) => {
          response.resume()
          response.on('end', resolve)
        })
        .on('error', reject)
    })
  return { cache, seen, origin, get, rawGet }
}

const htmlRender =
  (text: () => string, extra: Record<string, string> = {}): Render =>
  (_req, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.setHeader('Content-Security-Policy', POLICY)
    res.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate')
    res.setHeader('Vary', 'rsc, next-router-state-tree')
    for (const [name, value] of Object.entries(extra)) res.setHeader(name, value)
    // Streamed in pieces, as Next does.
    const body = page(text())
    res.write(body.slice(0, 40))
    setTimeout(() => res.end(body.slice(40)), 5)
  }

describe('which requests may share a page', () => {
  /** Whether a second request like the first one is answered from the cache. */
  async function sharedTwice(url: string, headers: Record<string, string> = {}, method = 'GET') {
    const { origin } = await site(htmlRender(() => 'page'))
    const ask = () =>
      fetch(`${origin}${url}`, { method, headers: { accept: 'text/html', ...headers } })
    await (await ask()).text()
    await (await ask()).text()
    return (await ask()).headers.get(CACHE_STATUS_HEADER) === 'HIT'
  }

  it('public reading pages of visitors, by address (language included)', async () => {
    for (const url of ['/articles/chataigneraies?lang=de', '/', '/formations/f/module/2'])
      expect(await sharedTwice(url), url).toBe(true)
    expect(await sharedTwice('/contact', { cookie: 'cookie-consent=x; sylva-flash=login' })).toBe(
      true,
    )
  })

  it('knows the session cookie under both of its names', async () => {
    for (const name of ['sylva-token', '__Host-sylva-token']) {
      expect(await sharedTwice('/articles/a', { cookie: `cookie-consent=x; ${name}=abc` })).toBe(
        false,
      )
      expect(withoutSessionCookie(`cookie-consent=x; ${name}=abc`)).toBe('cookie-consent=x')
    }
  })

  it('never anything that may be personal or that its page did not declare public', async () => {
    const personal: Record<string, string>[] = [
      { cookie: 'a=1; sylva-token=abc' },
      // The production name (src/lib/auth/cookies.ts).
      { cookie: 'a=1; __Host-sylva-token=abc' },
      { cookie: '__prerender_bypass=1' },
      { authorization: 'JWT abc' },
      { rsc: '1' },
      { 'next-action': 'abc' },
      { 'next-router-prefetch': '1' },
      // A remembered language without ?lang= may be redirected by the proxy: not shared.
      { cookie: 'language=de' },
    ]
    for (const headers of personal)
      expect(await sharedTwice('/articles', headers), JSON.stringify(headers)).toBe(false)
    for (const url of [
      '/membre',
      '/auth',
      '/api/articles',
      '/resilier',
      '/de/articles',
      '/admin',
      '/tests-personnalite/t/resultat/4',
      '/tests-personnalite/partage/token',
    ])
      expect(await sharedTwice(url), url).toBe(false)
    expect(await sharedTwice('/articles', {}, 'POST')).toBe(false)
    expect(await sharedTwice('/articles?lang=de', { cookie: 'language=de' })).toBe(true)
  })

  it('only addresses made of the parameters the page declares it reads, each once, as written', async () => {
    for (const url of [
      '/articles?categorie=foret&page=2&lang=de',
      '/articles?page=2&categorie=foret',
      '/routines?page=3',
      '/calendrier-foret?vue=carte&mois=3&categories=plantes&lieu=florac',
      '/recherche?q=champignons&page=2&lang=en',
      '/abonnement?plan=yearly&error=used',
      '/contact?envoi=invalidFields&champ=email',
      '/tests-personnalite?error=unknown',
      '/tests-personnalite/t?q=2&first=a&error=x',
      '/articles/chataigneraies?lang=nl',
    ])
      expect(await sharedTwice(url), url).toBe(true)
    for (const url of [
      '/articles?flood=1',
      '/?page=2',
      '/articles/chataigneraies?page=2',
      '/calendrier-foret/cepes?vue=carte',
      '/cgu?utm_source=x',
      '/articles?lang=zz',
      '/articles?lang=de&lang=de',
      '/articles?page=1&page=2',
      '/recherche?q=a&lang=de&x=',
    ])
      expect(await sharedTwice(url), url).toBe(false)
    expect(LOCALES).toEqual([...locales])
  })

  it('a page that declares nothing, or private, is never kept; after its first render it streams with its nonce', async () => {
    for (const declare of [() => {}, () => privatePage()]) {
      const { get, seen } = await site(
        htmlRender(() => 'page'),
        {},
        declare,
      )
      expect((await get('/cgu')).headers.get(CACHE_STATUS_HEADER)).toBe('BYPASS')
      const again = await get('/cgu')
      expect(again.headers.get(CACHE_STATUS_HEADER)).toBeNull()
      await again.text()
      // Known not to be shared: the second render is an ordinary one.
      expect(seen[1]?.[SHARED_RENDER_HEADER]).toBeUndefined()
    }
  })

  it('what the render itself declares decides: a page that turns private is not kept', async () => {
    let isPublic = true
    const { get } = await site(
      htmlRender(() => 'page'),
      {},
      () => (isPublic ? publicPage({ members: 'audience' }) : privatePage()),
    )
    expect((await get('/cgu')).headers.get(CACHE_STATUS_HEADER)).toBe('MISS')
    isPublic = false
    expect((await get('/cgu?lang=de')).headers.get(CACHE_STATUS_HEADER)).toBe('BYPASS')
    expect((await get('/cgu?lang=de')).headers.get(CACHE_STATUS_HEADER)).toBeNull()
  })

  it('renders what is not asked for as a document as it comes until its page is known', async () => {
    for (const headers of [{ 'sec-fetch-dest': 'script' }, { accept: '*/*' }] as Record<
      string,
      string
    >[]) {
      const { get, seen } = await site(htmlRender(() => 'page'))
      const answer = await get('/articles', headers)
      expect(answer.headers.get(CACHE_STATUS_HEADER)).toBeNull()
      await answer.text()
      // Compressed by the app as usual, with its nonce.
      expect(seen[0]?.['accept-encoding']).toBe('gzip')
      expect(seen[0]?.[SHARED_RENDER_HEADER]).toBeUndefined()
      // Its declaration now known, any client shares it.
      expect((await get('/articles', headers)).headers.get(CACHE_STATUS_HEADER)).toBe('MISS')
      expect((await get('/articles', headers)).headers.get(CACHE_STATUS_HEADER)).toBe('HIT')
    }
  })

  it('lets any answer that is not a page go through as it comes, unheld', async () => {
    let finish = () => {}
    const { get } = await site((_req, res) => {
      res.setHeader('Content-Type', 'application/octet-stream')
      res.write('first part ')
      finish = () => res.end('last part')
    })
    const answer = await get('/media/clip')
    expect(answer.headers.get(CACHE_STATUS_HEADER)).toBeNull()
    const reader = answer.body!.getReader()
    // The first part arrives while the render has not ended.
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('first part ')
    finish()
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('last part')
  })
})

describe('the policy of a shared page', () => {
  it('hashes the inline scripts a browser runs, not files or data blocks', () => {
    expect(inlineScriptHashes(page('x'))).toEqual([sha(SCRIPT)])
    expect(inlineScriptHashes('<script type="module">a()</script><script>b()</script>')).toEqual([
      sha('a()'),
      sha('b()'),
    ])
  })

  it('adds the hashes to script-src and nothing else', () => {
    expect(policyWithHashes(POLICY, ["'sha256-A'", "'sha256-B'"])).toBe(
      "default-src 'self'; script-src 'self' 'sha256-A' 'sha256-B'; object-src 'none'",
    )
    expect(policyWithHashes("default-src 'self'", ["'sha256-A'"])).toBeNull()
  })
})

describe('the cache', () => {
  it('renders once without nonce or compression, then answers from memory with public headers', async () => {
    let renders = 0
    const { get, seen } = await site(htmlRender(() => `version ${++renders}`))
    const first = await get('/articles')
    expect(first.headers.get(CACHE_STATUS_HEADER)).toBe('MISS')
    expect(await first.text()).toContain('version 1')
    const second = await get('/articles')
    expect(second.headers.get(CACHE_STATUS_HEADER)).toBe('HIT')
    expect(await second.clone().text()).toContain('version 1')
    expect(renders).toBe(1)
    expect(seen[0]?.[SHARED_RENDER_HEADER]).toBe('1')
    expect(seen[0]?.['accept-encoding']).toBeUndefined()
    expect(second.headers.get('cache-control')).toMatch(/^public, .*s-maxage=\d+/)
    expect(second.headers.get('vary')).toBe('rsc, next-router-state-tree, Cookie, Accept-Encoding')
    // The page as Next rendered it (its script tags too), its inline script allowed by hash.
    expect(await second.text()).toBe(page('version 1'))
    expect(second.headers.get('content-security-policy')).toBe(
      `default-src 'self'; script-src 'self' ${sha(SCRIPT)}; object-src 'none'`,
    )
    // Compressed for the client that asked for it, plain for one that did not.
    const raw = await new Promise<{ encoding?: string; body: Buffer }>((resolve) => {
      http.get(second.url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }),
        )
      })
    })
    expect(raw.encoding).toBe('gzip')
    expect(gunzipSync(raw.body).toString()).toContain('version 1')
    const plain = await get('/articles', { 'accept-encoding': 'identity' })
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toContain('version 1')
  })

  it('gives each answer its own request id, never the one of the render it was stored from', async () => {
    const { get } = await site(htmlRender(() => 'page'))
    const first = await get('/articles', { 'x-request-id': 'render-request' })
    expect(first.headers.get('x-request-id')).toBe('render-request')
    const second = await get('/articles', { 'x-request-id': 'later-visitor' })
    expect(second.headers.get(CACHE_STATUS_HEADER)).toBe('HIT')
    expect(second.headers.get('x-request-id')).toBe('later-visitor')
  })

  it('a session, a draft preview or a header a client made up never reach the shared copy', async () => {
    let renders = 0
    const { get, seen } = await site(htmlRender(() => `render ${++renders}`))
    await get('/articles')
    const personal = await get('/articles', {
      cookie: 'sylva-token=abc',
      [SHARED_RENDER_HEADER]: '1',
    })
    expect(personal.headers.get(CACHE_STATUS_HEADER)).toBeNull()
    expect(await personal.text()).toContain('render 2')
    // The made-up header was removed before the page was rendered for the account.
    expect(seen[1]?.[SHARED_RENDER_HEADER]).toBeUndefined()
    expect(personal.headers.get('cache-control')).toContain('private')
    // And the personal render did not replace the visitors' copy.
    expect(await (await get('/articles')).text()).toContain('render 1')
  })

  it('stores only complete public HTML pages', async () => {
    const cases: [string, Render][] = [
      ['/cgu', htmlRender(() => 'x', { 'Set-Cookie': 'a=1' })],
      [
        '/cgv',
        (_req, res) => {
          res.statusCode = 404
          htmlRender(() => 'missing')(_req, res)
        },
      ],
    ]
    for (const [path, render] of cases) {
      const { get } = await site(render)
      const first = await get(path)
      expect(first.headers.get(CACHE_STATUS_HEADER), path).toBe('BYPASS')
      const again = await get(path)
      expect(again.headers.get(CACHE_STATUS_HEADER), path).toBe('BYPASS')
    }
    // Not a page at all: not even looked at.
    const { get } = await site((_req, res) => {
      res.setHeader('Content-Type', 'application/json')
      res.end('{}')
    })
    for (let i = 0; i < 2; i += 1)
      expect((await get('/contact')).headers.get(CACHE_STATUS_HEADER)).toBeNull()
  })

  it('a clear drops every page, and a render that began before it is not kept', async () => {
    let text = 'old'
    let release = () => {}
    let slow = false
    const { cache, get } = await site(async (req, res) => {
      if (slow) await new Promise<void>((resolve) => (release = resolve))
      htmlRender(() => text)(req, res)
    })
    await get('/')
    text = 'new'
    cache.clear()
    expect(await (await get('/')).text()).toContain('new')

    // A render in progress while the content changes: answered, but not stored.
    slow = true
    cache.clear()
    const during = get('/')
    await new Promise((resolve) => setTimeout(resolve, 20))
    text = 'newer'
    cache.clear()
    release()
    expect(await (await during).text()).toContain('new')
    slow = false
    expect(await (await get('/')).text()).toContain('newer')
  })

  it('a drop takes only the pages that read its tag, and a render reading it meanwhile is not kept', async () => {
    /** Each page reads the tags its address names (`/articles/a` reads `articles:a`), as the handler notes them. */
    const tagsOf = (url: string) =>
      url.startsWith('/cgu')
        ? []
        : [`articles:${url.split('?')[0]!.split('/')[2] ?? 'list'}`, 'categories']
    let release: (() => void) | null = null
    let slow = false
    let version = 1
    const { cache, get } = await site(async (req, res) => {
      noteCacheTags(tagsOf(req.url ?? '/'))
      if (slow) await new Promise<void>((resolve) => (release = resolve))
      htmlRender(() => `v${version}`)(req, res)
    })
    for (const path of ['/articles/a', '/articles/b', '/articles', '/cgu'])
      await (await get(path)).text()
    const status = async (path: string) => (await get(path)).headers.get(CACHE_STATUS_HEADER)
    // A stored public page names what it was rendered from, for a CDN's purge.
    expect((await get('/articles/a')).headers.get(CACHE_TAG_HEADER)).toBe('articles:a,categories')
    expect((await get('/cgu')).headers.get(CACHE_TAG_HEADER)).toBeNull()

    cache.drop(['articles:a'])
    expect(await status('/articles/a')).toBe('MISS')
    expect(await status('/articles/b')).toBe('HIT')
    expect(await status('/articles')).toBe('HIT')
    // A page that read nothing tagged goes with any change.
    expect(await status('/cgu')).toBe('MISS')

    // A render of /articles/b in progress when its tag is dropped: answered, not stored.
    slow = true
    const during = get('/articles/b?lang=de')
    await expect.poll(() => release !== null).toBe(true)
    version = 2
    cache.drop(['articles:b'])
    release!()
    expect((await during).headers.get(CACHE_STATUS_HEADER)).toBe('BYPASS')
    slow = false
    expect(await status('/articles/b?lang=de')).toBe('MISS')
    expect(await (await get('/articles/b?lang=de')).text()).toContain('v2')
    expect(cache.stats()).toMatchObject({ drops: 2, clears: 0 })
  })

  it('expires pages after the time to live', async () => {
    let clock = 0
    let renders = 0
    const { get } = await site(
      htmlRender(() => `r${++renders}`),
      { ttlMs: 1000, now: () => clock },
    )
    await get('/')
    clock = 999
    expect((await get('/')).headers.get(CACHE_STATUS_HEADER)).toBe('HIT')
    clock = 1001
    expect((await get('/')).headers.get(CACHE_STATUS_HEADER)).toBe('MISS')
    expect(renders).toBe(2)
  })

  it('while it cannot be trusted (shared invalidation away), every visitor gets a fresh render', async () => {
    let usable = false
    let renders = 0
    const { get } = await site(
      htmlRender(() => `r${++renders}`),
      { isUsable: () => usable },
    )
    const first = await get('/')
    expect(first.headers.get(CACHE_STATUS_HEADER)).toBe('BYPASS')
    const second = await get('/')
    expect(second.headers.get(CACHE_STATUS_HEADER)).toBe('BYPASS')
    expect(renders).toBe(2)
    usable = true
    await get('/')
    expect((await get('/')).headers.get(CACHE_STATUS_HEADER)).toBe('HIT')
  })

  it('switched off (time to live 0), public pages are rendered each time and say BYPASS', async () => {
    let renders = 0
    const { get, cache } = await site(
      htmlRender(() => `r${++renders}`),
      { ttlMs: 0 },
    )
    for (const text of ['r1', 'r2']) {
      const answer = await get('/')
      expect(answer.headers.get(CACHE_STATUS_HEADER)).toBe('BYPASS')
      expect(await answer.text()).toContain(text)
    }
    expect(cache.stats()).toMatchObject({ entries: 0, bypasses: 2 })
    // Not a visitor's page: no word from the cache.
    const personal = await get('/', { cookie: 'sylva-token=x' })
    expect(personal.headers.get(CACHE_STATUS_HEADER)).toBeNull()
    await personal.text()
  })

  it('many visitors asking for a missing page wait for one render', async () => {
    let renders = 0
    const { get, cache } = await site((req, res) => {
      renders += 1
      setTimeout(() => htmlRender(() => 'shared')(req, res), 50)
    })
    const answers = await Promise.all(Array.from({ length: 8 }, () => get('/videos')))
    expect(renders).toBe(1)
    expect(answers.map((a) => a.headers.get(CACHE_STATUS_HEADER)).sort()).toEqual([
      ...Array(7).fill('HIT'),
      'MISS',
    ])
    expect(cache.stats()).toMatchObject({ entries: 1, misses: 1, hits: 7 })
  })

  it('keeps within its size, dropping the least recently used page', async () => {
    // Pages that do not compress: about 2.3 KB each once stored (gzip + brotli copies), so that two
    // fit and three do not.
    const { get, cache } = await site(
      htmlRender(() => randomBytes(600).toString('base64')),
      {
        maxBytes: 6000,
      },
    )
    await get('/cgu')
    const one = cache.stats().bytes
    expect(one).toBeGreaterThan(2000)
    expect(one).toBeLessThan(3000)
    await get('/cgv')
    await get('/cgu') // used again: now the most recent
    await get('/contact')
    expect(cache.stats()).toMatchObject({ entries: 2 })
    expect(cache.stats().bytes).toBeLessThanOrEqual(6000)
    expect((await get('/cgu')).headers.get(CACHE_STATUS_HEADER)).toBe('HIT')
    expect((await get('/cgv')).headers.get(CACHE_STATUS_HEADER)).toBe('MISS')
  })

  it('a flood of parameters the page does not read adds nothing and pushes nothing out', async () => {
    let renders = 0
    // Room for two pages (see the test above): one new entry would already push one out.
    const { get, cache } = await site(
      htmlRender(() => `${++renders} ${randomBytes(600).toString('base64')}`),
      { maxBytes: 6000 },
    )
    await get('/')
    await get('/articles')
    const before = cache.stats()
    const statuses = new Set<string | null>()
    for (let batch = 0; batch < 1500; batch += 150)
      await Promise.all(
        Array.from({ length: 150 }, async (_, index) => {
          const answer = await get(`/articles?flood=${batch + index}`)
          statuses.add(answer.headers.get(CACHE_STATUS_HEADER))
          await answer.arrayBuffer()
        }),
      )
    expect([...statuses]).toEqual(['BYPASS'])
    expect(renders).toBe(2 + 1500)
    expect(cache.stats()).toMatchObject({ entries: 2, bytes: before.bytes })
    expect((await get('/')).headers.get(CACHE_STATUS_HEADER)).toBe('HIT')
    expect((await get('/articles')).headers.get(CACHE_STATUS_HEADER)).toBe('HIT')
  })

  it('keeps each address made of what the page reads, up to a bound per page', async () => {
    let clock = 0
    const { get, cache } = await site((req, res) => htmlRender(() => `at ${req.url}`)(req, res), {
      maxEntriesPerPage: 3,
      ttlMs: 1000,
      now: () => clock,
    })
    await get('/cgu')
    const addresses = ['/articles?categorie=a', '/articles?categorie=b', '/articles?page=2&lang=de']
    for (const address of addresses)
      expect((await get(address)).headers.get(CACHE_STATUS_HEADER), address).toBe('MISS')
    for (const address of addresses) {
      const answer = await get(address)
      expect(answer.headers.get(CACHE_STATUS_HEADER), address).toBe('HIT')
      expect(await answer.text()).toContain(`at ${address}<`)
    }
    // Varying a parameter the page reads: past the bound, rendered and not stored.
    for (let page = 3; page < 40; page += 1)
      expect((await get(`/articles?page=${page}`)).headers.get(CACHE_STATUS_HEADER)).toBe('BYPASS')
    expect(cache.stats().entries).toBe(4)
    expect((await get('/cgu')).headers.get(CACHE_STATUS_HEADER)).toBe('HIT')
    // Once its entries have expired, the page has room again.
    clock = 1001
    expect((await get('/articles?page=3')).headers.get(CACHE_STATUS_HEADER)).toBe('MISS')
  })

  it('counts the bytes it really holds: each body in a store of its own size, and its strings', async () => {
    const cache = createPageCache()
    /** The bodies the cache answers from its memory: the buffers it stored. */
    const sent: Buffer[] = []
    const server = http.createServer((req, res) => {
      const end = res.end.bind(res) as (chunk?: unknown) => http.ServerResponse
      res.end = ((chunk?: unknown) => {
        if (Buffer.isBuffer(chunk)) sent.push(chunk)
        return end(chunk)
      }) as typeof res.end
      runWithRequestId('bytes', () => {
        void cache.handle(req, res, () => {
          publicPage({ members: 'audience' })
          return htmlRender(() => 'a short page')(req, res)
        })
      })
    })
    servers.push(server)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/articles`
    await (await fetch(url, { headers: { accept: 'text/html' } })).arrayBuffer()
    sent.length = 0
    for (const encoding of ['gzip', 'br']) {
      const answer = await fetch(url, {
        headers: { accept: 'text/html', 'accept-encoding': encoding },
      })
      expect(answer.headers.get(CACHE_STATUS_HEADER)).toBe('HIT')
      await answer.arrayBuffer()
    }
    expect(sent).toHaveLength(2)
    for (const body of sent) {
      expect(body.byteOffset).toBe(0)
      expect(body.buffer.byteLength).toBe(body.length)
    }
    const held = sent.reduce((sum, body) => sum + body.buffer.byteLength, 0)
    // Besides the bodies: the key, the headers (the policy with its hashes) and the entry itself.
    const { bytes } = cache.stats()
    expect(bytes - held).toBeGreaterThan(512 + 150)
    expect(bytes - held).toBeLessThan(2048)
  })
})

describe('members’ pages by audience', () => {
  const premium = { subscriptionStatus: 'active', personalisation: null, welcomeOffer: false }
  const free = { subscriptionStatus: 'free', personalisation: null, welcomeOffer: true }
  const dark = { ...premium, personalisation: { colorScheme: 'dark' } }
  /** Sessions and their audiences, as the app would answer them (staff and unknown: none). */
  const sessions: Record<string, object | null> = {
    a: premium,
    b: premium,
    c: free,
    d: dark,
    staff: null,
  }
  const resolveAudience = ({ cookie = '' }: Record<string, string>) =>
    sessions[/sylva-token=(\w+)/.exec(cookie)?.[1] ?? ''] ?? null
  const asSession = (token: string, more = '') => ({
    cookie: `cookie-consent=x; sylva-token=${token}${more}`,
  })

  /** A first render of the page (here for staff, for the account): from then on its declaration is known. */
  const warm = async (
    get: (path: string, headers?: Record<string, string>) => Promise<Response>,
    path = '/articles/a',
  ) => (await get(path, asSession('staff'))).text()

  /** The render names the audience it found in the table, as the app does (src/lib/auth/audience.ts). */
  function audienceSite(table = new Map<string, object>()) {
    let renders = 0
    const render: Render = (req, res) => {
      renders += 1
      const key = String(req.headers[AUDIENCE_HEADER] ?? '')
      const audience = table.get(key)
      return htmlRender(
        () => `audience=${JSON.stringify(audience ?? null)} cookie=${req.headers.cookie ?? ''}`,
      )(req, res)
    }
    return { renders: () => renders, table, render }
  }

  it('renders once per audience, without the session cookie, and answers it privately', async () => {
    const audiences = new Map<string, object>()
    const app = audienceSite(audiences)
    const { get, seen } = await site(app.render, { resolveAudience, audiences })
    // Until a render of the page has declared it shared by audience, a member's is for the account.
    const unknown = await get('/articles/a', asSession('a'))
    expect(unknown.headers.get(CACHE_STATUS_HEADER)).toBeNull()
    expect(await unknown.text()).toContain('sylva-token=a')
    seen.length = 0
    const first = await get('/articles/a', asSession('a'))
    expect(first.headers.get(CACHE_STATUS_HEADER)).toBe('MISS')
    expect(first.headers.get('cache-control')).toBe('private, no-store')
    const text = await first.text()
    expect(text).toContain(`audience=${JSON.stringify(premium)}`)
    // The render never saw the session: only the other cookies and the audience's key.
    expect(text).toContain('cookie=cookie-consent=x<')
    expect(seen[0]!.cookie).toBe('cookie-consent=x')
    expect(seen[0]![SHARED_RENDER_HEADER]).toBe('1')
    // Another member of the same audience gets that page without a render.
    const second = await get('/articles/a', asSession('b'))
    expect(second.headers.get(CACHE_STATUS_HEADER)).toBe('HIT')
    expect(second.headers.get('cache-control')).toBe('private, no-store')
    expect(await second.text()).toBe(text)
    expect(app.renders()).toBe(2)
    // The table holds an audience only while its page renders.
    expect(audiences.size).toBe(0)
  })

  it('keeps audiences, visitors and accounts apart', async () => {
    const app = audienceSite()
    const { get } = await site(app.render, { resolveAudience, audiences: app.table })
    await warm(get)
    await get('/articles/a', asSession('a'))
    const freeMember = await get('/articles/a', asSession('c'))
    expect(freeMember.headers.get(CACHE_STATUS_HEADER)).toBe('MISS')
    expect(await freeMember.text()).toContain('"welcomeOffer":true')
    const darkMember = await get('/articles/a', asSession('d'))
    expect(darkMember.headers.get(CACHE_STATUS_HEADER)).toBe('MISS')
    expect(await darkMember.text()).toContain('"colorScheme":"dark"')
    const visitor = await get('/articles/a')
    expect(visitor.headers.get(CACHE_STATUS_HEADER)).toBe('MISS')
    expect(visitor.headers.get('cache-control')).toMatch(/^public/)
    expect(await visitor.text()).toContain('audience=null')
    // Staff (no audience) get a page rendered for the account, with their cookie, never stored.
    const staff = await get('/articles/a', asSession('staff'))
    expect(staff.headers.get(CACHE_STATUS_HEADER)).toBeNull()
    expect(await staff.text()).toContain('sylva-token=staff')
    expect(app.renders()).toBe(1 + 4 + 1)
  })

  it('renders for the account what is not a reading page, a draft, or when the app cannot say', async () => {
    const app = audienceSite()
    let failing = false
    const { get } = await site(app.render, {
      audiences: app.table,
      resolveAudience: (headers) => {
        if (failing) throw new Error('database down')
        return resolveAudience(headers)
      },
    })
    for (const [path, more] of [
      ['/formations/f', ''],
      ['/tests-personnalite', ''],
      ['/abonnement', ''],
      ['/contact', ''],
      ['/articles/a', '; __prerender_bypass=1'],
      ['/articles/a?flood=1', ''],
    ] as const) {
      const answer = await get(path, asSession('a', more))
      expect(answer.headers.get(CACHE_STATUS_HEADER)).toBeNull()
      expect(await answer.text()).toContain('sylva-token=a')
    }
    failing = true
    const answer = await get('/articles/a', asSession('a'))
    expect(answer.headers.get(CACHE_STATUS_HEADER)).toBeNull()
    expect(await answer.text()).toContain('audience=null')
  })

  it('asks the app with what a page reads a session from, and nothing else', async () => {
    const asked: Record<string, string>[] = []
    const app = audienceSite()
    const { rawGet } = await site(app.render, {
      audiences: app.table,
      resolveAudience: (headers) => {
        asked.push(headers)
        return resolveAudience(headers)
      },
    })
    const navigation = {
      'sec-fetch-site': 'cross-site',
      'sec-fetch-mode': 'navigate',
      'sec-fetch-dest': 'document',
    }
    await rawGet('/articles/a', asSession('staff'))
    asked.length = 0
    await rawGet('/articles/a', { ...asSession('a'), ...navigation, 'x-other': '1' })
    expect(asked).toEqual([{ cookie: 'cookie-consent=x; sylva-token=a', ...navigation }])
  })

  it('does not ask for the audience while the cache is off or not trusted', async () => {
    const app = audienceSite()
    let asked = 0
    const { get } = await site(app.render, {
      audiences: app.table,
      isUsable: () => false,
      resolveAudience: (headers) => {
        asked += 1
        return resolveAudience(headers)
      },
    })
    const answer = await get('/articles/a', asSession('a'))
    expect(answer.headers.get(CACHE_STATUS_HEADER)).toBeNull()
    expect(await answer.text()).toContain('sylva-token=a')
    expect(asked).toBe(0)
  })

  it('ignores an audience key a client sends', async () => {
    const app = audienceSite(new Map([['forged', premium]]))
    const { get } = await site(app.render, { resolveAudience, audiences: app.table })
    for (const headers of [
      { [AUDIENCE_HEADER]: 'forged' },
      { ...asSession('staff'), [AUDIENCE_HEADER]: 'forged' },
    ]) {
      const answer = await get('/articles/a', headers)
      expect(await answer.text()).toContain('audience=null')
    }
  })

  it('empties members’ pages with the visitors’ on a change', async () => {
    const app = audienceSite()
    const { get, cache } = await site(app.render, { resolveAudience, audiences: app.table })
    await warm(get)
    await get('/articles/a', asSession('a'))
    expect((await get('/articles/a', asSession('b'))).headers.get(CACHE_STATUS_HEADER)).toBe('HIT')
    cache.clear()
    expect((await get('/articles/a', asSession('b'))).headers.get(CACHE_STATUS_HEADER)).toBe('MISS')
  })

  it('does not keep a render for an audience that read the account', async () => {
    const app = audienceSite()
    let readsAccount = true
    const { get } = await site(app.render, { resolveAudience, audiences: app.table }, (url) => {
      declareAsTheApp(url)
      if (readsAccount) noteAccountRead()
    })
    await warm(get)
    for (const token of ['a', 'b']) {
      const answer = await get('/articles/a', asSession(token))
      expect(answer.headers.get(CACHE_STATUS_HEADER)).toBe('BYPASS')
      expect(answer.headers.get('cache-control')).toBe('private, no-store')
      await answer.text()
    }
    readsAccount = false
    expect((await get('/articles/a', asSession('a'))).headers.get(CACHE_STATUS_HEADER)).toBe('MISS')
    expect((await get('/articles/a', asSession('b'))).headers.get(CACHE_STATUS_HEADER)).toBe('HIT')
  })
})
