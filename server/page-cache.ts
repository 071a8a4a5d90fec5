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
 *   depends on the address only, with the query parameters each reads (an address with any other is
 *   rendered, not stored). Forms with per-visitor state, the member area, sign-in and the pages
 *   reached by a private link are not in it. Each page keeps at most `maxEntriesPerPage` entries.
 * - A page rendered for the cache carries no CSP nonce (the proxy, src/proxy.ts, is told by
 *   `SHARED_RENDER_HEADER`); its inline scripts are allowed by their SHA-256 hashes instead, computed
 *   here once when the page is stored (docs/decisions/0018-cached-pages-csp-hashes.md).
 * - A stored page is Next's page as rendered: its own script tags and page data, unchanged.
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
 * Kept whole: what is stored, for whom, and when it is dropped are rules read together
 * (docs/performance.md).
 */
import { createHash, randomUUID } from 'node:crypto'
import type { IncomingMessage, OutgoingHttpHeader, ServerResponse } from 'node:http'
import zlib from 'node:zlib'

import {
  CACHE_STATUS_HEADER,
  INTERNAL_HEADERS,
  SESSION_COOKIE_NAMES,
} from '../src/lib/platform/runtime/edge-contract.mjs'
import { recordWriteHead, rewritable, toBuffer } from './held-response.ts'
import { getLogger } from '../src/lib/platform/runtime/logger.mjs'

/** Set by this module only (any value a client sends is removed): "render this page for everyone". */
export const SHARED_RENDER_HEADER = INTERNAL_HEADERS.sharedRender
/** Set by this module only (any value a client sends is removed): the key of the render's audience. */
export const AUDIENCE_HEADER = INTERNAL_HEADERS.audience
/** How a page was answered: HIT, MISS or BYPASS. */
export { CACHE_STATUS_HEADER }

const SESSION_COOKIES: string[] = Object.values(SESSION_COOKIE_NAMES)
/** Next's draft-mode cookies: the page shows drafts, never cached. */
const DRAFT_COOKIES = ['__prerender_bypass', '__next_preview_data']
/** The remembered language (src/i18n/routing.ts): without `?lang=`, the proxy may redirect on it. */
const LANGUAGE_COOKIE = 'language'

/** The site's languages (src/i18n/locales.ts): the proxy renders any other `lang` in French. */
export const LOCALES: string[] = ['fr', 'en', 'es', 'de', 'nl']

/** The library's lists (src/components/Library/LibraryList.tsx): a category and a page number. */
const LIST_PARAMS = ['categorie', 'page']

/**
 * Public reading pages, by their visible address (src/proxy.ts maps them to `/[locale]/…`), each
 * with the query parameters it reads besides `lang`. Only an address made of those (each once, `lang`
 * one of `LOCALES`) is stored. Next's page data and the sign-in links (`x-sylva-path`, src/proxy.ts)
 * carry the address as written, so a page asked for with any other parameter is rendered, neither
 * stored nor answered from another address's entry.
 */
export const PUBLIC_PAGES: { path: RegExp; params: string[] }[] = [
  { path: /^\/$/, params: [] },
  { path: /^\/(articles|videos|culture|decouvertes|formations|routines)$/, params: LIST_PARAMS },
  // src/lib/calendar/url.ts (readCalendarState).
  { path: /^\/calendrier-foret$/, params: ['vue', 'mois', 'categories', 'lieu'] },
  // A redirect to /routines (never stored: not a 200).
  { path: /^\/conseils$/, params: [] },
  {
    path: /^\/(articles|videos|culture|decouvertes|conseils|calendrier-foret|formations)\/[^/]+$/,
    params: [],
  },
  { path: /^\/formations\/[^/]+\/module\/[^/]+$/, params: [] },
  // src/app/(frontend)/[locale]/(site)/abonnement/page.tsx.
  { path: /^\/abonnement$/, params: ['plan', 'error'] },
  // The outcome of a posted form (CONTACT_OUTCOME, src/lib/contact/schema.ts).
  { path: /^\/contact$/, params: ['envoi', 'champ'] },
  // src/components/Search/SearchPage.tsx.
  { path: /^\/recherche$/, params: ['q', 'page'] },
  {
    path: /^\/(cgu|cgv|mentions-legales|politique-confidentialite|politique-cookies)$/,
    params: [],
  },
  // src/components/Personality/TestsListPage.tsx and TestPage.tsx.
  { path: /^\/tests-personnalite$/, params: ['error'] },
  { path: /^\/tests-personnalite\/[^/]+$/, params: ['q', 'error', 'first'] },
]

/**
 * The public pages a member sees as every member of their audience does: reading pages whose member
 * version depends on the subscription and the theme only. Not the courses (a member's progress), the
 * personality tests (their results), the plans (their subscription) nor the contact form. Their
 * parameters are those of `PUBLIC_PAGES`.
 */
export const AUDIENCE_PAGES: RegExp[] = [
  /^\/$/,
  /^\/(articles|videos|culture|decouvertes|conseils|calendrier-foret)(\/[^/]+)?$/,
  /^\/(routines|recherche)$/,
  /^\/(cgu|cgv|mentions-legales|politique-confidentialite|politique-cookies)$/,
]

/** What the app says a member's session belongs to (src/lib/auth/audience.ts); opaque here. */
export type Audience = object

/** A page request the cache deals with (`pageRequest`). */
type PageRequest = { address: string; page: string; storable: boolean }

/** Headers of the rendered answer that are not stored (they are set again for each answer). */
const NOT_STORED = new Set<string>([
  'connection',
  'content-encoding',
  'content-length',
  'date',
  'keep-alive',
  // Each answer keeps its own request's id (server/index.ts).
  'x-request-id',
  'transfer-encoding',
  'cache-control',
  'vary',
  'x-nextjs-cache',
  'x-nextjs-prerender',
  'x-nextjs-stale-time',
  CACHE_STATUS_HEADER,
])

function cookieNames(header: string | undefined): string[] {
  if (!header) return []
  return String(header)
    .split(';')
    .map((part) => (part.split('=')[0] ?? '').trim())
    .filter(Boolean)
}

/** Whether a query names only parameters the page reads, each once, and a language of the site. */
function readsOnly(searchParams: URLSearchParams, params: string[]): boolean {
  const names = [...searchParams.keys()]
  if (new Set(names).size !== names.length) return false
  return names.every((name) =>
    name === 'lang' ? LOCALES.includes(searchParams.get(name) ?? '') : params.includes(name),
  )
}

/**
 * A page request the cache deals with, or null: not a GET of a whole page listed in `PUBLIC_PAGES`
 * (and `AUDIENCE_PAGES` for a member), an `Authorization` header, a draft, or a remembered language
 * without `?lang=`. `address` is its key when `storable`: its query holds only what the page reads.
 * `page` is the decoded path, under which the entries of one page are counted.
 */
function pageRequest(req: IncomingMessage, forAudience: boolean): PageRequest | null {
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
  // `//host/…` would be read as another host's address, its path standing for this site's.
  if (!url.startsWith('/') || url.startsWith('//')) return null
  let parsed: URL
  let page: string
  try {
    parsed = new URL(url, 'http://site')
    page = decodeURIComponent(parsed.pathname)
  } catch {
    return null
  }
  const listed = PUBLIC_PAGES.find((candidate) => candidate.path.test(parsed.pathname))
  if (!listed) return null
  if (forAudience && !AUDIENCE_PAGES.some((pattern) => pattern.test(parsed.pathname))) return null
  const names = cookieNames(headers.cookie)
  if (names.some((name) => DRAFT_COOKIES.includes(name))) return null
  if (names.includes(LANGUAGE_COOKIE) && !parsed.searchParams.has('lang')) return null
  return {
    address: `${parsed.pathname}${parsed.search}`,
    page,
    storable: readsOnly(parsed.searchParams, listed.params),
  }
}

/** Whether the request carries a session cookie. */
function hasSession(req: IncomingMessage): boolean {
  return cookieNames(req.headers.cookie).some((name) => SESSION_COOKIES.includes(name))
}

/** A visitor's page request (no session), or null. */
function visitorRequest(req: IncomingMessage): PageRequest | null {
  if (hasSession(req)) return null
  return pageRequest(req, false)
}

/** A member's page request that may be answered by audience, or null. */
function memberRequest(req: IncomingMessage): PageRequest | null {
  if (!hasSession(req)) return null
  return pageRequest(req, true)
}

/**
 * The cache key of a visitor's request, or null when its answer may be personal, is not a public
 * page, or its query holds a parameter the page does not read.
 */
export function sharedPageKey(req: IncomingMessage): string | null {
  const request = visitorRequest(req)
  return request?.storable ? request.address : null
}

/** The address of a member's request that may be answered by audience, or null. */
export function audiencePageAddress(req: IncomingMessage): string | null {
  const request = memberRequest(req)
  return request?.storable ? request.address : null
}

/** The Cookie header without the session cookie (a render for an audience must not read it). */
export function withoutSessionCookie(header: string | undefined): string {
  return String(header ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part && !SESSION_COOKIES.includes((part.split('=')[0] ?? '').trim()))
    .join('; ')
}

/**
 * What the app reads a session from: the cookie, and where the request comes from (Payload accepts a
 * session cookie only from the site's own pages, a direct visit or a followed link: `Origin`,
 * `Sec-Fetch-Site`, `Sec-Fetch-Mode`, `Sec-Fetch-Dest`; src/lib/auth/navigation-headers.ts).
 */
export function sessionHeaders(req: IncomingMessage): Record<string, string> {
  const picked: Record<string, string> = {}
  for (const name of ['cookie', 'origin', 'sec-fetch-site', 'sec-fetch-mode', 'sec-fetch-dest']) {
    const value = req.headers[name]
    if (typeof value === 'string') picked[name] = value
  }
  return picked
}

/** The short name of an audience in the cache's keys. */
function audienceName(audience: Audience): string {
  return createHash('sha256').update(JSON.stringify(audience)).digest('base64url').slice(0, 22)
}

/** A `<script>` tag: its attribute text and its content. */
const SCRIPT_TAG = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi

const ATTRIBUTE = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g

function decodeEntities(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

/**
 * A tag's attributes by lower-case name, values decoded (`""` for one written without a value).
 * `text` is the attribute text of a tag, as `SCRIPT_TAG` captures it.
 */
function scriptAttributes(text: string): Record<string, string> {
  const attributes: Record<string, string> = {}
  for (const [, name, double, single, bare] of text.matchAll(ATTRIBUTE))
    attributes[(name as string).toLowerCase()] = decodeEntities(double ?? single ?? bare ?? '')
  return attributes
}

const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module'])

/** The CSP hash sources of the page's inline scripts (those the browser would run), in order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, text, content] of html.matchAll(SCRIPT_TAG)) {
    const attributes = scriptAttributes(text as string)
    if ('src' in attributes) continue
    if (!EXECUTABLE_TYPES.has(attributes.type?.trim().toLowerCase() ?? '')) continue
    hashes.add(
      `'sha256-${createHash('sha256')
        .update(content as string, 'utf8')
        .digest('base64')}'`,
    )
  }
  return [...hashes]
}

/** The page's policy with its inline scripts' hashes added to `script-src`. */
export function policyWithHashes(policy: string, hashes: string[]): string | null {
  if (!policy || !/(^|;\s*)script-src\s/.test(policy)) return null
  return policy.replace(/(^|;\s*)script-src ([^;]*)/, (_, lead: string, sources: string) =>
    [`${lead}script-src ${sources}`, ...hashes].join(' '),
  )
}

/** The best encoding the client accepts among those stored. */
function encodingFor(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  const accepted = String(acceptEncoding ?? '')
    .toLowerCase()
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
    .map(([name]) => (name as string).trim())
  if (accepted.includes('br')) return 'br'
  if (accepted.includes('gzip')) return 'gzip'
  return 'identity'
}

/** A stored page: its headers and bodies, and what the cache keeps track of. */
type Entry = {
  headers: [string, OutgoingHttpHeader][]
  vary: string
  gzip: Buffer
  br: Buffer
  bytes: number
  storedAt: number
  generation: number
  isPrivate: boolean
  page: string
}

/** What an entry holds besides its bodies and strings: the entry object, its slots in the maps. */
const ENTRY_OVERHEAD = 512

/**
 * `buffer` in a backing store of its own and of its size: zlib's output is a view into its larger
 * work buffer (a small `Buffer.concat`'s, into the shared pool), which it would keep alive whole.
 */
function exactBuffer(buffer: Buffer): Buffer {
  if (buffer.byteOffset === 0 && buffer.buffer.byteLength === buffer.length) return buffer
  const copy = Buffer.allocUnsafeSlow(buffer.length)
  buffer.copy(copy)
  return copy
}

/** The bytes of the strings an entry keeps. */
function stringBytes(values: unknown[]): number {
  return values.reduce<number>(
    (sum, value) =>
      sum + (Array.isArray(value) ? stringBytes(value) : Buffer.byteLength(String(value))),
    0,
  )
}

/** A page for an audience of members: theirs only, kept by no shared cache. */
const PRIVATE_CACHE_CONTROL = 'private, no-store'

export type PageCacheOptions = {
  ttlMs?: number
  maxBytes?: number
  sharedMaxAge?: number
  staleWhileRevalidate?: number
  isUsable?: () => boolean
  now?: () => number
  /** The audience of a request's session headers (`sessionHeaders`; null: render for the account). */
  resolveAudience?: (headers: Record<string, string>) => Promise<Audience | null> | Audience | null
  /** The table through which a render finds its audience by key. */
  audiences?: Map<string, Audience>
  /**
   * Bounds the entries of one page (its queries and languages, per audience), so that varying a
   * parameter the page reads (`?page=1…9999`) cannot push the other pages out.
   */
  maxEntriesPerPage?: number
}

export function createPageCache({
  ttlMs = 60_000,
  maxBytes = 48 * 1024 * 1024,
  sharedMaxAge = 5,
  staleWhileRevalidate = 30,
  isUsable = () => true,
  now = () => Date.now(),
  resolveAudience = () => null,
  audiences = new Map(),
  maxEntriesPerPage = 32,
}: PageCacheOptions = {}) {
  /** Insertion order is the least-recently-used order. */
  const entries = new Map<string, Entry>()
  /** The keys stored of each page (`Entry.page`). */
  const byPage = new Map<string, Set<string>>()
  const pending = new Map<string, Promise<Entry | null>>()
  let bytes = 0
  /** Increases with every clear: a render started before a clear is not stored after it. */
  let generation = 0
  const stats = { hits: 0, misses: 0, bypasses: 0, clears: 0 }
  const publicCacheControl = `public, max-age=0, s-maxage=${sharedMaxAge}, stale-while-revalidate=${staleWhileRevalidate}`

  function remove(key: string): void {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    bytes -= entry.bytes
    const keys = byPage.get(entry.page)
    keys?.delete(key)
    if (keys?.size === 0) byPage.delete(entry.page)
  }

  function isStale(entry: Entry): boolean {
    return entry.generation !== generation || now() - entry.storedAt > ttlMs
  }

  /** Whether `page` may have one more entry, `key`, once its expired entries are dropped. */
  function hasRoom(page: string, key: string): boolean {
    const keys = byPage.get(page)
    if (!keys || keys.has(key) || keys.size < maxEntriesPerPage) return true
    for (const stored of [...keys]) {
      const entry = entries.get(stored)
      if (entry && isStale(entry)) remove(stored)
    }
    return (byPage.get(page)?.size ?? 0) < maxEntriesPerPage
  }

  /** Stores `entry` unless it is from before a clear, larger than the cache or its page is full. */
  function store(key: string, entry: Entry): boolean {
    if (entry.generation !== generation || entry.bytes > maxBytes) return false
    if (!hasRoom(entry.page, key)) return false
    remove(key)
    entries.set(key, entry)
    bytes += entry.bytes
    const keys = byPage.get(entry.page) ?? new Set()
    byPage.set(entry.page, keys.add(key))
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break
      remove(oldest)
    }
    return true
  }

  function fresh(key: string): Entry | null {
    const entry = entries.get(key)
    if (!entry) return null
    if (isStale(entry)) {
      remove(key)
      return null
    }
    // Most recently used goes last.
    entries.delete(key)
    entries.set(key, entry)
    return entry
  }

  function clear(): void {
    generation += 1
    entries.clear()
    byPage.clear()
    bytes = 0
    stats.clears += 1
  }

  function answerFrom(
    entry: Entry,
    acceptEncoding: string | undefined,
    res: ServerResponse,
    status: 'HIT' | 'MISS' | 'BYPASS',
  ): void {
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
  function capture(
    acceptEncoding: string | undefined,
    res: ServerResponse,
    key: string,
    page: string,
    startGeneration: number,
    isPrivate: boolean,
  ): Promise<Entry | null> {
    const { writeHead, write, end, flushHeaders } = rewritable(res)
    const chunks: Buffer[] = []
    let resolveEntry: (entry: Entry | null) => void = () => {}
    const result = new Promise<Entry | null>((resolve) => {
      resolveEntry = resolve
    })

    function restore() {
      const methods = rewritable(res)
      methods.writeHead = writeHead
      methods.write = write
      methods.end = end
      methods.flushHeaders = flushHeaders
    }

    rewritable(res).writeHead = function (status, ...rest) {
      recordWriteHead(this, status, rest)
      return this
    }
    rewritable(res).flushHeaders = function () {}
    rewritable(res).write = function (chunk, encoding, callback) {
      if (chunk) chunks.push(toBuffer(chunk, encoding))
      const done = typeof encoding === 'function' ? encoding : callback
      if (typeof done === 'function') queueMicrotask(done as () => void)
      return true
    }
    rewritable(res).end = function (chunk, encoding, callback) {
      if (chunk && typeof chunk !== 'function') chunks.push(toBuffer(chunk, encoding))
      const done = [chunk, encoding, callback].find((part) => typeof part === 'function')
      restore()
      try {
        const entry = storable() ? build(Buffer.concat(chunks)) : null
        if (entry) {
          answerFrom(entry, acceptEncoding, res, store(key, entry) ? 'MISS' : 'BYPASS')
        } else {
          res.setHeader(CACHE_STATUS_HEADER, 'BYPASS')
          if (isPrivate) res.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL)
          res.end(Buffer.concat(chunks))
        }
        resolveEntry(entry)
      } catch (error) {
        getLogger().error({ err: error }, 'Page cache: answer not stored')
        if (!res.headersSent) res.removeHeader('content-length')
        res.end(Buffer.concat(chunks))
        resolveEntry(null)
      }
      if (typeof done === 'function') queueMicrotask(done as () => void)
      return this
    }
    res.on('close', () => resolveEntry(null))

    function storable(): boolean {
      if (res.statusCode !== 200) return false
      if (!String(res.getHeader('content-type') ?? '').startsWith('text/html')) return false
      if (res.hasHeader('set-cookie') || res.hasHeader('content-encoding')) return false
      return true
    }

    function build(rendered: Buffer): Entry | null {
      const policy = policyWithHashes(
        String(res.getHeader('content-security-policy') ?? ''),
        inlineScriptHashes(rendered.toString('utf8')),
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
      const headers: Entry['headers'] = []
      for (const name of res.getHeaderNames()) {
        if (NOT_STORED.has(name)) continue
        const value = res.getHeader(name)
        if (value === undefined) continue
        headers.push([name, name === 'content-security-policy' ? policy : value])
        res.removeHeader(name)
      }
      const gzip = exactBuffer(zlib.gzipSync(rendered, { level: 9 }))
      const br = exactBuffer(
        zlib.brotliCompressSync(rendered, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }),
      )
      return {
        headers,
        vary,
        gzip,
        br,
        bytes:
          gzip.buffer.byteLength +
          br.buffer.byteLength +
          stringBytes([key, page, vary, ...headers.flat()]) +
          ENTRY_OVERHEAD,
        storedAt: now(),
        generation: startGeneration,
        isPrivate,
        page,
      }
    }

    return result
  }

  /**
   * Answers `req` from the cache, or lets `render` answer it (capturing the page for the next
   * visitors). Returns true when the request was answered here without rendering.
   */
  async function handle(
    req: IncomingMessage,
    res: ServerResponse,
    render: () => unknown,
  ): Promise<unknown> {
    delete req.headers[SHARED_RENDER_HEADER]
    delete req.headers[AUDIENCE_HEADER]
    const acceptEncoding = req.headers['accept-encoding']
    const visitor = visitorRequest(req)
    const request = visitor ?? memberRequest(req)
    if (request === null) return render()
    // Rendered as if there were no cache: a member's page for the account without a word, a
    // visitor's said so (the metrics label it BYPASS).
    const uncached = () => {
      if (visitor === null) return render()
      stats.bypasses += 1
      res.setHeader(CACHE_STATUS_HEADER, 'BYPASS')
      return render()
    }
    // Off, not to be trusted, or a parameter the page does not read (`PUBLIC_PAGES`): the audience
    // is not even asked for.
    if (ttlMs <= 0 || !isUsable() || !request.storable) return uncached()
    let key = request.address
    let page = request.page
    let audience: Audience | null = null
    if (visitor === null) {
      // Asked of the app only when the cache may answer: reading the session is a member page's cost.
      audience = await audienceOf(req)
      if (!audience) return render()
      const prefix = `audience:${audienceName(audience)} `
      key = `${prefix}${key}`
      page = `${prefix}${page}`
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
    // This page holds as many entries as it may: rendered, not stored (nor compressed).
    if (!hasRoom(page, key)) return uncached()
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
    const result = capture(acceptEncoding, res, key, page, generation, audience !== null)
    pending.set(key, result)
    void result.finally(() => {
      if (pending.get(key) === result) pending.delete(key)
    })
    return render()
  }

  /** The audience of a member's request, or null (rendered for the account) when it has none or the app cannot say. */
  async function audienceOf(req: IncomingMessage): Promise<Audience | null> {
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
