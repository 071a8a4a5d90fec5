import type { Payload, PayloadRequest } from 'payload'

import { isStaffUser } from '@/lib/auth'

import {
  PAGE_TYPES,
  p75,
  VITAL_METRICS,
  VITALS_SUMMARY_DAYS,
  type PageType,
  type VitalMetric,
} from './kinds'

export type VitalsSummaryRow = {
  pageType: PageType
  /** Reports received in the window (page views measured). */
  count: number
  p75: Record<VitalMetric, number | null>
}

/** At most this many rows are read for one summary (the newest first). */
const READ_LIMIT = 50_000

/**
 * The p75 of each metric per page type over the last `VITALS_SUMMARY_DAYS` days, for staff only (empty
 * for anyone else), page types with the most measurements first.
 */
export async function vitalsSummary(
  payload: Payload,
  user?: PayloadRequest['user'],
  now = Date.now(),
): Promise<VitalsSummaryRow[]> {
  if (!isStaffUser(user ?? null)) return []
  const since = new Date(now - VITALS_SUMMARY_DAYS * 24 * 60 * 60_000).toISOString()
  const { docs } = await payload.find({
    collection: 'web-vitals',
    where: { createdAt: { greater_than_equal: since } },
    select: { pageType: true, metric: true, value: true },
    sort: '-createdAt',
    limit: READ_LIMIT,
    pagination: false,
    depth: 0,
  })
  const values = new Map<PageType, Record<VitalMetric, number[]>>()
  for (const doc of docs) {
    const page = doc.pageType as PageType
    const metric = doc.metric as VitalMetric
    const byMetric = values.get(page) ?? { LCP: [], INP: [], CLS: [] }
    byMetric[metric].push(Number(doc.value))
    values.set(page, byMetric)
  }
  return PAGE_TYPES.flatMap((page) => {
    const byMetric = values.get(page)
    if (!byMetric) return []
    return [
      {
        pageType: page,
        count: Math.max(...VITAL_METRICS.map((metric) => byMetric[metric].length)),
        p75: Object.fromEntries(
          VITAL_METRICS.map((metric) => [metric, p75(byMetric[metric])]),
        ) as Record<VitalMetric, number | null>,
      },
    ]
  }).sort((a, b) => b.count - a.count)
}
