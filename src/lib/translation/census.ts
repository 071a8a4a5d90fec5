/**
 * Queuing the census (`translationInventoryTask` in ./admin.ts): from « Recenser », and by itself
 * after a seed or a migration, which queue no translation work of their own.
 */
import type { Payload } from 'payload'

import { queueJob, runJobsSoon } from '@/lib/platform/jobs/runner'

/**
 * Queues the census unless one already waits. A site's whole content takes a while, so it runs in
 * the background (at once with `runNow`, else at the worker's next pass); the counts fill as it goes.
 */
export async function queueInventory(
  payload: Payload,
  { runNow = false, priority }: { runNow?: boolean; priority?: number } = {},
): Promise<void> {
  const { totalDocs: waiting } = await payload.count({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: 'translationInventory' } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
        { processing: { not_equals: true } },
      ],
    },
    overrideAccess: true,
  })
  if (waiting) {
    if (runNow) runJobsSoon(payload)
    return
  }
  await queueJob(
    payload,
    { task: 'translationInventory', input: {}, queue: 'translation', priority },
    { runNow },
  )
}
