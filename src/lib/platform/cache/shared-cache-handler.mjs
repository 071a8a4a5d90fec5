/**
 * Next.js's cache handler (`cacheHandler` in next.config.ts), written to Next's documented interface
 * (`get`, `set`, `revalidateTag`, `resetRequestCache`), whose tag drops are shared between the site's
 * instances through Redis when `REDIS_URL` is set.
 *
 * Each instance keeps its cached reads (site settings, plans, legal pages, the library) in its own
 * memory, at most `MAX_CACHE_BYTES`, dropping the least recently used; nothing is kept on disk, so a
 * process starts with an empty cache. Each entry remembers its tags, and dropping a tag deletes every
 * entry that carries it, at once: no clock is compared, and a drop asking for a later expiry
 * (`durations.expire` > 0) is immediate too. When an entry is due for a refresh is Next's business (it
 * compares `lastModified` with the entry's `revalidate`).
 *
 * When staff change something, the instance that saved it drops the tag and publishes it on a Redis
 * channel; every other instance drops the same tag when the message arrives, so no instance serves the
 * old price, the old text or an old access level. Without Redis (one instance, tests) the drop stays
 * here. Should Redis be away for a while, the cached reads' own 5-minute expiry still bounds how long
 * another instance lags.
 *
 * Plain JavaScript: Next loads this file by its path when the server starts, outside the bundle.
 */
import { randomUUID } from 'node:crypto'

import Redis from 'ioredis'

import {
  CACHE_LISTENING,
  DROP_CACHE_TAGS,
  processWide,
  storedPages,
} from '../runtime/edge-contract.mjs'
import { logNowAndThen } from '../runtime/log-now-and-then.mjs'
import { getLogger } from '../runtime/logger.mjs'
import { noteRequestTags } from '../runtime/request-context.mjs'

/** `next build` serves no one: it neither listens nor publishes. */
const isBuild = process.env.NEXT_PHASE === 'phase-production-build'

/** The channel every instance listens on (with the rate limits' `sylva:` prefix for its keys). */
export const REVALIDATION_CHANNEL = 'sylva:cache:revalidate'

/** How much the entries of this process may hold, counted roughly (`sizeOf`). */
export const MAX_CACHE_BYTES = 32 * 1024 * 1024

// The response header in which Next gives a page's or a route's cache tags, comma-separated.
const TAGS_HEADER = 'x-next-cache-tags'

const holder = /** @type {Record<symbol, any>} */ (globalThis)

/**
 * @typedef {{ expire?: number } | undefined} Durations
 * @typedef {{ origin: string; tags: string[]; durations?: Durations }} Revalidation
 * @typedef {{ kind?: string; fetchCache?: boolean; tags?: string[]; softTags?: string[]; cacheControl?: unknown } | undefined} Context
 * @typedef {{ value: any; lastModified: number; cacheControl?: unknown; tags: Set<string>; size: number }} Entry
 */

/**
 * The process's entries, least recently used first, shared by every handler (Next makes one per
 * request). Kept on `globalThis`: Next loads this file by its path for pages and routes, and also
 * bundles a copy of it into the proxy's bundle (.next/server/middleware.js); both copies, and the
 * background drops registered below by whichever loaded last, must act on one store.
 * @type {{ entries: Map<string, Entry>; bytes: number }}
 */
const store = processWide('cacheStore', () => ({ entries: new Map(), bytes: 0 }))

/** Roughly how many bytes a value holds: strings by length, buffers by size, the rest by its parts. */
function sizeOf(value) {
  if (typeof value === 'string') return value.length
  if (value === null || typeof value !== 'object') return 8
  if (ArrayBuffer.isView(value)) return value.byteLength
  const parts = value instanceof Map ? [...value].flat() : Object.entries(value).flat()
  return parts.reduce((sum, part) => sum + sizeOf(part), 0)
}

/** The tags of a read (its own and soft ones) and, for a stored value, those it carries itself. */
function tagsOf(data, ctx) {
  const tags = [...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])]
  if (Array.isArray(data?.tags)) tags.push(...data.tags)
  const header = data?.headers?.[TAGS_HEADER]
  if (typeof header === 'string') tags.push(...header.split(','))
  return tags
}

function remove(key) {
  const entry = store.entries.get(key)
  if (!entry) return
  store.entries.delete(key)
  store.bytes -= entry.size
}

/**
 * Drops the server's stored pages (server/page-cache.ts) that read one of `tags`, or all of them.
 * @param {string[]} [tags]
 */
function dropRenderedPages(tags) {
  storedPages().drop(tags)
}

/**
 * The tags a page's render reads with, for the server's page cache to drop that page with them
 * (src/lib/platform/http/page-caching.ts says the same for reads made without this handler). Only
 * a read's own tags: Next's soft tags name paths, which nothing here drops.
 * @param {Context} ctx
 */
function noteReadTags(ctx) {
  if (ctx?.tags?.length) noteRequestTags(ctx.tags)
}

/**
 * Deletes every entry carrying one of the tags from this process's store, and the rendered pages
 * that read one of them.
 * @param {string[]} tags
 */
function dropLocally(tags) {
  for (const [key, entry] of store.entries) if (tags.some((tag) => entry.tags.has(tag))) remove(key)
  dropRenderedPages(tags)
}

/**
 * This process's Redis link to the other instances, while it is open.
 * @type {{ current: any }}
 */
const sharing = processWide('cacheSharing', () => ({ current: null }))

/**
 * The process's connection to the channel, made once (Next creates a handler per request): one client
 * publishes, one listens. `ready` settles when the listener is subscribed; null without `REDIS_URL`.
 */
function sharedRevalidation() {
  const url = process.env.REDIS_URL
  if (!url) return null
  if (sharing.current) return sharing.current
  const origin = randomUUID()
  const options = { maxRetriesPerRequest: 2 }
  const publisher = new Redis(url, options)
  const subscriber = new Redis(url, options)
  for (const client of [publisher, subscriber])
    client.on('error', (error) =>
      logNowAndThen('redis-cache', `Redis (cache invalidation): ${error.message}`),
    )
  subscriber.on('message', (channel, message) => {
    if (channel !== REVALIDATION_CHANNEL) return
    try {
      /** @type {Revalidation} */
      const revalidation = JSON.parse(message)
      if (revalidation.origin === origin || !Array.isArray(revalidation.tags)) return
      dropLocally(revalidation.tags.filter((tag) => typeof tag === 'string'))
      // The search index this process built from the library (src/lib/search/memo.ts) goes too.
      processWide('searchIndex', () => new Map()).clear()
    } catch (error) {
      getLogger().error({ err: error }, 'Redis (cache invalidation): unreadable message')
    }
  })
  // Away from Redis, another instance's invalidations are missed: the page cache stops answering
  // until the listener is subscribed again, and then starts empty.
  const listen = () =>
    subscriber.subscribe(REVALIDATION_CHANNEL).then(() => {
      if (!shared.listening) dropRenderedPages()
      shared.listening = true
    })
  const ready = listen()
  ready.catch((error) =>
    logNowAndThen('redis-cache', `Redis (cache invalidation): ${error.message}`),
  )
  subscriber.on('close', () => {
    shared.listening = false
  })
  subscriber.on('ready', () => {
    if (!shared.listening) listen().catch(() => {})
  })
  const shared = {
    origin,
    ready,
    /** True while this process hears the other instances' invalidations. */
    listening: false,
    /** @param {Revalidation} revalidation */
    publish: (revalidation) =>
      publisher.publish(REVALIDATION_CHANNEL, JSON.stringify(revalidation)),
    close: async () => {
      sharing.current = null
      await Promise.allSettled([publisher.quit(), subscriber.quit()])
    },
  }
  sharing.current = shared
  return shared
}

/**
 * Drops tags here and publishes the drop to the other instances. Also registered on `globalThis`, for
 * writes made outside a request (a background job): Next's `revalidateTag` needs a request in
 * progress (src/lib/platform/cache/revalidate.ts calls this instead).
 * @param {string[]} tags
 * @param {Durations} durations
 */
async function dropEverywhere(tags, durations) {
  dropLocally(tags)
  const shared = isBuild ? null : sharedRevalidation()
  if (!shared || tags.length === 0) return
  try {
    await shared.publish({ origin: shared.origin, tags, durations })
  } catch (error) {
    // The save itself succeeded; the other instances catch up within the reads' expiry.
    logNowAndThen('redis-cache', `Redis (cache invalidation): not shared (${error.message})`)
  }
}
holder[DROP_CACHE_TAGS] = dropEverywhere

/**
 * Whether a page kept in this process can be trusted to be current: always without Redis (one
 * instance), and with Redis only while this process listens to the other instances' invalidations.
 * Read by the production server's page cache (server/page-cache.ts).
 */
holder[CACHE_LISTENING] = () => !process.env.REDIS_URL || sharing.current?.listening === true

/** Resolves once this process listens to the other instances' invalidations (at once without Redis). */
export async function whenListening() {
  await sharedRevalidation()?.ready
}

/** Closes the process's Redis connections (tests, shutdown). */
export async function stopSharing() {
  await sharing.current?.close()
}

export default class SharedCacheHandler {
  /** @param {unknown} [_context] Next's options for its own caches, of no use to this one. */
  constructor(_context) {
    // Listening starts with the first request rather than with the first invalidation.
    if (!isBuild) sharedRevalidation()
  }

  /**
   * The entry as stored, or null. The tags it is read with count from now on as well: Next gives a
   * read's soft tags (the rendered path's own) to `get` only.
   * @param {string} key
   * @param {Context} ctx
   */
  async get(key, ctx) {
    noteReadTags(ctx)
    const entry = store.entries.get(key)
    if (!entry) return null
    store.entries.delete(key)
    store.entries.set(key, entry)
    for (const tag of tagsOf(null, ctx)) entry.tags.add(tag)
    const { value, lastModified, cacheControl } = entry
    return { value, lastModified, cacheControl }
  }

  /**
   * @param {string} key
   * @param {any} data Next's value: `kind` and what that kind keeps (null for a page not found)
   * @param {Context} ctx
   */
  async set(key, data, ctx) {
    remove(key)
    const size = key.length + sizeOf(data)
    if (size > MAX_CACHE_BYTES) return
    const tags = new Set(tagsOf(data, ctx))
    const lastModified = Date.now()
    store.entries.set(key, {
      value: data,
      lastModified,
      cacheControl: ctx?.cacheControl,
      tags,
      size,
    })
    store.bytes += size
    for (const [oldest] of store.entries) {
      if (store.bytes <= MAX_CACHE_BYTES) break
      remove(oldest)
    }
  }

  /**
   * @param {string | string[]} tags
   * @param {Durations} [durations]
   */
  async revalidateTag(tags, durations) {
    await dropEverywhere(typeof tags === 'string' ? [tags] : tags, durations)
  }

  /** Nothing is kept per request. */
  resetRequestCache() {}
}
