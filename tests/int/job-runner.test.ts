/**
 * The one job runner (src/lib/platform/jobs/runner.ts): two server processes working the same queue
 * on the same database never run a job twice (atomic claiming); a job abandoned by a stopped process
 * is handed back after its lease, or at once when the holder is known to be gone (killed and
 * restarted, stopped by SIGTERM, or its run broken off by a write the database refused); a job that
 * keeps failing waits between attempts and ends in the admin with its error.
 */
import { fork, type ChildProcess } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { queueEmail } from '@/lib/email'
import { dialectOf, rawRows } from '@/lib/platform/db/raw'
import {
  claimJobs,
  JOB_LEASE_MS,
  JOB_RETRY_AFTER_MS,
  releaseExpiredLeases,
  runJobs,
  startJobWorker,
} from '@/lib/platform/jobs/runner'

import { uniqueEmail } from '../factories/accounts'
import { startPayload, stopPayload } from './support/payload'

let payload: Payload

beforeAll(async () => {
  payload = await startPayload()
})

afterAll(async () => {
  await stopPayload(payload)
})

const root = path.resolve(import.meta.dirname, '../..')

function startWorker(env: Record<string, string> = {}): {
  child: ChildProcess
  ready: Promise<void>
  done: Promise<number>
} {
  const child = fork(path.join(import.meta.dirname, 'support/job-worker.ts'), [], {
    cwd: root,
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const ready = new Promise<void>((resolve, reject) => {
    child.on('message', (message: { type?: string }) => message.type === 'ready' && resolve())
    child.on('exit', (code) => reject(new Error(`worker exited before it was ready (${code})`)))
  })
  const done = new Promise<number>((resolve) => child.on('exit', (code) => resolve(code ?? 1)))
  return { child, ready, done }
}

async function outboxCount(to: string): Promise<number> {
  return (
    await payload.count({
      collection: 'email-outbox',
      where: { to: { equals: to } },
      overrideAccess: true,
    })
  ).totalDocs
}

describe('two server processes on one queue', () => {
  it('run every job exactly once', async () => {
    const recipients = Array.from({ length: 60 }, (_, i) => uniqueEmail(`file-${i}`))
    for (const to of recipients)
      await queueEmail(
        payload,
        { to, template: 'confirm', locale: 'fr', name: 'Camille', link: 'http://localhost:3000/x' },
        { sendNow: false },
      )
    const workers = [startWorker(), startWorker()]
    await Promise.all(workers.map((worker) => worker.ready))
    for (const worker of workers) worker.child.send({ type: 'go' })
    expect(await Promise.all(workers.map((worker) => worker.done))).toEqual([0, 0])

    const counts = await Promise.all(recipients.map(outboxCount))
    const twice = recipients.filter((_, i) => counts[i]! > 1)
    const never = recipients.filter((_, i) => counts[i] === 0)
    expect({ twice, never }).toEqual({ twice: [], never: [] })
    const { totalDocs: left } = await payload.count({
      collection: 'payload-jobs',
      overrideAccess: true,
    })
    expect(left).toBe(0)
  }, 120_000)

  it('a claim is atomic: two claims at the same moment never share a job', async () => {
    for (let i = 0; i < 8; i++)
      await queueEmail(
        payload,
        {
          to: uniqueEmail('claim'),
          template: 'confirm',
          locale: 'fr',
          name: 'A',
          link: 'http://x',
        },
        { sendNow: false },
      )
    const [first, second] = await Promise.all([
      claimJobs(payload, { limit: 8 }),
      claimJobs(payload, { limit: 8 }),
    ])
    expect(first.filter((id) => second.includes(id))).toEqual([])
    expect(first.length + second.length).toBe(8)
    // Claimed jobs are not claimed again while their lease runs…
    expect(await claimJobs(payload)).toEqual([])
    // …and a stopped process's jobs come back after it.
    expect(await releaseExpiredLeases(payload)).toBe(0)
    expect(await releaseExpiredLeases(payload, Date.now() + JOB_LEASE_MS + 1000)).toBe(8)
    await runJobs(payload)
  })
})

describe('a worker that stops', () => {
  it('finishes the job in hand and hands the rest of its claim back at once', async () => {
    const recipients = Array.from({ length: 6 }, (_, i) => uniqueEmail(`arret-${i}`))
    for (const to of recipients)
      await queueEmail(
        payload,
        { to, template: 'confirm', locale: 'fr', name: 'Io', link: 'http://localhost:3000/x' },
        { sendNow: false },
      )
    const stop = startJobWorker(payload)
    const pass = runJobs(payload)
    // The shutdown comes while the pass holds its claim.
    await stop()
    await pass
    const sentBefore = (await Promise.all(recipients.map(outboxCount))).reduce((a, b) => a + b, 0)
    expect(sentBefore).toBeLessThan(recipients.length)
    // Nothing is left marked as taken: another process may run the rest now, not in 10 minutes.
    const { totalDocs: held } = await payload.count({
      collection: 'payload-jobs',
      where: { processing: { equals: true } },
      overrideAccess: true,
    })
    expect(held).toBe(0)
    await runJobs(payload)
    expect(await Promise.all(recipients.map(outboxCount))).toEqual(recipients.map(() => 1))
  })
})

describe('a job that keeps failing', () => {
  it('waits longer between attempts, then stays in the list with its error', async () => {
    const job = await payload.jobs.queue({
      task: 'accountMail',
      // An input the task refuses: a kind it does not know, so every attempt fails.
      input: { kind: 'unknown', email: uniqueEmail('x'), locale: 'fr', ip: 'local' },
    })
    const waits: number[] = []
    for (let attempt = 0; attempt < 8; attempt++) {
      await payload.update({
        collection: 'payload-jobs',
        id: job.id,
        data: { waitUntil: null },
        overrideAccess: true,
      })
      await runJobs(payload)
      const after = await payload.findByID({
        collection: 'payload-jobs',
        id: job.id,
        overrideAccess: true,
      })
      if (after.hasError) break
      waits.push(Date.parse(String(after.waitUntil)) - Date.now())
    }
    const failed = await payload.findByID({
      collection: 'payload-jobs',
      id: job.id,
      overrideAccess: true,
    })
    expect(failed.hasError).toBe(true)
    expect(JSON.stringify(failed.error ?? failed.log)).toContain('unknown')
    // Exponential backoff: each wait longer than the one before.
    expect(waits.length).toBeGreaterThan(2)
    for (let i = 1; i < waits.length; i++) expect(waits[i]!).toBeGreaterThan(waits[i - 1]!)
  }, 60_000)
})

describe('priority', () => {
  it('claims the highest priority first, then the oldest', async () => {
    // Whatever earlier tests left is run first, so that only this test's jobs are due.
    await runJobs(payload)
    const input = {
      to: uniqueEmail('priority'),
      template: 'confirm',
      locale: 'fr',
      name: 'A',
      link: 'http://x',
    }
    const { queueJob } = await import('@/lib/platform/jobs/runner')
    const queue = (priority?: number) =>
      queueJob(payload, { task: 'sendEmail', input, priority }, { runNow: false })
    const ordinary = await queue()
    const urgent = await queue(10)
    const low = await queue(1)
    expect(await claimJobs(payload, { limit: 1 })).toEqual([urgent])
    expect(await claimJobs(payload, { limit: 1 })).toEqual([ordinary])
    expect(await claimJobs(payload, { limit: 1 })).toEqual([low])
    await releaseExpiredLeases(payload, Date.now() + JOB_LEASE_MS + 1000)
    await runJobs(payload)
  })
})

/**
 * A mail server that greets, then never answers: a job sending through it stays in hand for as long
 * as the test needs. `connected` settles when a worker starts sending.
 */
async function stalledMailServer(): Promise<{
  url: string
  connected: Promise<void>
  close: () => Promise<void>
}> {
  const sockets = new Set<net.Socket>()
  let onConnection!: () => void
  const connected = new Promise<void>((resolve) => (onConnection = resolve))
  const server = net.createServer((socket) => {
    sockets.add(socket)
    socket.on('error', () => {})
    socket.write('220 stalled ESMTP\r\n')
    onConnection()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    connected,
    close: async () => {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

async function jobsTo(to: string): Promise<{ id: number | string; processing: boolean }[]> {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    pagination: false,
    overrideAccess: true,
    depth: 0,
  })
  return docs
    .filter((doc) => (doc.input as { to?: unknown } | null)?.to === to)
    .map((doc) => ({ id: doc.id, processing: doc.processing === true }))
}

/** Waits for a condition, well within the lease: a test that passes never waited for the lease. */
async function waitFor(condition: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

function queueOne(to: string): Promise<void> {
  return queueEmail(
    payload,
    { to, template: 'confirm', locale: 'fr', name: 'Lou', link: 'http://localhost:3000/x' },
    { sendNow: false },
  )
}

describe('claims of a holder that is gone come back without waiting for the lease', () => {
  it('a worker killed mid-job (kill -9): the next start on the same host takes its claim back', async () => {
    await runJobs(payload)
    const smtp = await stalledMailServer()
    const to = uniqueEmail('tue')
    await queueOne(to)
    const worker = startWorker({ SMTP_URL: smtp.url })
    await worker.ready
    worker.child.send({ type: 'go' })
    await smtp.connected
    expect(await jobsTo(to)).toMatchObject([{ processing: true }])
    worker.child.kill('SIGKILL')
    await worker.done
    await smtp.close()

    const stop = startJobWorker(payload)
    try {
      await waitFor(async () => (await outboxCount(to)) === 1)
    } finally {
      await stop()
    }
    expect(await jobsTo(to)).toEqual([])
  }, 120_000)

  it('a worker stopped by SIGTERM with a job in hand hands it back before it exits', async () => {
    await runJobs(payload)
    const smtp = await stalledMailServer()
    const to = uniqueEmail('sigterm')
    await queueOne(to)
    const worker = startWorker({
      SMTP_URL: smtp.url,
      SYLVA_QUEUE_WORKER: '1',
      SHUTDOWN_TIMEOUT_MS: '500',
    })
    await worker.ready
    worker.child.send({ type: 'go' })
    await smtp.connected
    expect(await jobsTo(to)).toMatchObject([{ processing: true }])
    worker.child.kill('SIGTERM')
    // The job in hand gets the shutdown's wait, not the mail server's ten-minute silence.
    const exited = await Promise.race([
      worker.done,
      new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), 20_000)),
    ])
    if (exited === 'still running') worker.child.kill('SIGKILL')
    await smtp.close()
    expect(exited).toBe(0)
    expect(await jobsTo(to)).toMatchObject([{ processing: false }])
    await runJobs(payload)
    expect(await outboxCount(to)).toBe(1)
  }, 120_000)

  it('a job whose write the database refuses is handed back at once, or when it takes writes again', async () => {
    await runJobs(payload)
    const postgres = dialectOf(payload) === 'postgres'
    // The database itself refuses: a trigger rejects updates of jobs already marked as taken (Payload's
    // own write after the claim) and, in the second part, every update of a taken job.
    const refuse = async (condition: 'remark' | 'any') => {
      const sqliteWhen =
        condition === 'remark' ? 'OLD.processing = 1 AND NEW.processing = 1' : 'OLD.processing = 1'
      const pgWhen = condition === 'remark' ? 'OLD.processing AND NEW.processing' : 'OLD.processing'
      if (postgres) {
        await rawRows(
          payload,
          `CREATE OR REPLACE FUNCTION refuse_job_writes() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN RAISE EXCEPTION 'writes refused'; END $$`,
        )
        await rawRows(
          payload,
          `CREATE TRIGGER refuse_job_writes BEFORE UPDATE ON payload_jobs FOR EACH ROW
            WHEN (${pgWhen}) EXECUTE FUNCTION refuse_job_writes()`,
        )
      } else
        await rawRows(
          payload,
          `CREATE TRIGGER refuse_job_writes BEFORE UPDATE ON payload_jobs WHEN ${sqliteWhen}
            BEGIN SELECT RAISE(ABORT, 'writes refused'); END`,
        )
    }
    const allow = () =>
      rawRows(payload, `DROP TRIGGER refuse_job_writes${postgres ? ' ON payload_jobs' : ''}`)
    const sentAfterRetry = async (to: string) => {
      const [job] = await jobsTo(to)
      expect(job).toMatchObject({ processing: false })
      await waitFor(async () => {
        await runJobs(payload)
        return (await outboxCount(to)) === 1
      }, JOB_RETRY_AFTER_MS + 20_000)
    }

    // The database takes the hand-back: the job is free again when the pass ends.
    const first = uniqueEmail('refus')
    await queueOne(first)
    await refuse('remark')
    try {
      await runJobs(payload)
      expect(await jobsTo(first)).toMatchObject([{ processing: false }])
    } finally {
      await allow()
    }
    await sentAfterRetry(first)

    // The database refuses the hand-back too: it is retried, and goes through once writes come back.
    const second = uniqueEmail('refus-tout')
    await queueOne(second)
    await refuse('any')
    try {
      await runJobs(payload)
      expect(await jobsTo(second)).toMatchObject([{ processing: true }])
    } finally {
      await allow()
    }
    await waitFor(async () => (await jobsTo(second))[0]?.processing === false)
    await sentAfterRetry(second)
  }, 120_000)
})
