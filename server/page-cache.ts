/**
 * The rendered-page cache for visitors (docs/performance.md › Rendered pages for visitors).
 *
 * A public page asked for by someone without a session is the same page for every visitor: it is
 * rendered once per address (the language is part of it, `?lang=`), kept in this process's memory,
 * compressed, and answered from there until the content changes. Anything rendered for an account
 * (a session cookie, draft preview, an `Authorization` header) never enters the cache and is never
 * answered from it.
 *
 * - Which pages: those whose render declared itself public (src/lib/platform/http/page-caching.ts,
 *   written into the request's context), with the query parameters it reads; an address with any
 *   other is rendered, not stored. A page that declared nothing or `private` is never kept, and once
 *   a render of it has said so, its next requests are rendered as they come (nonce, streamed). There
 *   is no list of routes here. Each page keeps at most `maxEntriesPerPage` entries.
 * - A page rendered for the cache carries no CSP nonce (the proxy, src/proxy.ts, is told by
 *   `SHARED_RENDER_HEADER`); its inline scripts are allowed by their SHA-256 hashes instead, computed
 *   here when the render ends (docs/decisions/0018-cached-pages-csp-hashes.md). Any answer that is
 *   not HTML goes through as it comes.
 * - A stored page is Next's page as rendered: its own script tags and page data, unchanged.
 * - A content change drops the pages that show it: each entry keeps the cache tags its render read
 *   with (the cache handler notes them in the request's context), and the cache handler
 *   (src/lib/platform/cache/shared-cache-handler.mjs) calls `drop` with the tags of every drop in
 *   this process — a save during a request, a background job, another instance's message over
 *   Redis. A write drops its collection's tag (lists, home, search) and its document's own, so the
 *   other documents' pages stay. A page that read no tagged data goes with any change. Entries also
 *   expire after `PAGE_CACHE_TTL_SECONDS` (the tip of the day and the calendar's month follow the date).
 * - While the instances' shared invalidation is not listening (Redis configured but away), the cache
 *   neither answers nor stores: pages are rendered afresh, never possibly stale.
 * - Several visitors asking for the same missing page wait for one render instead of rendering it each.
 *
 * Members' reading pages are kept too, once per *audience* (src/lib/auth/audience.ts): the members
 * whose subscription, badge, own theme and welcome offer are the same see the same page. For a
 * request whose only personal cookie is the session, on a page whose last render declared
 * `members: 'audience'`, the app says which audience the session belongs to (`resolveAudience`; null
 * for staff and other cases rendered per account); the page is then rendered *without the session
 * cookie*, for the audience handed over through the `audiences` table under a random key
 * (`AUDIENCE_HEADER`), and answered `private, no-store`. Nothing that tells one member from another
 * is in an audience, so nothing personal can be in its page, and a render for an audience that asked
 * for the account anyway is not kept; a change of subscription or theme changes the audience, hence
 * the entry.
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
import {
  currentRequest,
  type PageCaching,
  type RequestContext,
} from '../src/lib/platform/runtime/request-context.mjs'

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

/** How many pages' declarations are remembered (the least recently seen go first). */
const MAX_KNOWN_PAGES = 4096

/** What the app says a member's session belongs to (src/lib/auth/audience.ts); opaque here. */
export type Audience = object

/** A page request the cache deals with (`pageRequest`). */
type PageRequest = { address: string; page: string; query: URLSearchParams }

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
function readsOnly(searchParams: URLSearchParams, params: readonly string[]): boolean {
  const names = [...searchParams.keys()]
  if (new Set(names).size !== names.length) return false
  return names.every((name) =>
    name === 'lang' ? LOCALES.includes(searchParams.get(name) ?? '') : params.includes(name),
  )
}

/**
 * A request the cache may deal with, or null: not a GET of a whole page, an `Authorization` header,
 * a draft, or a remembered language without `?lang=`. `address` is its key; `page` is the decoded
 * path, under which the entries of one page are counted and its declaration is remembered.
 */
function pageRequest(req: IncomingMessage): PageRequest | null {
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
  const names = cookieNames(headers.cookie)
  if (names.some((name) => DRAFT_COOKIES.includes(name))) return null
  if (names.includes(LANGUAGE_COOKIE) && !parsed.searchParams.has('lang')) return null
  return { address: `${parsed.pathname}${parsed.search}`, page, query: parsed.searchParams }
}

/**
 * Whether a request asks for a document: a browser's navigation says so (`Sec-Fetch-Dest`), another
 * client by accepting HTML. Only those are rendered for everyone before their page is known.
 */
function asksForDocument(req: IncomingMessage): boolean {
  const dest = req.headers['sec-fetch-dest']
  if (dest) return dest === 'document'
  return String(req.headers.accept ?? '').includes('text/html')
}

/** What a page that declared nothing counts as: never kept. */
const UNDECLARED: PageCaching = { kind: 'private' }

function isHtml(res: ServerResponse): boolean {
  return String(res.getHeader('content-type') ?? '').startsWith('text/html')
}

/** Whether the request carries a session cookie. */
function hasSession(req: IncomingMessage): boolean {
  return cookieNames(req.headers.cookie).some((name) => SESSION_COOKIES.includes(name))
}

/** Whether a render's declaration lets it be kept for this request (`forAudience`: a member's). */
function shareable(
  caching: PageCaching | undefined,
  query: URLSearchParams,
  forAudience: boolean,
): caching is Extract<PageCaching, { kind: 'public' }> {
  if (caching?.kind !== 'public') return false
  if (forAudience && caching.members !== 'audience') return false
  return readsOnly(query, caching.reads)
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
  /** The cache tags its render read with (`ANY_CHANGE` when it read none). */
  tags: Set<string>
}

/** The tag of a page whose render read no tagged data: any change drops it. */
const ANY_CHANGE = '*'

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

/** The tags a stored public page was rendered from, comma-separated (Cloudflare's name for it). */
export const CACHE_TAG_HEADER = 'Cache-Tag'

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
  /** What each page declared when last rendered, least recently seen first (`MAX_KNOWN_PAGES`). */
  const known = new Map<string, PageCaching>()
  let bytes = 0
  /**
   * Increases with every clear and every drop: a render that started before one is not stored
   * after it when it read a dropped tag (`droppedAt`), or at all after a clear (`clearedAt`).
   */
  let generation = 0
  let clearedAt = 0
  /** The generation at which each tag was last dropped. */
  const droppedAt = new Map<string, number>()
  const stats = { hits: 0, misses: 0, bypasses: 0, clears: 0, drops: 0 }
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

  /** Whether nothing the entry's render read has changed since it started. */
  function isCurrent(entry: Entry): boolean {
    if (entry.generation < clearedAt) return false
    for (const tag of entry.tags) if ((droppedAt.get(tag) ?? -1) > entry.generation) return false
    return true
  }

  function isStale(entry: Entry): boolean {
    return !isCurrent(entry) || now() - entry.storedAt > ttlMs
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

  /** Stores `entry` unless what it read changed meanwhile, it is larger than the cache or its page is full. */
  function store(key: string, entry: Entry): boolean {
    if (!isCurrent(entry) || entry.bytes > maxBytes) return false
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
    clearedAt = generation
    droppedAt.clear()
    entries.clear()
    byPage.clear()
    bytes = 0
    stats.clears += 1
  }

  /**
   * Drops the pages whose render read one of `tags` (and those that read no tagged data), and keeps
   * a render in progress that read one from being stored; without tags, every page.
   */
  function drop(tags?: readonly string[]): void {
    if (!tags) return clear()
    generation += 1
    for (const tag of [...tags, ANY_CHANGE]) droppedAt.set(tag, generation)
    for (const [key, entry] of entries) if (!isCurrent(entry)) remove(key)
    stats.drops += 1
  }

  function answerFrom(
    entry: Entry,
    acceptEncoding: string | undefined,
    res: ServerResponse,
    status: 'HIT' | 'MISS' | 'BYPASS',
  ): void {
    for (const [name, value] of entry.headers) res.setHeader(name, value)
    res.setHeader('Cache-Control', entry.isPrivate ? PRIVATE_CACHE_CONTROL : publicCacheControl)
    // What a shared cache in front (a CDN) may purge the page by: the tags it was rendered from.
    if (!entry.isPrivate && !entry.tags.has(ANY_CHANGE))
      res.setHeader(CACHE_TAG_HEADER, [...entry.tags].join(','))
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

  /** What the page said of itself the last time it was rendered in this process, if it was. */
  function knownCaching(page: string): PageCaching | undefined {
    const caching = known.get(page)
    if (caching) {
      known.delete(page)
      known.set(page, caching)
    }
    return caching
  }

  /**
   * Remembers what the render of `page` declared, once it answered with HTML (a redirect, a page
   * not found or an error page too: their next render is an ordinary one, which teaches again), or
   * anything else to a request for a document.
   */
  function learnWhenDone(
    req: IncomingMessage,
    res: ServerResponse,
    page: string,
    context: RequestContext,
  ): void {
    res.once('finish', () => {
      // A document asked for that turned out to be something else (a feed, a file): not a page.
      if (!isHtml(res) && !asksForDocument(req)) return
      known.delete(page)
      known.set(page, context.caching ?? UNDECLARED)
      for (const oldest of known.keys()) {
        if (known.size <= MAX_KNOWN_PAGES) break
        known.delete(oldest)
      }
    })
  }

  /**
   * Holds a rendered HTML answer until it ends (any other answer goes through as it comes); stores
   * it when the render declared it may be kept for this request, then answers it, its inline
   * scripts allowed by hash either way (the render had no nonce). Resolves with the stored entry, or
   * null when it was not stored.
   */
  function capture(
    acceptEncoding: string | undefined,
    res: ServerResponse,
    key: string,
    page: string,
    request: PageRequest,
    context: RequestContext,
    startGeneration: number,
    isPrivate: boolean,
  ): Promise<Entry | null> {
    const { writeHead, write, end, flushHeaders } = rewritable(res)
    const chunks: Buffer[] = []
    let resolveEntry: (entry: Entry | null) => void = () => {}
    const result = new Promise<Entry | null>((resolve) => {
      resolveEntry = resolve
    })
    /** Whether the answer is held: unknown until its head is written. */
    let holding: boolean | null = null

    function restore() {
      const methods = rewritable(res)
      methods.writeHead = writeHead
      methods.write = write
      methods.end = end
      methods.flushHeaders = flushHeaders
    }

    /** Decides at the head: an HTML page is held, anything else (a file, JSON) is not. */
    function decide(): boolean {
      if (holding !== null) return holding
      holding = isHtml(res)
      if (!holding) {
        restore()
        resolveEntry(null)
        writeHead.call(res, res.statusCode)
      }
      return holding
    }

    rewritable(res).writeHead = function (status, ...rest) {
      recordWriteHead(this, status, rest)
      decide()
      return this
    }
    rewritable(res).flushHeaders = function () {}
    rewritable(res).write = function (chunk, encoding, callback) {
      if (!decide()) return write.call(this, chunk, encoding, callback)
      if (chunk) chunks.push(toBuffer(chunk, encoding))
      const done = typeof encoding === 'function' ? encoding : callback
      if (typeof done === 'function') queueMicrotask(done as () => void)
      return true
    }
    rewritable(res).end = function (chunk, encoding, callback) {
      if (!decide()) return end.call(this, chunk, encoding, callback)
      if (chunk && typeof chunk !== 'function') chunks.push(toBuffer(chunk, encoding))
      const done = [chunk, encoding, callback].find((part) => typeof part === 'function')
      restore()
      const rendered = Buffer.concat(chunks)
      try {
        const policy = policyWithHashes(
          String(res.getHeader('content-security-policy') ?? ''),
          inlineScriptHashes(rendered.toString('utf8')),
        )
        if (policy) res.setHeader('Content-Security-Policy', policy)
        const entry = policy && keepable() ? build(rendered) : null
        if (entry) {
          answerFrom(entry, acceptEncoding, res, store(key, entry) ? 'MISS' : 'BYPASS')
        } else {
          res.setHeader(CACHE_STATUS_HEADER, 'BYPASS')
          if (isPrivate) res.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL)
          res.end(rendered)
        }
        resolveEntry(entry)
      } catch (error) {
        getLogger().error({ err: error }, 'Page cache: answer not stored')
        if (!res.headersSent) res.removeHeader('content-length')
        res.end(rendered)
        resolveEntry(null)
      }
      if (typeof done === 'function') queueMicrotask(done as () => void)
      return this
    }
    res.on('close', () => resolveEntry(null))

    /** A whole page the render declared may be kept for this request, and nothing personal in it. */
    function keepable(): boolean {
      if (res.statusCode !== 200) return false
      if (res.hasHeader('set-cookie') || res.hasHeader('content-encoding')) return false
      if (context.accountRead) {
        getLogger().error(
          { page: request.page },
          'Page cache: a render for an audience read the account; not kept (src/lib/auth/viewer.ts)',
        )
        return false
      }
      return shareable(context.caching, request.query, isPrivate)
    }

    function build(rendered: Buffer): Entry {
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
        headers.push([name, value])
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
        tags: context.tags?.size ? new Set(context.tags) : new Set([ANY_CHANGE]),
      }
    }

    return result
  }

  /**
   * Answers `req` from the cache, or lets `render` answer it (capturing the page for the next
   * visitors when it may be kept). A page is kept only when its own render declared it public
   * (src/lib/platform/http/page-caching.ts); what a page declared last is what decides, before a
   * request, whether it is rendered for everyone, for an audience or as it comes.
   */
  async function handle(
    req: IncomingMessage,
    res: ServerResponse,
    renderPage: () => unknown,
  ): Promise<unknown> {
    delete req.headers[SHARED_RENDER_HEADER]
    delete req.headers[AUDIENCE_HEADER]
    const acceptEncoding = req.headers['accept-encoding']
    const request = pageRequest(req)
    const context = currentRequest()
    // Without the request's context no declaration can be read: nothing is kept.
    if (request === null || !context) return renderPage()
    const isMember = hasSession(req)
    const caching = knownCaching(request.page)
    const render = () => {
      learnWhenDone(req, res, request.page, context)
      return renderPage()
    }
    if (isMember) {
      // A member's page is shared by audience only once a render said it may be.
      if (!shareable(caching, request.query, true)) return render()
    } else if (caching ? caching.kind !== 'public' : !asksForDocument(req)) {
      // Known not to be shared: rendered as it comes, with its nonce, streamed. Not known yet and
      // not asked for as a document (a script, an image, a JSON call): as it comes too, compressed.
      return render()
    }
    // Rendered as if there were no cache: a member's page for the account without a word, a
    // visitor's said so (the metrics label it BYPASS).
    const uncached = () => {
      if (isMember) return render()
      stats.bypasses += 1
      res.setHeader(CACHE_STATUS_HEADER, 'BYPASS')
      return render()
    }
    // Off, not to be trusted, or a parameter the page does not read: the audience is not even asked for.
    if (ttlMs <= 0 || !isUsable()) return uncached()
    if (caching && !shareable(caching, request.query, false)) return uncached()
    let key = request.address
    let page = request.page
    let audience: Audience | null = null
    if (isMember) {
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
      if (shared && isCurrent(shared) && !res.writableEnded) {
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
    const result = capture(
      acceptEncoding,
      res,
      key,
      page,
      request,
      context,
      generation,
      audience !== null,
    )
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
    drop,
    stats: () => ({ ...stats, entries: entries.size, bytes }),
  }
}
