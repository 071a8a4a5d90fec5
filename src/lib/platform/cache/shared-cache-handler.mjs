/**
 * Next.js's cache handler (`cacheHandler` in next.config.ts): Next's own file-system cache, unchanged,
 * whose tag invalidations are shared between the site's instances through Redis when `REDIS_URL` is set.
 *
 * Each instance keeps its cached reads (site settings, plans, legal pages, the library) in its own
 * memory and files. When staff change something, the instance that saved it drops the tag at once and
 * publishes it on a Redis channel; every other instance drops the same tag from its own cache when the
 * message arrives, so no instance serves the old price, the old text or an old access level. Without
 * Redis (one instance, tests) this is Next's file-system cache and nothing else. Should Redis be away
 * for a while, the cached reads' own 5-minute expiry still bounds how long another instance lags.
 *
 * Plain JavaScript: Next loads this file by its path when the server starts, outside the bundle.
 */
import { randomUUID } from 'node:crypto'

import Redis from 'ioredis'
import { NEXT_CACHE_TAGS_HEADER } from 'next/dist/lib/constants.js'
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js'

import { SEARCH_INDEX_KEY } from './memo-key.mjs'
import { logNowAndThen } from '../runtime/log-now-and-then.mjs'

const FileSystemCache = fileSystemCacheModule.default ?? fileSystemCacheModule

/** `next build` serves no one: it neither listens nor publishes. */
const isBuild = process.env.NEXT_PHASE === 'phase-production-build'

/** The channel every instance listens on (with the rate limits' `sylva:` prefix for its keys). */
export const REVALIDATION_CHANNEL = 'sylva:cache:revalidate'

const SHARED = Symbol.for('sylva.cache.sharedRevalidation')
/** Registered by the production server: empties its rendered-page cache (scripts/lib/page-cache.mjs). */
const CLEAR_PAGES = Symbol.for('sylva.pageCache.clear')

/** Every content change in this process or another one empties the visitors' page cache. */
function clearRenderedPages() {
  const clear = /** @type {Record<symbol, unknown>} */ (globalThis)[CLEAR_PAGES]
  if (typeof clear === 'function') clear()
}

/**
 * @typedef {{ expire?: number } | undefined} Durations
 * @typedef {{ origin: string; tags: string[]; durations?: Durations }} Revalidation
 */

/** Next's cache alone, to apply another instance's invalidation here without publishing it back. */
let localCache = null

/** Applies an invalidation to this process's cache only (Next's own bookkeeping of stale tags). */
function applyLocally(tags, durations) {
  recordDrops(tags, durations)
  localCache ??= new FileSystemCache({ revalidatedTags: [] })
  return localCache.revalidateTag(tags, durations)
}

const DROPPED_AT = Symbol.for('sylva.cache.droppedAt')

/**
 * When each tag was last dropped in this process, by the wall clock (`Date.now()`), the clock Next
 * stamps its cached entries with. Next decides whether a drop has taken effect by comparing that
 * stamp with `performance.timeOrigin + performance.now()`, a monotonic clock that stops agreeing with
 * the wall clock as soon as the system time is stepped forward (a virtual machine resumed and its
 * clock corrected, an NTP step): from then on every « expire now » drop only marks entries stale, and
 * the first read after a change still gets the old data. Reading this record as well keeps a drop
 * immediate whatever the clocks do (tests/unit/cache-drops.test.ts).
 * @returns {Map<string, number>}
 */
function droppedAt() {
  const holder = /** @type {Record<symbol, Map<string, number> | undefined>} */ (globalThis)
  return (holder[DROPPED_AT] ??= new Map())
}

/**
 * Records a drop that must take effect at once (the site's own: `{ expire: 0 }`, or Next's default
 * without durations); a drop with a later expiry is left to Next's stale-while-revalidate.
 * @param {string[]} tags
 * @param {Durations} durations
 */
function recordDrops(tags, durations) {
  if (durations?.expire !== undefined && durations.expire > 0) return
  const now = Date.now()
  const dropped = droppedAt()
  for (const tag of tags) dropped.set(tag, now)
}

/** The tags a cached entry answers to: the read's own and soft tags, those stored with it. */
function tagsOf(data, ctx) {
  const tags = [...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])]
  const value = data.value ?? {}
  if (Array.isArray(value.tags)) tags.push(...value.tags)
  const header = value.headers?.[NEXT_CACHE_TAGS_HEADER]
  if (typeof header === 'string') tags.push(...header.split(','))
  return tags
}

/** When this process started, by the same wall clock: it knows of no drop made before. */
const startedAt = Date.now()

/**
 * Whether one of the entry's tags was dropped at or after the entry was stored. A cached read stored
 * before this process started (Next keeps them on disk across restarts) may predate a drop the previous
 * run made and this one never heard of: it counts as dropped and is made afresh once.
 */
function droppedSinceStored(data, ctx) {
  if (data.value?.kind === 'FETCH' && data.lastModified < startedAt) return true
  const dropped = droppedAt()
  if (dropped.size === 0) return false
  return tagsOf(data, ctx).some((tag) => (dropped.get(tag) ?? -Infinity) >= data.lastModified)
}

/**
 * The process's connection to the channel, made once (Next creates a handler per request): one client
 * publishes, one listens. `ready` settles when the listener is subscribed; null without `REDIS_URL`.
 */
function sharedRevalidation() {
  const url = process.env.REDIS_URL
  if (!url) return null
  const holder = /** @type {Record<symbol, unknown>} */ (globalThis)
  if (holder[SHARED]) return holder[SHARED]
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
      void applyLocally(
        revalidation.tags.filter((tag) => typeof tag === 'string'),
        revalidation.durations,
      )
      clearRenderedPages()
      // The search index this process built from the library (src/lib/search/memo.ts) goes too.
      const searchIndex = holder[SEARCH_INDEX_KEY]
      if (searchIndex instanceof Map) searchIndex.clear()
    } catch (error) {
      console.error(`Redis (cache invalidation): unreadable message (${String(error)})`)
    }
  })
  // Away from Redis, another instance's invalidations are missed: the page cache stops answering
  // until the listener is subscribed again, and then starts empty.
  const listen = () =>
    subscriber.subscribe(REVALIDATION_CHANNEL).then(() => {
      if (!shared.listening) clearRenderedPages()
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
      delete holder[SHARED]
      await Promise.allSettled([publisher.quit(), subscriber.quit()])
    },
  }
  holder[SHARED] = shared
  return shared
}

/**
 * Drops tags from this process's cache and shares the drop, for writes made outside a request (a
 * background job): Next's `revalidateTag` needs a request in progress (src/lib/platform/cache/
 * revalidate.ts calls this instead). Registered on `globalThis` when Next loads this file.
 * @param {string[]} tags
 * @param {Durations} durations
 */
async function dropTagsOutsideRequest(tags, durations) {
  await applyLocally(tags, durations)
  clearRenderedPages()
  const shared = isBuild ? null : sharedRevalidation()
  if (!shared || tags.length === 0) return
  try {
    await shared.publish({ origin: shared.origin, tags, durations })
  } catch (error) {
    logNowAndThen('redis-cache', `Redis (cache invalidation): not shared (${error.message})`)
  }
}
;/** @type {Record<symbol, unknown>} */ (globalThis)[Symbol.for('sylva.cache.dropTags')] =
  dropTagsOutsideRequest

/**
 * Whether a page kept in this process can be trusted to be current: always without Redis (one
 * instance), and with Redis only while this process listens to the other instances' invalidations.
 * Read by the production server's page cache (scripts/lib/page-cache.mjs).
 */
;/** @type {Record<symbol, unknown>} */ (globalThis)[Symbol.for('sylva.cache.listening')] = () => {
  if (!process.env.REDIS_URL) return true
  const shared = /** @type {Record<symbol, { listening?: boolean } | undefined>} */ (globalThis)[
    SHARED
  ]
  return shared?.listening === true
}

/** Resolves once this process listens to the other instances' invalidations (at once without Redis). */
export async function whenListening() {
  await sharedRevalidation()?.ready
}

/** Closes the process's Redis connections (tests, shutdown). */
export async function stopSharing() {
  const holder = /** @type {Record<symbol, { close: () => Promise<void> } | undefined>} */ (
    globalThis
  )
  await holder[SHARED]?.close()
}

export default class SharedCacheHandler extends FileSystemCache {
  constructor(options) {
    super(options)
    // Listening starts with the first request rather than with the first invalidation.
    if (!isBuild) sharedRevalidation()
  }

  /**
   * Next's read, except that an entry stored before one of its tags was dropped is never returned,
   * even when Next's clocks disagree (see `droppedAt`): the read is made afresh instead.
   * @param {string} key
   * @param {{ kind?: string; tags?: string[]; softTags?: string[] } | undefined} ctx
   */
  async get(key, ctx) {
    const data = await super.get(key, ctx)
    if (data && droppedSinceStored(data, ctx)) return null
    return data
  }

  /**
   * @param {string | string[]} tags
   * @param {Durations} durations
   */
  async revalidateTag(tags, durations) {
    const list = typeof tags === 'string' ? [tags] : tags
    recordDrops(list, durations)
    await super.revalidateTag(tags, durations)
    clearRenderedPages()
    if (isBuild) return
    const shared = sharedRevalidation()
    if (!shared) return
    if (list.length === 0) return
    try {
      await shared.publish({ origin: shared.origin, tags: list, durations })
    } catch (error) {
      // The save itself succeeded; the other instances catch up within the reads' expiry.
      logNowAndThen('redis-cache', `Redis (cache invalidation): not shared (${error.message})`)
    }
  }
}
