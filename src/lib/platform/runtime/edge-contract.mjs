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
/** @type {unique symbol} Empties the server's page cache (called by the cache handler). */
export const CLEAR_PAGE_CACHE = Symbol.for('sylva.pageCache.clear')
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

// Values the app keeps per process rather than per module: Next bundles some modules into more than
// one graph (the pages, the route handlers, the proxy, the cache handler it loads itself).
/** @type {unique symbol} The request's id and fields for log lines (platform/runtime/request-context.mjs). */
export const REQUEST_CONTEXT = Symbol.for('sylva.requestContext')
/** @type {unique symbol} When each rare log line was last written (platform/runtime/log-now-and-then.mjs). */
export const LOG_NOW_AND_THEN = Symbol.for('sylva.logNowAndThen')
/** @type {unique symbol} When each throttled task last ran (platform/runtime/now-and-then.ts). */
export const NOW_AND_THEN = Symbol.for('sylva.nowAndThen')
/** @type {unique symbol} The job runner's state: its timer, the pass in progress (platform/jobs/runner.ts). */
export const JOB_RUNNER = Symbol.for('sylva.jobRunner')
/** @type {unique symbol} The cache handler's Redis link to the other instances. */
export const CACHE_SHARED = Symbol.for('sylva.cache.sharedRevalidation')
/** @type {unique symbol} The cache handler's entries, one store for every copy of the handler. */
export const CACHE_STORE = Symbol.for('sylva.cache.store')
/** @type {unique symbol} The machine-translation provider's circuit breaker (lib/translation/server.ts). */
export const TRANSLATION_BREAKER = Symbol.for('sylva.translationBreaker')
/** @type {unique symbol} The search index per language (lib/search/memo.ts), cleared by the cache handler too. */
export const SEARCH_INDEX_KEY = Symbol.for('sylva.searchIndex')
/** @type {unique symbol} The S3 client, one per process (platform/storage/s3.ts). */
export const S3_CLIENT = Symbol.for('sylva.storage.s3Client')
/** @type {unique symbol} The rate limits' store, one per process (platform/rate-limit/index.ts). */
export const RATE_LIMIT_STORE = Symbol.for('sylva.rateLimitStore')
