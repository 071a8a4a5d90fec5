import { z } from 'zod'

import { PAGE_TYPES, VITAL_METRICS, type VitalMetric } from './kinds'

/** The largest plausible value of each metric (milliseconds for LCP and INP, a score for CLS). */
const CEILINGS: Record<VitalMetric, number> = { LCP: 120_000, INP: 60_000, CLS: 50 }

/** One page view's report, as the browser sends it: the page's kind and each metric's last value. */
export const vitalsReportSchema = z
  .object({
    page: z.enum(PAGE_TYPES),
    metrics: z
      .array(
        z
          .object({ name: z.enum(VITAL_METRICS), value: z.number().finite().min(0) })
          .strict()
          .refine((metric) => metric.value <= CEILINGS[metric.name], 'implausible value'),
      )
      .min(1)
      .max(VITAL_METRICS.length)
      .refine(
        (metrics) => new Set(metrics.map((metric) => metric.name)).size === metrics.length,
        'one value per metric',
      ),
  })
  .strict()
export type VitalsReport = z.infer<typeof vitalsReportSchema>
