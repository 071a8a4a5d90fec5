/** The development outbox, read after running the e-mail queue (the e-mails are sent in the background). */
import type { Payload } from 'payload'

import { runJobs } from '@/lib/platform/jobs/runner'
import type { EmailOutbox } from '@/payload-types'

/** Every e-mail for `to`, oldest first, once `isComplete` says they have all arrived (15 s at most). */
export async function waitForOutbox(
  payload: Payload,
  to: string,
  isComplete: (mails: EmailOutbox[]) => boolean,
): Promise<EmailOutbox[]> {
  const deadline = Date.now() + 15_000
  for (;;) {
    await runJobs(payload)
    const { docs } = await payload.find({
      collection: 'email-outbox',
      where: { to: { equals: to } },
      sort: 'createdAt',
      overrideAccess: true,
      limit: 0,
    })
    if (isComplete(docs)) return docs
    if (Date.now() > deadline)
      throw new Error(`the expected e-mails for ${to} did not arrive (${docs.length} so far)`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
