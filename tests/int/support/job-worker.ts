/**
 * One more server process for tests/int/job-runner.test.ts: boots Payload on the test's database (the
 * environment it inherits), says `ready`, and on `go` runs every due job with the site's runner, then
 * closes the database and exits. On SIGTERM it does what server/index.ts does: runs the shutdown
 * hooks the app registered (the worker's, with SYLVA_QUEUE_WORKER=1, then the database's) and exits.
 */
import { getPayload } from 'payload'

import config from '@payload-config'
import { closeDatabase } from '@/lib/platform/db/close'
import { runJobs } from '@/lib/platform/jobs/runner'
import { runShutdownHooks } from '@/lib/platform/runtime/shutdown'

const payload = await getPayload({ config })
process.on('SIGTERM', () => {
  void runShutdownHooks().then(() => process.exit(0))
})
process.send?.({ type: 'ready' })
process.on('message', (message: { type?: string }) => {
  if (message.type !== 'go') return
  void (async () => {
    await runJobs(payload)
    await closeDatabase(payload)
    process.send?.({ type: 'done' })
    process.exit(0)
  })().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
})
