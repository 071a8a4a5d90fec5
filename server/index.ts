/**
 * The production server: Next.js (with Payload inside) behind Node's HTTP server, so that every request
 * body is bounded before the app reads it (scripts/lib/body-limit.mjs), server actions that cannot be
 * genuine are refused (scripts/lib/action-requests.mjs), and SIGTERM drains in-flight requests, answering
 * 503 meanwhile, then closes the database before the process exits.
 * Run by scripts/start.mjs in a child process it starts again if it dies, once the site is built,
 * migrated and seeded; also runs alone (`node scripts/server.mjs`) for a build that is ready.
 */
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import next from 'next'

import { resolveMode } from '../src/lib/platform/config/mode.mjs'
import {
  isCrossSiteAction,
  isReadableActionBody,
  isReadableForm,
  mayBeServerAction,
} from './lib/action-requests.mjs'
import { announcedBody, BoundedIncomingMessage, bodyLimitFor, MB } from './lib/body-limit.mjs'
import { serveErrorShellsAsPages } from './lib/error-shell.mjs'
import { createMetrics } from './lib/metrics.mjs'
import { CACHE_STATUS_HEADER, createPageCache } from './lib/page-cache.mjs'
import {
  AUDIENCE_OF,
  AUDIENCES,
  CACHE_LISTENING,
  CLEAR_PAGE_CACHE,
  INTERNAL_HEADERS,
  SESSION_COOKIE_NAMES,
  SHUTDOWN_HOOKS,
  SHUTTING_DOWN,
  UNAVAILABLE_UNTIL,
} from '../src/lib/platform/runtime/edge-contract.mjs'
import { requestIdFrom, runWithRequestId } from '../src/lib/platform/runtime/request-context.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST ?? '0.0.0.0'
const drainTimeoutMs = Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 25_000)
const trustedProxyHops = (() => {
  const raw = process.env.TRUST_PROXY
  if (!raw || raw === 'false') return 0
  return raw === 'true' ? 1 : Number(raw) || 0
})()

/**
 * The client's address: the connection's peer, or, behind N trusted proxies, the address those proxies
 * saw (the N-th from the right in X-Forwarded-For). Whatever a client sends in this header is replaced.
 */
function clientAddress(req) {
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
const isProduction = resolveMode(process.env) === 'production'
const HSTS = 'max-age=63072000; includeSubDomains'

const locales = ['fr', 'en', 'es', 'de', 'nl']
/** The catalogue's `errorPage` texts (the refused-form pages, the error page without script). */
const errorTexts = Object.fromEntries(
  locales.map((locale) => [
    locale,
    JSON.parse(fs.readFileSync(path.join(root, 'messages', `${locale}.json`), 'utf8')).errorPage,
  ]),
)

function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** What each refusal says: an API client reads Payload's error shape, a reader a page in their language. */
const REFUSALS = {
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
function refuse(req, res, status, { limit = 0 } = {}) {
  const url = req.url ?? '/'
  const pathname = url.split('?')[0]
  const refusal = REFUSALS[status]
  if (refusal.log) {
    console.warn(JSON.stringify({ level: 'warn', msg: refusal.log, path: pathname, status }))
  }
  if (req instanceof BoundedIncomingMessage) req.dropRest()
  else req.resume()
  if (res.headersSent) return void req.socket?.destroy()
  const headers = { 'Cache-Control': 'no-store' }
  if (status === 503) Object.assign(headers, { 'Retry-After': '5', Connection: 'close' })
  if (pathname === '/api' || pathname.startsWith('/api/')) {
    res.writeHead(status, { ...headers, 'Content-Type': 'application/json; charset=utf-8' })
    return void res.end(JSON.stringify({ errors: [{ message: refusal.api(limit) }] }))
  }
  const lang = new URL(url, 'http://site').searchParams.get('lang')
  const locale = locales.includes(lang) ? lang : 'fr'
  const texts = errorTexts[locale]
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
function silence(res) {
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
function answerOutagesWith503(res) {
  const writeHead = res.writeHead
  res.writeHead = function (status, ...rest) {
    if (status === 500 && (globalThis[UNAVAILABLE_UNTIL] ?? 0) > Date.now()) {
      this.setHeader('Retry-After', '10')
      return writeHead.call(this, 503, ...rest)
    }
    return writeHead.call(this, status, ...rest)
  }
}

/** Who hears 'ready' and 'failed': the parent over IPC (scripts/start.mjs), otherwise the console. */
function report(message) {
  if (process.send) process.send(message)
  else if (message.type === 'failed') console.error(`✖ ${message.error}`)
  else if (message.type === 'ready') console.log(`Ready on http://localhost:${message.port}`)
}

/** Where this server reaches itself (the not-found page it renders for scripts/lib/error-shell.mjs). */
const internalOrigin = `http://${['0.0.0.0', '::', ''].includes(host) ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host}:${port}`

/**
 * Visitors' pages, rendered once and kept, and members' reading pages by audience
 * (scripts/lib/page-cache.mjs). The cache handler empties it whenever content changes, here or on
 * another instance, and tells whether it may be trusted. The app registers how a session's audience
 * is found when it renders its first page (src/lib/site/audience.ts) and reads the audiences of its
 * renders from the table shared here (src/lib/auth/audience.ts).
 */
const audiences = new Map()
globalThis[AUDIENCES] = audiences
const pageCacheTtlSeconds = Number(process.env.PAGE_CACHE_TTL_SECONDS ?? 60)
const pageCache = createPageCache({
  ttlMs: (Number.isFinite(pageCacheTtlSeconds) ? pageCacheTtlSeconds : 60) * 1000,
  maxBytes: Number(process.env.PAGE_CACHE_MAX_MB ?? 48) * 1024 * 1024,
  isUsable: () => {
    const listening = globalThis[CACHE_LISTENING]
    return typeof listening === 'function' ? listening() : !process.env.REDIS_URL
  },
  resolveAudience: (headers) => {
    const resolve = globalThis[AUDIENCE_OF]
    return typeof resolve === 'function' ? resolve(headers) : null
  },
  audiences,
})
globalThis[CLEAR_PAGE_CACHE] = () => pageCache.clear()

/** Prometheus metrics at GET /metrics, when METRICS_TOKEN is set (scripts/lib/metrics.mjs). */
const metrics = createMetrics({
  token: process.env.METRICS_TOKEN || undefined,
  pageCacheStats: () => pageCache.stats(),
  cacheStatusHeader: CACHE_STATUS_HEADER,
})

// The configuration as the build resolved it, handed to Next's custom-server option `conf`, instead
// of compiling next.config.ts again at every start (SWC and next-intl's plugin, for nothing).
const conf = JSON.parse(
  fs.readFileSync(path.join(root, '.next/required-server-files.json'), 'utf8'),
).config
const app = next({ dev: false, dir: root, hostname: 'localhost', port, conf })
const handle = app.getRequestHandler()

let inFlight = 0
let shuttingDown = false
let onDrained = () => {}

/** Asked by a load balancer; while the server drains they answer 503 here, before the app. */
const HEALTH_PATHS = new Set(['/healthz', '/readyz'])

/** A session cookie (either name, src/lib/auth/constants.ts) or an `Authorization` header. */
function hasCredentials(headers) {
  if (headers.authorization) return true
  const names = String(headers.cookie ?? '')
    .split(';')
    .map((part) => part.split('=')[0]?.trim())
  return Object.values(SESSION_COOKIE_NAMES).some((name) => names.includes(name))
}

function onRequest(req, res, expectsContinue = false) {
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
  const pathname = (req.url ?? '/').split('?')[0]
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
  if (isAction && isCrossSiteAction(req.headers, process.env.SITE_URL)) return refuse(req, res, 403)
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
      console.error('Reading a request body failed:', error)
      if (!res.headersSent) res.writeHead(500).end()
    })
}

const server = http.createServer({ IncomingMessage: BoundedIncomingMessage }, onRequest)
// `Expect: 100-continue`: a body over the limit is refused before the client sends it.
server.on('checkContinue', (req, res) => onRequest(req, res, true))

async function runShutdownHooks() {
  const hooks = globalThis[SHUTDOWN_HOOKS]
  if (!(hooks instanceof Map)) return
  for (const [name, hook] of hooks) {
    try {
      await hook()
    } catch (error) {
      console.error(`Shutdown step "${name}" failed:`, error)
    }
  }
  hooks.clear()
}

async function shutdown(signal) {
  if (shuttingDown) return
  shuttingDown = true
  globalThis[SHUTTING_DOWN] = true
  console.log(
    `▸ ${signal} received: finishing ${inFlight} request(s) in progress, answering 503 to new ones…`,
  )
  server.closeIdleConnections()
  const drained = new Promise((resolve) => {
    onDrained = resolve
    if (inFlight === 0) resolve()
  })
  const timedOut = new Promise((resolve) =>
    setTimeout(() => resolve('timeout'), drainTimeoutMs).unref(),
  )
  if ((await Promise.race([drained, timedOut])) === 'timeout') {
    console.error(
      `▸ ${inFlight} request(s) still running after ${drainTimeoutMs} ms; closing them.`,
    )
  }
  server.close()
  server.closeAllConnections()
  await runShutdownHooks()
  console.log('▸ Stopped cleanly.')
  process.exit(0)
}

process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))
// Started by a parent over IPC: if that process disappears without forwarding a signal, stop cleanly too.
process.on('disconnect', () => void shutdown('parent exit'))

try {
  await app.prepare()
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, resolve)
  })
} catch (error) {
  const message =
    error?.code === 'EADDRINUSE'
      ? `PORT ${port} is already in use`
      : String(error?.message ?? error)
  report({ type: 'failed', error: message })
  process.exit(1)
}

// Initialise Payload now (and prove the database answers) rather than on the first visitor's request.
const probeHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host
const health = await fetch(
  `http://${probeHost.includes(':') ? `[${probeHost}]` : probeHost}:${port}/healthz`,
).catch((error) => error)
if (!(health instanceof Response) || !health.ok) {
  const detail =
    health instanceof Response
      ? JSON.stringify(await health.json().catch(() => ({})))
      : String(health)
  report({ type: 'failed', error: `the health check failed: ${detail}` })
  process.exit(1)
}
report({ type: 'ready', port })
