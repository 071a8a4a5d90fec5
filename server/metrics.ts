/**
 * The production server's Prometheus metrics (docs/operations.md › Metrics), with prom-client:
 *
 * - `sylva_http_request_duration_seconds{kind,status,cache}`: every answer, by kind of address
 *   (page, api, asset, admin), status class and what the visitors' page cache did (HIT, MISS, BYPASS,
 *   none);
 * - `sylva_jobs{state}`: background jobs waiting, processing and failed (all attempts used), read from
 *   the database when scraped (the app registers the reader: src/lib/platform/runtime/metrics.ts);
 * - `sylva_stripe_webhook_events_total{outcome}` and `sylva_emails_total{outcome}`, counted by the app
 *   through the same module;
 * - `sylva_page_cache_entries` and `sylva_page_cache_bytes`;
 * - Node's own process metrics (memory, CPU, event-loop lag, garbage collection), prefixed `sylva_`.
 *
 * `GET /metrics` answers only when `METRICS_TOKEN` is set, and only to `Authorization: Bearer <token>`;
 * without the variable the address is the site's ordinary "not found".
 */
import { createHash, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

import client from 'prom-client'

import {
  CACHE_STATUS_HEADER,
  JOB_QUEUE_METRICS,
  METRICS,
} from '../src/lib/platform/runtime/edge-contract.mjs'

const JOB_QUEUE = JOB_QUEUE_METRICS

export const METRICS_PATH = '/metrics'

function kindOf(url: string): 'asset' | 'api' | 'admin' | 'page' {
  if (url.startsWith('/_next/static/') || url.startsWith('/api/media/file/')) return 'asset'
  if (url.startsWith('/api/')) return 'api'
  if (url.startsWith('/admin')) return 'admin'
  return 'page'
}

const digest = (text: unknown): Buffer => createHash('sha256').update(String(text)).digest()

export type MetricsOptions = {
  token?: string
  pageCacheStats?: () => { entries: number; bytes: number }
  cacheStatusHeader?: string
}

/** The counters the app increments through `globalThis[METRICS]` (src/lib/platform/runtime/metrics.ts). */
type CounterName = 'webhook' | 'email'

export function createMetrics({
  token,
  pageCacheStats,
  cacheStatusHeader = CACHE_STATUS_HEADER,
}: MetricsOptions) {
  const registry = new client.Registry()
  client.collectDefaultMetrics({ register: registry, prefix: 'sylva_' })

  const requests = new client.Histogram({
    name: 'sylva_http_request_duration_seconds',
    help: 'Time to answer a request, by kind of address, status class and page-cache outcome.',
    labelNames: ['kind', 'status', 'cache'],
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  const counters: Record<CounterName, client.Counter> = {
    webhook: new client.Counter({
      name: 'sylva_stripe_webhook_events_total',
      help: 'Stripe webhook deliveries: processed, duplicate (already applied), rejected (bad signature), failed (Stripe will retry).',
      labelNames: ['outcome'],
      registers: [registry],
    }),
    email: new client.Counter({
      name: 'sylva_emails_total',
      help: 'E-mails handed to the mail server (sent) or refused by it (failed; the job retries).',
      labelNames: ['outcome'],
      registers: [registry],
    }),
  }
  new client.Gauge({
    name: 'sylva_jobs',
    help: 'Background jobs by state: waiting (due or waiting for a retry), processing, failed (every attempt used).',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      const read = (globalThis as unknown as Record<symbol, unknown>)[JOB_QUEUE]
      if (typeof read !== 'function') return
      const counts = await (read as () => Promise<Record<string, unknown>>)().catch(() => null)
      if (!counts) return
      for (const [state, count] of Object.entries(counts)) this.set({ state }, Number(count) || 0)
    },
  })
  new client.Gauge({
    name: 'sylva_page_cache_entries',
    help: 'Visitors’ pages kept by this process.',
    registers: [registry],
    collect() {
      this.set(pageCacheStats?.().entries ?? 0)
    },
  })
  new client.Gauge({
    name: 'sylva_page_cache_bytes',
    help: 'Compressed size of the visitors’ pages kept by this process.',
    registers: [registry],
    collect() {
      this.set(pageCacheStats?.().bytes ?? 0)
    },
  })

  const holder = globalThis as unknown as Record<symbol, unknown>
  holder[METRICS] = {
    count(name: CounterName, labels: Record<string, string>) {
      counters[name]?.inc(labels)
    },
  }

  /** Times this answer, labelled when it is finished. */
  function observe(req: IncomingMessage, res: ServerResponse): void {
    const started = process.hrtime.bigint()
    const url = req.url ?? '/'
    res.once('finish', () => {
      requests.observe(
        {
          kind: kindOf(url),
          status: `${Math.floor(res.statusCode / 100)}xx`,
          cache: String(res.getHeader(cacheStatusHeader) ?? 'none'),
        },
        Number(process.hrtime.bigint() - started) / 1e9,
      )
    })
  }

  /** Whether this request is for the metrics and this server shows them. */
  function isMetricsRequest(req: IncomingMessage): boolean {
    return Boolean(token) && req.method === 'GET' && (req.url ?? '/').split('?')[0] === METRICS_PATH
  }

  /** Answers GET /metrics: 401 without the right token, the registry's text otherwise. */
  async function answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const given = /^Bearer\s+(.+)$/i.exec(String(req.headers.authorization ?? ''))?.[1] ?? ''
    if (!timingSafeEqual(digest(given), digest(token))) {
      res.writeHead(401, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
        'WWW-Authenticate': 'Bearer realm="metrics"',
      })
      res.end('Unauthorized\n')
      return
    }
    try {
      const text = await registry.metrics()
      res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' })
      res.end(text)
    } catch (error) {
      res.writeHead(500, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
      })
      res.end(`metrics unavailable: ${String((error as Error | undefined)?.message ?? error)}\n`)
    }
  }

  return { registry, observe, isMetricsRequest, answer }
}
