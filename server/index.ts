/**
 * The production server: Next.js (with Payload inside) behind Node's HTTP server, so that every request
 * body is bounded before the app reads it (server/body-limit.ts), server actions that cannot be
 * genuine are refused (server/action-requests.ts), and SIGTERM drains in-flight requests, answering
 * 503 meanwhile, then closes the database before the process exits.
 * Run by scripts/start.mjs in a child process it starts again if it dies, once the site is built,
 * migrated and seeded, from the one-file bundle the preparation writes (.next/production-server.mjs,
 * scripts/lib/server-bundle.mjs); also runs alone (`node server/index.ts`) for a build that is ready.
 *
 * This folder, server/, is what runs in production in front of Next: strict TypeScript, checked and
 * linted like src/, kept runnable by Node 24 as it is (erasable syntax only, relative imports with
 * their extension). The command-line tools live in scripts/. Its settings are read and validated
 * with the rest of the configuration (src/lib/platform/config/env.ts): a wrong value stops start-up
 * with one line naming the variable.
 * Kept whole: the server's wiring, each step of a request in order; the steps themselves are the
 * other files of server/.
 */
import fs from 'node:fs'
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import nextEnv from '@next/env'
import next from 'next'

import { ConfigError, readEnv, type Env } from '../src/lib/platform/config/env.ts'
import {
  isCrossSiteAction,
  isReadableActionBody,
  isReadableForm,
  mayBeServerAction,
} from './action-requests.ts'
import { announcedBody, BoundedIncomingMessage, bodyLimitFor, MB } from './body-limit.ts'
import { type ErrorPageTexts, serveErrorShellsAsPages } from './error-shell.ts'
import { rewritable } from './held-response.ts'
import { createMetrics } from './metrics.ts'
import { type Audience, CACHE_STATUS_HEADER, createPageCache } from './page-cache.ts'
import {
  AUDIENCE_OF,
  AUDIENCES,
  CACHE_LISTENING,
  INTERNAL_HEADERS,
  SESSION_COOKIE_NAMES,
  SHUTDOWN_HOOKS,
  SHUTTING_DOWN,
  storedPages,
  UNAVAILABLE_UNTIL,
} from '../src/lib/platform/runtime/edge-contract.mjs'
import { getLifecycleLogger, getLogger } from '../src/lib/platform/runtime/logger.mjs'
import { requestIdFrom, runWithRequestId } from '../src/lib/platform/runtime/request-context.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/**
 * The values this server and the app share through `globalThis` (the app is bundled, this server is
 * not; src/lib/platform/runtime/edge-contract.mjs names them).
 */
const shared = globalThis as typeof globalThis & {
  /** Epoch ms until which the database counts as failing (src/lib/platform/payload/failures.ts). */
  [UNAVAILABLE_UNTIL]?: number
  [AUDIENCES]?: Map<string, Audience>
  /** Registered by the app (src/lib/auth/audience.ts). */
  [AUDIENCE_OF]?: (headers: Record<string, string>) => Promise<Audience | null> | Audience | null
  /** Set by the cache handler (src/lib/platform/cache/shared-cache-handler.mjs). */
  [CACHE_LISTENING]?: () => boolean
  /** Registered by the app (src/lib/platform/runtime/shutdown.ts). */
  [SHUTDOWN_HOOKS]?: Map<string, () => unknown>
  [SHUTTING_DOWN]?: boolean
}

/** What `report` tells: the server answers, or it could not start and why (one line). */
type Report = { type: 'ready'; port: number } | { type: 'failed'; error: string }

/** Who hears 'ready' and 'failed': the parent over IPC (scripts/start.mjs), otherwise the log. */
function report(message: Report): void {
  if (process.send) process.send(message)
  else if (message.type === 'failed') getLifecycleLogger().error(`✖ ${message.error}`)
  else if (message.type === 'ready')
    getLifecycleLogger().info(`Ready on http://localhost:${message.port}`)
}

/**
 * The configuration, validated as the app reads it (src/lib/platform/config/env.ts), with the same
 * files Next loads (.env…; already loaded when scripts/start.mjs runs the server): a wrong value
 * stops the server here, with one line naming the variable.
 */
function readSettings(): Env {
  nextEnv.loadEnvConfig(root, false)
  try {
    return readEnv()
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    report({ type: 'failed', error: error.message })
    process.exit(1)
  }
}

const settings = readSettings()
const port = settings.port
const host = settings.server.host
const drainTimeoutMs = settings.server.shutdownTimeoutMs
const trustedProxyHops = settings.trustProxyHops

/**
 * The client's address: the connection's peer, or, behind N trusted proxies, the address those proxies
 * saw (the N-th from the right in X-Forwarded-For). Whatever a client sends in this header is replaced.
 */
function clientAddress(req: IncomingMessage): string {
  const peer = req.socket.remoteAddress ?? ''
  if (trustedProxyHops === 0) return peer
  const forwarded = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  const chain = [...forwarded, peer]
  return chain[Math.max(0, chain.length - 1 - trustedProxyHops)] ?? peer
}

/**
 * HSTS is decided here, when the server starts, and not in next.config.ts (whose headers are fixed when
 * the site is built): a build made in embedded mode and started as a production deployment must send it.
 */
const isProduction = settings.isProduction
const HSTS = 'max-age=63072000; includeSubDomains'

const locales = ['fr', 'en', 'es', 'de', 'nl']
/** The catalogue's `errorPage` texts (the refused-form pages, the error page without script). */
type ErrorTexts = ErrorPageTexts & {
  refusedTitle: string
  refusedText: string
  tooLargeTitle: string
  tooLargeText: string
  tooLargeBack: string
}
const errorTexts: Record<string, ErrorTexts> = Object.fromEntries(
  locales.map((locale) => [
    locale,
    (
      JSON.parse(fs.readFileSync(path.join(root, 'messages', `${locale}.json`), 'utf8')) as {
        errorPage: ErrorTexts
      }
    ).errorPage,
  ]),
)

function escapeHtml(text: unknown): string {
  return String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** The statuses the server answers itself, before the app. */
type RefusalStatus = 413 | 401 | 403 | 400 | 503

/** What each refusal says: an API client reads Payload's error shape, a reader a page in their language. */
const REFUSALS: Record<
  RefusalStatus,
  {
    log: string | null
    api: (limit: number) => string
    page: (texts: ErrorTexts) => [string, string]
  }
> = {
  413: {
    log: 'Request body over the limit',
    api: (limit) => `The request body is too large: this address accepts at most ${limit / MB} MB.`,
    page: (texts) => [texts.tooLargeTitle, texts.tooLargeText],
  },
  401: {
    log: 'Upload without credentials refused',
    api: () => 'Sign in to upload files.',
    page: (texts) => [texts.refusedTitle, texts.refusedText],
  },
  403: {
    log: 'Server action from another site refused',
    api: () => 'This request comes from another site.',
    page: (texts) => [texts.refusedTitle, texts.refusedText],
  },
  400: {
    log: 'Unreadable request body refused',
    api: () => 'The request body cannot be read.',
    page: (texts) => [texts.refusedTitle, texts.refusedText],
  },
  503: {
    log: null,
    api: () => 'The server is restarting; try again in a moment.',
    page: (texts) => [texts.title, texts.text],
  },
}

/**
 * Answers a request here, before the app sees it, and drops the rest of its body: JSON in Payload's
 * error shape under /api, otherwise a short page in the reader's language with a link back.
 */
function refuse(
  req: IncomingMessage,
  res: ServerResponse,
  status: RefusalStatus,
  { limit = 0 }: { limit?: number } = {},
): void {
  const url = req.url ?? '/'
  const pathname = url.split('?')[0] ?? url
  const refusal = REFUSALS[status]
  if (refusal.log) {
    getLogger().warn(
      { path: pathname, status, requestId: req.headers['x-request-id'] },
      refusal.log,
    )
  }
  if (req instanceof BoundedIncomingMessage) req.dropRest()
  else req.resume()
  if (res.headersSent) return void req.socket?.destroy()
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' }
  if (status === 503) Object.assign(headers, { 'Retry-After': '5', Connection: 'close' })
  if (pathname === '/api' || pathname.startsWith('/api/')) {
    res.writeHead(status, { ...headers, 'Content-Type': 'application/json; charset=utf-8' })
    return void res.end(JSON.stringify({ errors: [{ message: refusal.api(limit) }] }))
  }
  const lang = new URL(url, 'http://site').searchParams.get('lang')
  const locale = lang !== null && locales.includes(lang) ? lang : 'fr'
  const texts = errorTexts[locale] as ErrorTexts
  const [title, text] = refusal.page(texts)
  res.writeHead(status, { ...headers, 'Content-Type': 'text/html; charset=utf-8' })
  res.end(
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>` +
      `<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#14251b;background:#f7f5ee"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="${escapeHtml(url)}" style="color:#15803d">${escapeHtml(texts.tooLargeBack)}</a></p></body></html>`,
  )
}

/**
 * A response the app may still be writing after the server refused its request (an upload whose body
 * went over the limit while the app read it): whatever the app writes now goes nowhere.
 */
function silence(res: ServerResponse): void {
  res.on('error', () => {})
  res.setHeader = () => res
  res.writeHead = () => res
  res.write = () => true
  res.end = () => res
}

/**
 * While the database is failing, an error answer is an outage, not a bug: 503 with Retry-After, so
 * that browsers, crawlers and load balancers come back later (the page itself is the site's error page).
 */
function answerOutagesWith503(res: ServerResponse): void {
  const writeHead = rewritable(res).writeHead
  rewritable(res).writeHead = function (status, ...rest) {
    if (status === 500 && (shared[UNAVAILABLE_UNTIL] ?? 0) > Date.now()) {
      this.setHeader('Retry-After', '10')
      return writeHead.call(this, 503, ...rest)
    }
    return writeHead.call(this, status, ...rest)
  }
}

/** Where this server reaches itself (the not-found page it renders for server/error-shell.ts). */
const internalOrigin = `http://${['0.0.0.0', '::', ''].includes(host) ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host}:${port}`

/**
 * Visitors' pages, rendered once and kept, and members' reading pages by audience
 * (server/page-cache.ts). The cache handler drops the pages that read a changed document's tags,
 * here or on another instance, and tells whether it may be trusted. The app registers how a session's audience
 * is found when it renders its first page (src/components/Site/audience.ts) and reads the audiences of its
 * renders from the table shared here (src/lib/auth/audience.ts).
 */
const audiences = new Map<string, Audience>()
shared[AUDIENCES] = audiences
const pageCache = createPageCache({
  ttlMs: settings.server.pageCacheTtlSeconds * 1000,
  maxBytes: settings.server.pageCacheMaxMb * 1024 * 1024,
  isUsable: () => {
    const listening = shared[CACHE_LISTENING]
    return typeof listening === 'function' ? listening() : !process.env.REDIS_URL
  },
  resolveAudience: (headers) => {
    const resolve = shared[AUDIENCE_OF]
    return typeof resolve === 'function' ? resolve(headers) : null
  },
  audiences,
})
storedPages().drop = (tags) => pageCache.drop(tags)

/** Prometheus metrics at GET /metrics, when METRICS_TOKEN is set (server/metrics.ts). */
const metrics = createMetrics({
  token: settings.server.metricsToken,
  pageCacheStats: () => pageCache.stats(),
  cacheStatusHeader: CACHE_STATUS_HEADER,
})

// The configuration as the build resolved it, instead of compiling next.config.ts again at every
// start: what Next's own standalone server (`output: 'standalone'`, server.js) does, through the same
// variable. Next's documented custom-server option `conf` would validate it again with Next's schema,
// which keeps about 27 MB more resident (docs/benchmarks/2026-12-02-server-memory.md).
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG ??= JSON.stringify(
  (
    JSON.parse(fs.readFileSync(path.join(root, '.next/required-server-files.json'), 'utf8')) as {
      config: unknown
    }
  ).config,
)
const app = next({ dev: false, dir: root, hostname: 'localhost', port })
const handle = app.getRequestHandler()

let inFlight = 0
let shuttingDown = false
let onDrained: () => void = () => {}

/** Asked by a load balancer; while the server drains they answer 503 here, before the app. */
const HEALTH_PATHS = new Set(['/healthz', '/readyz'])

/** A session cookie (either name, src/lib/auth/constants.ts) or an `Authorization` header. */
function hasCredentials(headers: IncomingMessage['headers']): boolean {
  if (headers.authorization) return true
  const names = String(headers.cookie ?? '')
    .split(';')
    .map((part) => part.split('=')[0]?.trim())
  return Object.values(SESSION_COOKIE_NAMES).some((name) => names.includes(name))
}

function onRequest(
  req: BoundedIncomingMessage,
  res: ServerResponse,
  expectsContinue = false,
): void {
  inFlight += 1
  res.on('close', () => {
    inFlight -= 1
    if (inFlight === 0) onDrained()
  })
  // One id per request, from the balancer when it sends one: in the answer and in every log line.
  const requestId = requestIdFrom(req.headers['x-request-id'])
  req.headers['x-request-id'] = requestId
  res.setHeader('X-Request-Id', requestId)
  if (isProduction) res.setHeader('Strict-Transport-Security', HSTS)
  metrics.observe(req, res)
  const pathname = (req.url ?? '/').split('?')[0] ?? '/'
  if (shuttingDown) {
    // Draining: the port stays open so that a balancer reads 503 and moves away, rather than a refusal.
    if (!HEALTH_PATHS.has(pathname)) return refuse(req, res, 503)
    res.writeHead(503, {
      'Content-Type': 'application/json',
      'Cache-Control': 'no-store',
      Connection: 'close',
    })
    return void res.end(JSON.stringify({ status: 'shutting-down' }))
  }
  if (metrics.isMetricsRequest(req)) return void metrics.answer(req, res)

  const limit = bodyLimitFor(req.method, pathname)
  const body = announcedBody(req.headers)
  if (body.length !== null && body.length > limit.bytes) {
    return refuse(req, res, 413, { limit: limit.bytes })
  }
  // Only staff upload: a body nobody signed in sent is not read at all (Payload would parse it first).
  if (limit.kind === 'upload' && !hasCredentials(req.headers)) return refuse(req, res, 401)
  const isAction = limit.kind === 'page' && mayBeServerAction(req.method, req.headers)
  if (isAction && isCrossSiteAction(req.headers, settings.siteUrl)) return refuse(req, res, 403)
  if (expectsContinue) res.writeContinue()

  const serve = () => {
    answerOutagesWith503(res)
    req.headers[INTERNAL_HEADERS.clientIp] = clientAddress(req)
    runWithRequestId(requestId, () => {
      void pageCache.handle(req, res, () => {
        serveErrorShellsAsPages(req, res, { origin: internalOrigin, locales, errorTexts })
        return handle(req, res)
      })
    })
  }
  if (!body.hasBody) return serve()
  const received = req.limitBody(limit.bytes, { hold: limit.hold })
  if (!limit.hold) {
    // An upload streams to the app; past the limit it is refused and the app's answer goes nowhere.
    void received.then((outcome) => {
      if (outcome !== 'exceeded') return
      const answered = res.headersSent
      refuse(req, res, 413, { limit: limit.bytes })
      if (!answered) silence(res)
    })
    return serve()
  }
  void received
    .then(async (outcome) => {
      if (outcome === 'aborted') return
      if (outcome === 'exceeded') return refuse(req, res, 413, { limit: limit.bytes })
      const readable = isAction
        ? await isReadableActionBody(req.headers, req.heldBody())
        : limit.kind !== 'api' || (await isReadableForm(req.headers, req.heldBody()))
      if (!readable) return refuse(req, res, 400)
      req.release()
      serve()
    })
    .catch((error) => {
      getLogger().error({ err: error }, 'Reading a request body failed')
      if (!res.headersSent) res.writeHead(500).end()
    })
}

const server = http.createServer<typeof BoundedIncomingMessage>(
  { IncomingMessage: BoundedIncomingMessage },
  onRequest,
)
// `Expect: 100-continue`: a body over the limit is refused before the client sends it.
server.on('checkContinue', (req, res) => onRequest(req, res, true))

async function runShutdownHooks(): Promise<void> {
  const hooks = shared[SHUTDOWN_HOOKS]
  if (!(hooks instanceof Map)) return
  for (const [name, hook] of hooks) {
    try {
      await hook()
    } catch (error) {
      getLifecycleLogger().error({ err: error }, `Shutdown step "${name}" failed`)
    }
  }
  hooks.clear()
}

async function shutdown(signal: string): Promise<void> {
  if (shuttingDown) return
  shuttingDown = true
  shared[SHUTTING_DOWN] = true
  getLifecycleLogger().info(
    `▸ ${signal} received: finishing ${inFlight} request(s) in progress, answering 503 to new ones…`,
  )
  server.closeIdleConnections()
  const drained = new Promise<void>((resolve) => {
    onDrained = resolve
    if (inFlight === 0) resolve()
  })
  const timedOut = new Promise<'timeout'>((resolve) =>
    setTimeout(() => resolve('timeout'), drainTimeoutMs).unref(),
  )
  if ((await Promise.race([drained, timedOut])) === 'timeout') {
    getLifecycleLogger().warn(
      `▸ ${inFlight} request(s) still running after ${drainTimeoutMs} ms; closing them.`,
    )
  }
  server.close()
  server.closeAllConnections()
  await runShutdownHooks()
  getLifecycleLogger().info('▸ Stopped cleanly.')
  process.exit(0)
}

process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))
// Started by a parent over IPC: if that process disappears without forwarding a signal, stop cleanly too.
process.on('disconnect', () => void shutdown('parent exit'))

try {
  await app.prepare()
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, resolve)
  })
} catch (error) {
  const failure = error as NodeJS.ErrnoException | undefined
  const message =
    failure?.code === 'EADDRINUSE'
      ? `PORT ${port} is already in use`
      : String(failure?.message ?? error)
  report({ type: 'failed', error: message })
  process.exit(1)
}

// Initialise Payload now (and prove the database answers) rather than on the first visitor's request.
const probeHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host
const health: unknown = await fetch(
  `http://${probeHost.includes(':') ? `[${probeHost}]` : probeHost}:${port}/healthz`,
).catch((error: unknown) => error)
if (!(health instanceof Response) || !health.ok) {
  const detail =
    health instanceof Response
      ? JSON.stringify(await health.json().catch(() => ({})))
      : String(health)
  report({ type: 'failed', error: `the health check failed: ${detail}` })
  process.exit(1)
}
report({ type: 'ready', port })
