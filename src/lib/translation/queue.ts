/**
 * Putting translation work on the job queue (`translateField`, queue `translation`): after a
 * French change, from the admin's actions, and when a paused provider defers a job.
 */
import type { Payload, PayloadRequest } from 'payload'

import { queueJob } from '@/lib/platform/jobs/runner'

import { TRANSLATION_PRIORITY, type Key } from './rows'

/** Queues the job that translates a document's waiting fields in one language. */
export async function queueTranslation(
  payload: Payload,
  key: Key,
  {
    priority = TRANSLATION_PRIORITY,
    waitUntil,
    req,
    runNow,
  }: { priority?: number; waitUntil?: Date; req?: PayloadRequest; runNow?: boolean } = {},
): Promise<void> {
  await queueJob(
    payload,
    { task: 'translateField', input: key, queue: 'translation', priority, waitUntil },
    { req, runNow },
  )
}
