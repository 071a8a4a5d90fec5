/**
 * The rendered-page cache for visitors (docs/performance.md › Rendered pages for visitors).
 *
 * A public page asked for by someone without a session is the same page for every visitor: it is
 * rendered once per address (the language is part of it, `?lang=`), kept in this process's memory,
 * compressed, and answered from there until the content changes. Anything rendered for an account
 * (a session cookie, draft preview, an `Authorization` header) never enters the cache and is never
 * answered from it.
 *
 * - The pages this cache may hold are listed in `PUBLIC_PAGES`: reading pages whose visitor version
 *   depends on the address only. Forms with per-visitor state, the member area, sign-in and the pages
 *   reached by a private link are not in it.
 * - A page rendered for the cache carries no CSP nonce (the proxy, src/proxy.ts, is told by
 *   `SHARED_RENDER_HEADER`); its inline scripts are allowed by their SHA-256 hashes instead, computed
 *   here once when the page is stored (docs/decisions/0018-cached-pages-csp-hashes.md).
 * - A stored page starts Next's scripts once its hero image has arrived and been drawn, so that the
 *   image is drawn before they are fetched and run (scripts/lib/scripts-after-hero.mjs), and carries
 *   React's page data as JSON blocks the browser parses rather than compiles (./page-data-json.mjs).
 * - Any content change empties the cache: the cache handler (src/lib/platform/cache/
 *   shared-cache-handler.mjs) calls `clearPageCache` wherever a tag is dropped in this process — a save
 *   during a request, a background job, another instance's message over Redis. Entries also expire
 *   after `PAGE_CACHE_TTL_SECONDS` (the tip of the day and the calendar's month change with the date).
 * - While the instances' shared invalidation is not listening (Redis configured but away), the cache
 *   neither answers nor stores: pages are rendered afresh, never possibly stale.
 * - Several visitors asking for the same missing page wait for one render instead of rendering it each.
 *
 * Members' reading pages are kept too, once per *audience* (src/lib/auth/audience.ts): the members
 * whose subscription, badge, own theme and welcome offer are the same see the same page. For a
 * request whose only personal cookie is the session (`AUDIENCE_PAGES`), the app says which audience
 * the session belongs to (`resolveAudience`; null for staff and other cases rendered per account);
 * the page is then rendered *without the session cookie*, for the audience handed over through the
 * `audiences` table under a random key (`AUDIENCE_HEADER`), and answered `private, no-store`.
 * Nothing that tells one member from another is in an audience, so nothing personal can be in its
 * page; a change of subscription or theme changes the audience, hence the entry.
 */
import { createHash, randomUUID } from 'node:crypto'
import zlib from 'node:zlib'

import { recordWriteHead, toBuffer } from './held-response.mjs'
import { SCRIPT_TAG, scriptAttributes } from './html-scripts.mjs'
import { pageDataAsJson } from './page-data-json.mjs'
import { scriptsAfterHero } from './scripts-after-hero.mjs'

/** Set by this module only (any value a client sends is removed): "render this page for everyone". */
export const SHARED_RENDER_HEADER = 'x-sylva-shared-render'
/** Set by this module only (any value a client sends is removed): the key of the render's audience. */
export const AUDIENCE_HEADER = 'x-sylva-audience'
/** Tells tests, benchmarks and operators how a page was answered: HIT, MISS or BYPASS. */
export const CACHE_STATUS_HEADER = 'x-sylva-page-cache'

/** The session cookie (src/lib/auth/constants.ts). */
const SESSION_COOKIE = 'sylva-token'
/** Next's draft-mode cookies: the page shows drafts, never cached. */
const DRAFT_COOKIES = ['__prerender_bypass', '__next_preview_data']
/** The remembered language (src/i18n/routing.ts): without `?lang=`, the proxy may redirect on it. */
const LANGUAGE_COOKIE = 'language'

/** Public reading pages, by their visible address (src/proxy.ts maps them to `/[locale]/…`). */
export const PUBLIC_PAGES = [
  /^\/$/,
  /^\/(articles|videos|culture|decouvertes|conseils|calendrier-foret|formations)(\/[^/]+)?$/,
  /^\/formations\/[^/]+\/module\/[^/]+$/,
  /^\/(routines|abonnement|contact|recherche)$/,
  /^\/(cgu|cgv|mentions-legales|politique-confidentialite|politique-cookies)$/,
  /^\/tests-personnalite(\/[^/]+)?$/,
]

/**
 * The public pages a member sees as every member of their audience does: reading pages whose member
 * version depends on the subscription and the theme only. Not the courses (a member's progress), the
 * personality tests (their results), the plans (their subscription) nor the contact form.
 */
export const AUDIENCE_PAGES = [
  /^\/$/,
  /^\/(articles|videos|culture|decouvertes|conseils|calendrier-foret)(\/[^/]+)?$/,
  /^\/(routines|recherche)$/,
  /^\/(cgu|cgv|mentions-legales|politique-confidentialite|politique-cookies)$/,
]

/** Headers of the rendered answer that are not stored (they are set again for each answer). */
const NOT_STORED = new Set([
  'connection',
  'content-encoding',
  'content-length',
  'date',
  'keep-alive',
  // Each answer keeps its own request's id (scripts/server.mjs).
  'x-request-id',
  'transfer-encoding',
  'cache-control',
  'vary',
  'x-nextjs-cache',
  'x-nextjs-prerender',
  'x-nextjs-stale-time',
  CACHE_STATUS_HEADER,
])

function cookieNames(header) {
  if (!header) return []
  return String(header)
    .split(';')
    .map((part) => part.split('=')[0].trim())
    .filter(Boolean)
}

/**
 * The address of a page request that may be answered from the cache (`pages`), or null: not a GET
 * of a whole page, an `Authorization` header, a draft, or a remembered language without `?lang=`.
 * @param {import('node:http').IncomingMessage} req
 * @param {RegExp[]} pages
 */
function cacheableAddress(req, pages) {
  if (req.method !== 'GET') return null
  const headers = req.headers
  if (
    headers.authorization ||
    headers.rsc ||
    headers['next-router-state-tree'] ||
    headers['next-router-prefetch'] ||
    headers['next-action']
  )
    return null
  const url = req.url ?? '/'
  let parsed
  try {
    parsed = new URL(url, 'http://site')
    decodeURIComponent(parsed.pathname)
  } catch {
    return null
  }
  if (!pages.some((pattern) => pattern.test(parsed.pathname))) return null
  const names = cookieNames(headers.cookie)
  if (names.some((name) => DRAFT_COOKIES.includes(name))) return null
  if (names.includes(LANGUAGE_COOKIE) && !parsed.searchParams.has('lang')) return null
  return `${parsed.pathname}${parsed.search}`
}

/**
 * The cache key of a visitor's request, or null when its answer may be personal or is not a public
 * page.
 * @param {import('node:http').IncomingMessage} req
 */
export function sharedPageKey(req) {
  if (cookieNames(req.headers.cookie).includes(SESSION_COOKIE)) return null
  return cacheableAddress(req, PUBLIC_PAGES)
}

/**
 * The address of a member's request that may be answered by audience, or null.
 * @param {import('node:http').IncomingMessage} req
 */
export function audiencePageAddress(req) {
  if (!cookieNames(req.headers.cookie).includes(SESSION_COOKIE)) return null
  return cacheableAddress(req, AUDIENCE_PAGES)
}

/** The Cookie header without the session cookie (a render for an audience must not read it). */
export function withoutSessionCookie(header) {
  return String(header ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part && part.split('=')[0].trim() !== SESSION_COOKIE)
    .join('; ')
}

/**
 * What the app reads a session from: the cookie, and where the request comes from (Payload accepts a
 * session cookie only from the site's own pages, a direct visit or a followed link: `Origin`,
 * `Sec-Fetch-Site`, `Sec-Fetch-Mode`, `Sec-Fetch-Dest`; src/lib/auth/navigation-headers.ts).
 * @param {import('node:http').IncomingMessage} req
 * @returns {Record<string, string>}
 */
export function sessionHeaders(req) {
  const picked = {}
  for (const name of ['cookie', 'origin', 'sec-fetch-site', 'sec-fetch-mode', 'sec-fetch-dest']) {
    const value = req.headers[name]
    if (typeof value === 'string') picked[name] = value
  }
  return picked
}

/** The short name of an audience in the cache's keys. */
function audienceName(audience) {
  return createHash('sha256').update(JSON.stringify(audience)).digest('base64url').slice(0, 22)
}

const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module'])

/** The CSP hash sources of the page's inline scripts (those the browser would run), in order. */
export function inlineScriptHashes(html) {
  const hashes = new Set()
  for (const [, text, content] of html.matchAll(SCRIPT_TAG)) {
    const attributes = scriptAttributes(text)
    if ('src' in attributes) continue
    if (!EXECUTABLE_TYPES.has(attributes.type?.trim().toLowerCase() ?? '')) continue
    hashes.add(`'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

/** The page's policy with its inline scripts' hashes added to `script-src`. */
export function policyWithHashes(policy, hashes) {
  if (!policy || !/(^|;\s*)script-src\s/.test(policy)) return null
  return policy.replace(/(^|;\s*)script-src ([^;]*)/, (_, lead, sources) =>
    [`${lead}script-src ${sources}`, ...hashes].join(' '),
  )
}

/** The best encoding the client accepts among those stored. */
function encodingFor(acceptEncoding) {
  const accepted = String(acceptEncoding ?? '')
    .toLowerCase()
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
    .map(([name]) => name.trim())
  if (accepted.includes('br')) return 'br'
  if (accepted.includes('gzip')) return 'gzip'
  return 'identity'
}

/**
 * @typedef {{ headers: [string, string | string[]][]; vary: string; gzip: Buffer; br: Buffer; bytes: number;
 *   storedAt: number; generation: number; isPrivate: boolean }} Entry
 */

/** A page for an audience of members: theirs only, kept by no shared cache. */
const PRIVATE_CACHE_CONTROL = 'private, no-store'

/**
 * @param {{ ttlMs?: number; maxBytes?: number; sharedMaxAge?: number; staleWhileRevalidate?: number;
 *   isUsable?: () => boolean; now?: () => number;
 *   resolveAudience?: (headers: Record<string, string>) => Promise<object | null> | object | null;
 *   audiences?: Map<string, object> }} [options]
 *   `resolveAudience` answers the audience of a request's session headers (`sessionHeaders`;
 *   null: render for the account);
 *   `audiences` is the table through which a render finds its audience by key.
 */
export function createPageCache({
  ttlMs = 60_000,
  maxBytes = 48 * 1024 * 1024,
  sharedMaxAge = 5,
  staleWhileRevalidate = 30,
  isUsable = () => true,
  now = () => Date.now(),
  resolveAudience = () => null,
  audiences = new Map(),
} = {}) {
  /** @type {Map<string, Entry>} insertion order is the least-recently-used order */
  const entries = new Map()
  /** @type {Map<string, Promise<Entry | null>>} */
  const pending = new Map()
  let bytes = 0
  /** Increases with every clear: a render started before a clear is not stored after it. */
  let generation = 0
  const stats = { hits: 0, misses: 0, bypasses: 0, clears: 0 }
  const publicCacheControl = `public, max-age=0, s-maxage=${sharedMaxAge}, stale-while-revalidate=${staleWhileRevalidate}`

  function remove(key) {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    bytes -= entry.bytes
  }

  function store(key, entry) {
    remove(key)
    entries.set(key, entry)
    bytes += entry.bytes
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break
      remove(oldest)
    }
  }

  function fresh(key) {
    const entry = entries.get(key)
    if (!entry) return null
    if (entry.generation !== generation || now() - entry.storedAt > ttlMs) {
      remove(key)
      return null
    }
    // Most recently used goes last.
    entries.delete(key)
    entries.set(key, entry)
    return entry
  }

  function clear() {
    generation += 1
    entries.clear()
    bytes = 0
    stats.clears += 1
  }

  /** @param {import('node:http').ServerResponse} res */
  function answerFrom(entry, acceptEncoding, res, status) {
    for (const [name, value] of entry.headers) res.setHeader(name, value)
    res.setHeader('Cache-Control', entry.isPrivate ? PRIVATE_CACHE_CONTROL : publicCacheControl)
    res.setHeader('Vary', entry.vary)
    res.setHeader(CACHE_STATUS_HEADER, status)
    const encoding = encodingFor(acceptEncoding)
    const body =
      encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : zlib.gunzipSync(entry.gzip)
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding)
    res.setHeader('Content-Length', body.length)
    res.writeHead(200)
    res.end(body)
  }

  /**
   * Holds the rendered answer until it ends; stores it when it is a complete public HTML page, then
   * answers it. Resolves with the stored entry, or null when it was answered as it came.
   */
  function capture(acceptEncoding, res, key, startGeneration, isPrivate) {
    const writeHead = res.writeHead
    const write = res.write
    const end = res.end
    const flushHeaders = res.flushHeaders
    const chunks = []
    let resolveEntry
    const result = new Promise((resolve) => {
      resolveEntry = resolve
    })

    function restore() {
      res.writeHead = writeHead
      res.write = write
      res.end = end
      res.flushHeaders = flushHeaders
    }

    res.writeHead = function (status, ...rest) {
      recordWriteHead(this, status, rest)
      return this
    }
    res.flushHeaders = function () {}
    res.write = function (chunk, encoding, callback) {
      if (chunk) chunks.push(toBuffer(chunk, encoding))
      const done = typeof encoding === 'function' ? encoding : callback
      if (typeof done === 'function') queueMicrotask(done)
      return true
    }
    res.end = function (chunk, encoding, callback) {
      if (chunk && typeof chunk !== 'function') chunks.push(toBuffer(chunk, encoding))
      const done = [chunk, encoding, callback].find((part) => typeof part === 'function')
      restore()
      try {
        const entry = storable() ? build(Buffer.concat(chunks)) : null
        if (entry) {
          if (entry.generation === generation) store(key, entry)
          answerFrom(entry, acceptEncoding, res, 'MISS')
        } else {
          res.setHeader(CACHE_STATUS_HEADER, 'BYPASS')
          if (isPrivate) res.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL)
          res.end(Buffer.concat(chunks))
        }
        resolveEntry(entry)
      } catch (error) {
        console.error('Page cache: answer not stored', error)
        if (!res.headersSent) res.removeHeader('content-length')
        res.end(Buffer.concat(chunks))
        resolveEntry(null)
      }
      if (typeof done === 'function') queueMicrotask(done)
      return this
    }
    res.on('close', () => resolveEntry(null))

    function storable() {
      if (res.statusCode !== 200) return false
      if (!String(res.getHeader('content-type') ?? '').startsWith('text/html')) return false
      if (res.hasHeader('set-cookie') || res.hasHeader('content-encoding')) return false
      return true
    }

    function build(rendered) {
      // Stored pages draw their hero before Next's scripts start (scripts/lib/scripts-after-hero.mjs)
      // and carry React's page data as JSON to parse, not script to compile (./page-data-json.mjs).
      const html = scriptsAfterHero(pageDataAsJson(rendered.toString('utf8')))
      const body = Buffer.from(html, 'utf8')
      const policy = policyWithHashes(
        String(res.getHeader('content-security-policy') ?? ''),
        inlineScriptHashes(html),
      )
      if (!policy) return null
      // Next's own Vary (its client navigations ask the same address for another format), and the
      // cookie: a session turns the same address into a personal page.
      const vary = String(res.getHeader('vary') ?? '')
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part && !/^(cookie|accept-encoding)$/i.test(part))
        .concat('Cookie', 'Accept-Encoding')
        .join(', ')
      const headers = []
      for (const name of res.getHeaderNames()) {
        if (NOT_STORED.has(name)) continue
        const value = res.getHeader(name)
        if (value === undefined) continue
        headers.push([name, name === 'content-security-policy' ? policy : value])
        res.removeHeader(name)
      }
      const gzip = zlib.gzipSync(body, { level: 9 })
      const br = zlib.brotliCompressSync(body, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 },
      })
      return {
        headers,
        vary,
        gzip,
        br,
        bytes: gzip.length + br.length + 512,
        storedAt: now(),
        generation: startGeneration,
        isPrivate,
      }
    }

    return result
  }

  /**
   * Answers `req` from the cache, or lets `render` answer it (capturing the page for the next
   * visitors). Returns true when the request was answered here without rendering.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {() => void} render
   */
  async function handle(req, res, render) {
    delete req.headers[SHARED_RENDER_HEADER]
    delete req.headers[AUDIENCE_HEADER]
    const acceptEncoding = req.headers['accept-encoding']
    const sharedKey = sharedPageKey(req)
    const memberAddress = sharedKey === null ? audiencePageAddress(req) : null
    if (sharedKey === null && memberAddress === null) return render()
    if (ttlMs <= 0 || !isUsable()) {
      // Off, or not to be trusted: a member's page is rendered for the account without a word (the
      // audience is not even asked for), a visitor's afresh and said so (the metrics label it BYPASS).
      if (sharedKey === null) return render()
      stats.bypasses += 1
      res.setHeader(CACHE_STATUS_HEADER, 'BYPASS')
      return render()
    }
    let key = sharedKey
    let audience = null
    if (key === null) {
      // Asked of the app only when the cache may answer: reading the session is a member page's cost.
      audience = await audienceOf(req)
      if (!audience) return render()
      key = `audience:${audienceName(audience)} ${memberAddress}`
    }
    const entry = fresh(key)
    if (entry) {
      stats.hits += 1
      answerFrom(entry, acceptEncoding, res, 'HIT')
      return
    }
    const inProgress = pending.get(key)
    if (inProgress) {
      const shared = await inProgress
      if (shared && shared.generation === generation && !res.writableEnded) {
        stats.hits += 1
        answerFrom(shared, acceptEncoding, res, 'HIT')
        return
      }
    }
    stats.misses += 1
    req.headers[SHARED_RENDER_HEADER] = '1'
    if (audience) {
      // Rendered for the audience, never for the account: the session cookie does not go along.
      const audienceKey = randomUUID()
      audiences.set(audienceKey, audience)
      res.on('close', () => audiences.delete(audienceKey))
      req.headers[AUDIENCE_HEADER] = audienceKey
      const cookie = withoutSessionCookie(req.headers.cookie)
      if (cookie) req.headers.cookie = cookie
      else delete req.headers.cookie
    }
    // The page is stored uncompressed-rendered, then compressed once here for every later visitor.
    delete req.headers['accept-encoding']
    const result = capture(acceptEncoding, res, key, generation, audience !== null)
    pending.set(key, result)
    void result.finally(() => {
      if (pending.get(key) === result) pending.delete(key)
    })
    return render()
  }

  /** The audience of a member's request, or null (rendered for the account) when it has none or the app cannot say. */
  async function audienceOf(req) {
    try {
      const audience = await resolveAudience(sessionHeaders(req))
      return audience && typeof audience === 'object' ? audience : null
    } catch {
      // The app renders the page for the account, and reports an outage there if there is one.
      return null
    }
  }

  return {
    handle,
    clear,
    stats: () => ({ ...stats, entries: entries.size, bytes }),
  }
}
