/**
 * What the production server (server/) and the app (src/) share: the
 * internal headers one sets for the other, the session cookie's names, and the process-wide values
 * both reach through `globalThis` (the app is bundled, the server is not: a module-level value is not
 * shared between them, a global symbol is). Plain JavaScript so that both sides import this one file.
 */

/** Request headers the server or the proxy sets for the app; any value a client sends is replaced. */
export const INTERNAL_HEADERS = Object.freeze({
  /** The client's address as the server saw it (src/lib/platform/http/client-ip.ts). */
  clientIp: 'x-sylva-client-ip',
  /** "Render this page for everyone": no CSP nonce, stored by the page cache (src/proxy.ts). */
  sharedRender: 'x-sylva-shared-render',
  /** The key of the audience a member's page is rendered for (src/lib/auth/audience.ts). */
  audience: 'x-sylva-audience',
  /** The address as written, for the sign-in links (src/proxy.ts, src/lib/auth/guard.ts). */
  path: 'x-sylva-path',
  /** Marks the server's own request for the not-found page (server/error-shell.ts). */
  notFoundRender: 'x-sylva-not-found-render',
})

/** Response header that tells tests, benchmarks and operators how a page was answered. */
export const CACHE_STATUS_HEADER = 'x-sylva-page-cache'

/** The session cookie's names: plain http, and `__Host-` on a secure site. */
export const SESSION_COOKIE_NAMES = Object.freeze({
  plain: 'sylva-token',
  secure: '__Host-sylva-token',
})

// Values shared through `globalThis` between the server and the app (`unique symbol`s, so that
// TypeScript can type the properties they name).
/** @type {unique symbol} The server's one logger (platform/runtime/logger.mjs). */
export const LOGGER = Symbol.for('sylva.logger')
/** @type {unique symbol} Its child for start, drain and stop lines, written at any level. */
export const LIFECYCLE_LOGGER = Symbol.for('sylva.lifecycleLogger')
/** @type {unique symbol} Epoch ms until which the database counts as failing (platform/payload/failures.ts). */
export const UNAVAILABLE_UNTIL = Symbol.for('sylva.unavailableUntil')
/** @type {unique symbol} Steps run at shutdown, by name (platform/runtime/shutdown.ts). */
export const SHUTDOWN_HOOKS = Symbol.for('sylva.shutdownHooks')
/** @type {unique symbol} True once SIGTERM was received. */
export const SHUTTING_DOWN = Symbol.for('sylva.shuttingDown')
/** @type {unique symbol} The audiences of renders in progress, by key (src/lib/auth/audience.ts). */
export const AUDIENCES = Symbol.for('sylva.audiences')
/** @type {unique symbol} How a session's audience is found, registered by the app. */
export const AUDIENCE_OF = Symbol.for('sylva.audienceOf')
/** @type {unique symbol} Whether this process hears the other instances' invalidations. */
export const CACHE_LISTENING = Symbol.for('sylva.cache.listening')
/** @type {unique symbol} Drops cache tags outside a request (platform/cache/revalidate.ts). */
export const DROP_CACHE_TAGS = Symbol.for('sylva.cache.dropTags')
/** @type {unique symbol} The metrics registry the server creates (platform/runtime/metrics.ts). */
export const METRICS = Symbol.for('sylva.metrics')
/** @type {unique symbol} The job queue's reader the app registers for the metrics. */
export const JOB_QUEUE_METRICS = Symbol.for('sylva.metrics.jobQueue')
/** @type {unique symbol} The async scope of the server's start, for background work (platform/runtime/outside-request.ts). */
export const BACKGROUND_SCOPE = Symbol.for('sylva.backgroundScope')

/**
 * The values the app keeps per process rather than per module, by name: Next bundles some modules into
 * more than one graph (the pages, the route handlers, the proxy, the cache handler it loads itself).
 * @typedef {'requestContext' | 'logNowAndThen' | 'nowAndThen' | 'jobRunner' | 'cacheStore' | 'cacheSharing' | 'searchIndex' | 's3Client' | 'rateLimitStore' | 'translationBreaker' | 'storedPages'} ProcessWideName
 */
/** @type {unique symbol} Where they are kept. */
const PROCESS_WIDE = Symbol.for('sylva.processWide')

/**
 * This process's value under `name`, made by `create` on first use.
 * @template T
 * @param {ProcessWideName} name
 * @param {() => T} create
 * @returns {T}
 */
export function processWide(name, create) {
  const holder = /** @type {Record<symbol, Map<string, unknown>>} */ (
    /** @type {unknown} */ (globalThis)
  )
  const slots = (holder[PROCESS_WIDE] ??= new Map())
  if (!slots.has(name)) slots.set(name, create())
  return /** @type {T} */ (slots.get(name))
}

/**
 * The server's stored pages as the cache handler reaches them: `drop(tags)` removes those that read
 * one of the tags, `drop()` all of them (server/page-cache.ts). Nothing until the server sets it.
 * @returns {{ drop: (tags?: readonly string[]) => void }}
 */
export function storedPages() {
  return processWide('storedPages', () => ({ drop: () => {} }))
}
