import { JOB_QUEUE_METRICS, METRICS } from '@/lib/platform/runtime/edge-contract.mjs'

/**
 * The app's side of the production server's metrics (server/metrics.ts, docs/operations.md):
 * events are counted and the job queue is read through global symbols that server registers. Outside
 * that server (tests, `next dev`, scripts) nothing is counted and nothing fails.
 */
const JOB_QUEUE = JOB_QUEUE_METRICS

type Counted = {
  webhook: 'processed' | 'duplicate' | 'rejected' | 'failed'
  email: 'sent' | 'failed'
}

export function countEvent<K extends keyof Counted>(name: K, outcome: Counted[K]): void {
  const metrics = (globalThis as Record<symbol, unknown>)[METRICS] as
    { count: (name: string, labels: Record<string, string>) => void } | undefined
  metrics?.count(name, { outcome })
}

/** Registers how the metrics read the job queue's depth (by state), when they are scraped. */
export function registerJobQueueReader(read: () => Promise<Record<string, number>>): void {
  ;(globalThis as Record<symbol, unknown>)[JOB_QUEUE] = read
}
