/**
 * The production server's metrics (server/metrics.ts) in front of a small HTTP handler: who may
 * read them, the request timings, and what the app counts and reports through
 * src/lib/platform/runtime/metrics.ts.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { createMetrics } from '../../server/metrics.ts'
import { countEvent, registerJobQueueReader } from '@/lib/platform/runtime/metrics'
import { JOB_QUEUE_METRICS } from '@/lib/platform/runtime/edge-contract.mjs'

const servers: http.Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))))
  delete (globalThis as Record<symbol, unknown>)[JOB_QUEUE_METRICS]
})

async function site(token?: string) {
  const metrics = createMetrics({ token, pageCacheStats: () => ({ entries: 3, bytes: 4096 }) })
  const server = http.createServer((req, res) => {
    metrics.observe(req, res)
    if (metrics.isMetricsRequest(req)) return void metrics.answer(req, res)
    res.setHeader('x-sylva-page-cache', req.url === '/articles' ? 'HIT' : 'BYPASS')
    res.statusCode = req.url === '/missing' ? 404 : 200
    res.end('page')
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return (path: string, headers: Record<string, string> = {}) =>
    fetch(`${origin}${path}`, { headers })
}

describe('GET /metrics', () => {
  it('is not there without METRICS_TOKEN (the request goes on to the site)', async () => {
    const get = await site(undefined)
    const answer = await get('/metrics', { Authorization: 'Bearer anything' })
    expect(await answer.text()).toBe('page')
  })

  it('answers 401 without the token or with another one', async () => {
    const get = await site('s3cret-token')
    const attempts: Record<string, string>[] = [
      {},
      { Authorization: 'Bearer wrong' },
      { Authorization: 's3cret-token' },
    ]
    for (const headers of attempts) {
      const answer = await get('/metrics', headers)
      expect(answer.status).toBe(401)
      expect(answer.headers.get('www-authenticate')).toContain('Bearer')
      expect(await answer.text()).not.toContain('sylva_')
    }
  })

  it('reports request timings, the job queue, counted events and the page cache', async () => {
    const get = await site('s3cret-token')
    await get('/articles')
    await get('/articles')
    await get('/missing')
    await get('/api/search?q=foret')
    registerJobQueueReader(async () => ({ waiting: 4, processing: 1, failed: 2 }))
    countEvent('email', 'sent')
    countEvent('email', 'sent')
    countEvent('webhook', 'duplicate')

    const answer = await get('/metrics', { Authorization: 'Bearer s3cret-token' })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toContain('text/plain')
    const text = await answer.text()
    expect(text).toContain(
      'sylva_http_request_duration_seconds_count{kind="page",status="2xx",cache="HIT"} 2',
    )
    expect(text).toContain(
      'sylva_http_request_duration_seconds_count{kind="page",status="4xx",cache="BYPASS"} 1',
    )
    expect(text).toContain(
      'sylva_http_request_duration_seconds_count{kind="api",status="2xx",cache="BYPASS"} 1',
    )
    expect(text).toContain('sylva_jobs{state="waiting"} 4')
    expect(text).toContain('sylva_jobs{state="failed"} 2')
    expect(text).toContain('sylva_emails_total{outcome="sent"} 2')
    expect(text).toContain('sylva_stripe_webhook_events_total{outcome="duplicate"} 1')
    expect(text).toContain('sylva_page_cache_entries 3')
    expect(text).toContain('sylva_process_resident_memory_bytes')
  })

  it('still answers when the job queue cannot be read', async () => {
    const get = await site('s3cret-token')
    registerJobQueueReader(async () => {
      throw new Error('database down')
    })
    const answer = await get('/metrics', { Authorization: 'Bearer s3cret-token' })
    expect(answer.status).toBe(200)
    expect(await answer.text()).not.toContain('sylva_jobs{')
  })
})
