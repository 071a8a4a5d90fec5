/**
 * Real visitors' Core Web Vitals on the server: a report checked again, a rate limit per client
 * address (held by the rate-limit store for its window only, never written with the report), then one
 * row per metric with the page's kind and the value, nothing else. Rows past the retention are
 * deleted now and then as reports arrive. POST /api/vitals is a thin wrapper.
 */
import 'server-only'

import type { Payload } from 'payload'

import { consume, type RateLimitRule } from '@/lib/platform/rate-limit'
import { nowAndThen } from '@/lib/platform/runtime/now-and-then'

import { VITALS_RETENTION_DAYS } from './kinds'
import { vitalsReportSchema } from './schema'

export const vitalsRules = {
  perClient: { limit: 30, windowMs: 10 * 60_000 },
} satisfies Record<string, RateLimitRule>

const DAY_MS = 24 * 60 * 60_000

export type VitalsError = 'invalidFields' | 'rateLimited'
export type VitalsResult =
  { ok: true; stored: number } | { ok: false; error: VitalsError; retryAfterMs?: number }

export async function recordVitals(
  { payload, ip, now = Date.now() }: { payload: Payload; ip: string; now?: number },
  input: unknown,
): Promise<VitalsResult> {
  const parsed = vitalsReportSchema.safeParse(input)
  if (!parsed.success) return { ok: false, error: 'invalidFields' }
  const limit = await consume(`vitals:${ip}`, vitalsRules.perClient)
  if (!limit.allowed) return { ok: false, error: 'rateLimited', retryAfterMs: limit.retryAfterMs }
  const { page, metrics } = parsed.data
  for (const metric of metrics) {
    await payload.create({
      collection: 'web-vitals',
      data: { pageType: page, metric: metric.name, value: metric.value },
    })
  }
  const purge = (at: number) =>
    payload.delete({
      collection: 'web-vitals',
      where: {
        createdAt: { less_than: new Date(at - VITALS_RETENTION_DAYS * DAY_MS).toISOString() },
      },
    })
  await nowAndThen('vitals-retention', 60 * 60_000, purge, now)
  return { ok: true, stored: metrics.length }
}
