/**
 * The one job runner of the site (docs/architecture.md › Background jobs). Domains declare their tasks
 * (Payload `TaskConfig`s with their retries and backoff) and hand them to `jobsConfig` in the Payload
 * configuration; they queue work with `queueJob`. Every server process runs one worker:
 *
 * - **Claiming is atomic across instances.** A pass takes jobs with one SQL statement that marks them as
 *   processing and returns their ids (`UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED) AND
 *   processing = false RETURNING id` on PostgreSQL; SQLite serialises writers). Payload's own runner
 *   reads then updates, so two instances could run the same job twice.
 * - **Leases.** A job still marked as processing after `JOB_LEASE_MS` was left by a process that
 *   stopped; the worker hands it back to the queue. Sooner where the holder is known to be gone: a
 *   worker starting takes back at once the claims a stopped process of the same host and DATA_DIR
 *   left (./claims-journal.ts); a job whose run broke off (the database refused a write) is handed
 *   back at once, or as soon as the database takes the write; a stopping worker hands back what it
 *   still holds.
 * - **Priority**: due jobs run highest `priority` first (1–10, default 5), then oldest first.
 * - **Retries** back off as each task declares; a job that used all its attempts stays in the admin's
 *   « Tâches en arrière-plan » list with its error.
 * - **One pass at a time per process**: a call during a pass asks for one more pass when it ends.
 * Kept whole: claiming, leases, hand-backs and shutdown act on the same claims and state.
 */
import { randomUUID } from 'node:crypto'

import type { CollectionConfig, JobsConfig, Payload, PayloadRequest } from 'payload'

import { dropAgainWhenDone } from '@/lib/platform/cache/revalidate'
import { dialectOf, rawRows, sqlTimestamp } from '@/lib/platform/db/raw'
import { processWide } from '@/lib/platform/runtime/edge-contract.mjs'
import { registerJobQueueReader } from '@/lib/platform/runtime/metrics'
import { outsideRequest } from '@/lib/platform/runtime/outside-request'
import { isShuttingDown } from '@/lib/platform/runtime/shutdown'

import { forgetClaims, leftClaims, writeHeldClaims, type JobId } from './claims-journal'
import { startDueSchedules, type DailySchedule } from './schedule'

/** A claimed job not finished after this long was abandoned by a process that stopped. */
export const JOB_LEASE_MS = 10 * 60_000
/** How often each server process looks for jobs whose retry time has come. */
export const JOB_WORKER_INTERVAL_MS = 60_000
/** How many jobs one statement claims. */
const CLAIM_BATCH = 10
/** A job's priority when its domain gives none; higher runs first (1–10). */
export const DEFAULT_JOB_PRIORITY = 5
/**
 * A job whose run broke off is due again this long after it is handed back (not at once, so that a
 * pass does not claim it again straight into the same failure); a refused hand-back is retried as often.
 */
export const JOB_RETRY_AFTER_MS = 5_000

/**
 * The Payload `jobs` configuration: the domains' tasks, completed jobs deleted, failed ones kept and
 * listed in the admin for staff. Payload's own automatic runner stays off (see `startJobWorker`).
 */
export function jobsConfig(tasks: NonNullable<JobsConfig['tasks']>): JobsConfig {
  return {
    tasks,
    deleteJobOnComplete: true,
    jobsCollectionOverrides: ({ defaultJobsCollection }): CollectionConfig => ({
      ...defaultJobsCollection,
      fields: [
        ...defaultJobsCollection.fields,
        {
          name: 'priority',
          type: 'number',
          label: { fr: 'Priorité', en: 'Priority' },
          min: 1,
          max: 10,
          defaultValue: DEFAULT_JOB_PRIORITY,
          index: true,
          admin: { position: 'sidebar' },
        },
      ],
      labels: {
        singular: { fr: 'Tâche en arrière-plan', en: 'Background job' },
        plural: { fr: 'Tâches en arrière-plan', en: 'Background jobs' },
      },
      admin: {
        ...defaultJobsCollection.admin,
        hidden: false,
        group: { fr: 'Administration', en: 'Administration' },
        useAsTitle: 'taskSlug',
        defaultColumns: ['taskSlug', 'queue', 'hasError', 'totalTried', 'waitUntil', 'updatedAt'],
        description: {
          fr: 'E-mails et autres travaux en attente, en nouvel essai ou en échec (avec leur erreur). Les tâches réussies disparaissent de la liste.',
          en: 'E-mails and other work waiting, being retried or failed (with their error). Completed jobs leave the list.',
        },
      },
    }),
  }
}

/** The claim statement of each dialect; values are generated here, never taken from a request. */
function claimStatement(dialect: 'sqlite' | 'postgres', now: Date, limit: number): string {
  const at = sqlTimestamp(now)
  const [yes, no] = dialect === 'postgres' ? ['true', 'false'] : ['1', '0']
  // PostgreSQL: rows another worker is claiming right now are skipped, not waited for.
  const lock = dialect === 'postgres' ? 'FOR UPDATE SKIP LOCKED' : ''
  return `UPDATE payload_jobs SET processing = ${yes}, updated_at = ${at}
    WHERE id IN (
      SELECT id FROM payload_jobs
      WHERE processing = ${no} AND completed_at IS NULL AND coalesce(has_error, ${no}) = ${no}
        AND (wait_until IS NULL OR wait_until < ${at})
      ORDER BY coalesce(priority, ${DEFAULT_JOB_PRIORITY}) DESC, created_at LIMIT ${limit} ${lock}
    ) AND processing = ${no}
    RETURNING id`
}

/** Marks up to `limit` due jobs as processing for this worker, atomically; their ids. */
export async function claimJobs(
  payload: Payload,
  { limit = CLAIM_BATCH, now = new Date() }: { limit?: number; now?: Date } = {},
): Promise<(number | string)[]> {
  const statement = claimStatement(dialectOf(payload), now, Math.max(1, Math.trunc(limit)))
  return (await rawRows(payload, statement)).map((row) => row.id as number | string)
}

/**
 * How many jobs wait (due or waiting for a retry), run, or failed for good: the metrics' queue depth
 * (src/lib/platform/runtime/metrics.ts).
 */
export async function jobQueueCounts(payload: Payload): Promise<Record<string, number>> {
  const [yes, no] = dialectOf(payload) === 'postgres' ? ['true', 'false'] : ['1', '0']
  const [row] = await rawRows(
    payload,
    `SELECT
      sum(CASE WHEN processing = ${no} AND completed_at IS NULL AND coalesce(has_error, ${no}) = ${no} THEN 1 ELSE 0 END) AS waiting,
      sum(CASE WHEN processing = ${yes} THEN 1 ELSE 0 END) AS processing,
      sum(CASE WHEN coalesce(has_error, ${no}) = ${yes} THEN 1 ELSE 0 END) AS failed
    FROM payload_jobs`,
  )
  return {
    waiting: Number(row?.waiting ?? 0),
    processing: Number(row?.processing ?? 0),
    failed: Number(row?.failed ?? 0),
  }
}

/** Hands back jobs whose lease ran out (their process stopped mid-run); how many. */
export async function releaseExpiredLeases(payload: Payload, now = Date.now()): Promise<number> {
  const { docs } = await payload.update({
    collection: 'payload-jobs',
    where: {
      and: [
        { processing: { equals: true } },
        { updatedAt: { less_than: new Date(now - JOB_LEASE_MS).toISOString() } },
      ],
    },
    data: { processing: false },
    overrideAccess: true,
    depth: 0,
  })
  return docs.length
}

/**
 * Hands back jobs this process holds: their mark is cleared (when still set) and, with `dueInMs`, they
 * wait that long. One statement; the ids come from this process's own claims.
 */
async function handBack(
  payload: Payload,
  ids: readonly JobId[],
  dueInMs?: number,
): Promise<JobId[]> {
  const numbers = ids.map(Number).filter(Number.isSafeInteger)
  if (numbers.length === 0) return []
  const now = new Date()
  const [yes, no] = dialectOf(payload) === 'postgres' ? ['true', 'false'] : ['1', '0']
  const wait =
    dueInMs === undefined ? '' : `, wait_until = ${sqlTimestamp(new Date(now.getTime() + dueInMs))}`
  const rows = await rawRows(
    payload,
    `UPDATE payload_jobs SET processing = ${no}, updated_at = ${sqlTimestamp(now)}${wait}
      WHERE id IN (${numbers.join(', ')}) AND processing = ${yes}
      RETURNING id`,
  )
  return rows.map((row) => row.id as JobId)
}

type RunnerState = {
  running?: Promise<void>
  again: boolean
  timer?: ReturnType<typeof setInterval>
  /** A pass asked for shortly (after the transaction that queued a job has ended). */
  shortly?: ReturnType<typeof setTimeout>
  /** This process runs a worker (`startJobWorker`). */
  worker?: boolean
  /** The worker is stopping: the job in hand finishes, the rest of the batch is handed back. */
  stopping?: boolean
  /** Names this run of the process in ./claims-journal.ts (a restart may get the same pid). */
  run: string
  /** Jobs this process claimed and has not finished or handed back (also in ./claims-journal.ts). */
  held: Set<JobId>
  /** Held jobs whose hand-back the database refused: retried every JOB_RETRY_AFTER_MS. */
  toHandBack: Set<JobId>
  retry?: ReturnType<typeof setTimeout>
}

function runnerState(): RunnerState {
  return processWide('jobRunner', (): RunnerState => ({
    again: false,
    run: randomUUID(),
    held: new Set(),
    toHandBack: new Set(),
  }))
}

/** Keeps the journal of held claims in step; a DATA_DIR that refuses the file only costs the lease. */
function journalHeld(payload: Payload, state: RunnerState): void {
  try {
    writeHeldClaims(state.run, state.held)
  } catch (error) {
    payload.logger.warn({ err: error, msg: 'Job claims journal not written' })
  }
}

/** Claims due jobs as ./claims-journal.ts records them. */
async function claimHeld(payload: Payload, state: RunnerState): Promise<JobId[]> {
  const ids = await claimJobs(payload)
  if (ids.length === 0) return ids
  for (const id of ids) state.held.add(id)
  journalHeld(payload, state)
  return ids
}

/**
 * Hands back held jobs now; when the database refuses, keeps them and tries again every
 * JOB_RETRY_AFTER_MS until it takes the write. The ids it actually handed back (still marked).
 */
async function release(
  payload: Payload,
  state: RunnerState,
  ids: readonly JobId[],
  dueInMs?: number,
): Promise<JobId[]> {
  if (ids.length === 0) return []
  try {
    const back = await handBack(payload, ids, dueInMs)
    for (const id of ids) {
      state.held.delete(id)
      state.toHandBack.delete(id)
    }
    journalHeld(payload, state)
    return back
  } catch (error) {
    for (const id of ids) state.toHandBack.add(id)
    payload.logger.warn({ err: error, msg: 'Jobs not handed back yet; trying again' })
    retryHandBack(payload, state)
    return []
  }
}

function retryHandBack(payload: Payload, state: RunnerState): void {
  if (state.retry) return
  state.retry = setTimeout(() => {
    state.retry = undefined
    outsideRequest(() => {
      void release(payload, state, [...state.toHandBack], JOB_RETRY_AFTER_MS).then((back) => {
        if (back.length) runJobsAfter(payload, JOB_RETRY_AFTER_MS)
      })
    })
  }, JOB_RETRY_AFTER_MS)
  state.retry.unref()
}

/**
 * Runs one held job. Payload clears its mark when it ends (or deletes it); a job still marked, or a
 * run that threw, broke off (a write the database refused): handed back at once. False then.
 */
async function runHeld(payload: Payload, state: RunnerState, id: JobId): Promise<boolean> {
  let threw = false
  try {
    // Its writes have committed once Payload is done with it: their cached reads go again.
    await dropAgainWhenDone(() => payload.jobs.runByID({ id, silent: true }))
  } catch (error) {
    threw = true
    // The error may quote the job's input (an address): its kind only.
    payload.logger.warn({
      msg: 'Job run broke off; handing it back',
      job: id,
      reason: error instanceof Error ? error.name : typeof error,
    })
  }
  const back = await release(payload, state, [id], JOB_RETRY_AFTER_MS)
  if (threw || back.length || state.toHandBack.has(id)) {
    runJobsAfter(payload, JOB_RETRY_AFTER_MS)
    return false
  }
  return true
}

/**
 * Runs every due job now, claimed batch after batch until none is left. Payload runs each claimed job
 * (its retries, backoff and failure record). One pass at a time in this process. A run that broke off
 * ends the pass (the database is likely refusing writes): the rest of its batch is handed back.
 */
export function runJobs(payload: Payload): Promise<void> {
  const state = runnerState()
  if (state.running) {
    state.again = true
    return state.running
  }
  const stopping = () => state.stopping === true || isShuttingDown()
  state.running = (async () => {
    try {
      do {
        state.again = false
        if (stopping()) return
        for (
          let ids = await claimHeld(payload, state);
          ids.length;
          ids = await claimHeld(payload, state)
        ) {
          for (const [index, id] of ids.entries()) {
            if (stopping()) {
              await release(payload, state, ids.slice(index))
              return
            }
            if (!(await runHeld(payload, state, id))) {
              await release(payload, state, ids.slice(index + 1))
              return
            }
          }
          if (stopping()) return
        }
      } while (state.again)
    } finally {
      state.running = undefined
    }
  })()
  return state.running
}

/** In a process with a worker, a pass once jobs handed back with a delay are due again. */
function runJobsAfter(payload: Payload, delayMs: number): void {
  const state = runnerState()
  if (!state.worker) return
  setTimeout(() => runJobsSoon(payload), delayMs + 100).unref()
}

/**
 * Takes back the claims a stopped process of this host and DATA_DIR left (./claims-journal.ts): due at
 * once. A refusal leaves the file for the next try. How many jobs came back.
 */
export async function takeBackLeftClaims(payload: Payload): Promise<number> {
  let count = 0
  for (const left of leftClaims(runnerState().run)) {
    count += (await handBack(payload, left.ids)).length
    forgetClaims(left.file)
  }
  return count
}

/**
 * Starts a pass in the background, outside the request that asked for it (its jobs' cache
 * invalidations must not be filed under a finished request); a failure is logged, never thrown.
 */
export function runJobsSoon(payload: Payload): void {
  outsideRequest(() => {
    void runJobs(payload).catch((error: unknown) =>
      payload.logger.error({ err: error, msg: 'Job run failed' }),
    )
  })
}

/** How long after a job queued inside a save the worker starts a pass (the save has ended by then). */
const SHORTLY_MS = 1500

/** In a process with a worker, one pass a moment from now (several calls: still one pass). */
function runJobsShortly(payload: Payload): void {
  const state = runnerState()
  if (!state.worker || state.shortly) return
  state.shortly = setTimeout(() => {
    state.shortly = undefined
    runJobsSoon(payload)
  }, SHORTLY_MS)
  state.shortly.unref()
}

export type QueuedJob = {
  task: string
  input: Record<string, unknown>
  /** A name for related work (`default`, `mail`…): shown in the admin; every queue is run. */
  queue?: string
  /** Not before this moment. */
  waitUntil?: Date
  /** 1–10, higher first; DEFAULT_JOB_PRIORITY when absent. */
  priority?: number
}

/**
 * Records a job (in the caller's transaction when `req` is given) and, unless told otherwise or inside
 * a transaction (the job is not visible to others before it commits), starts a pass at once; a job
 * queued inside a save starts a pass a moment later in a process with a worker. The job's id.
 */
export async function queueJob(
  payload: Payload,
  job: QueuedJob,
  { req, runNow = !req }: { req?: PayloadRequest; runNow?: boolean } = {},
): Promise<number | string> {
  const queued: { id: number | string } = await payload.jobs.queue({
    task: job.task as never,
    input: job.input as never,
    queue: job.queue ?? 'default',
    waitUntil: job.waitUntil,
    req,
  })
  const priority = Math.min(10, Math.max(1, Math.round(job.priority ?? DEFAULT_JOB_PRIORITY)))
  if (priority !== DEFAULT_JOB_PRIORITY)
    await payload.update({
      collection: 'payload-jobs',
      id: queued.id,
      data: { priority } as never,
      overrideAccess: true,
      depth: 0,
      req,
    })
  if (runNow) runJobsSoon(payload)
  // Inside a save the job is not visible to other connections before the save ends: a server with a
  // worker starts a pass a moment later instead of waiting for its next minute.
  else if (req) runJobsShortly(payload)
  return queued.id
}

/** How long a stopping worker waits for the job in hand: as long as the server waits for requests. */
function stopWaitMs(): number {
  const configured = Number(process.env.SHUTDOWN_TIMEOUT_MS)
  return Number.isFinite(configured) && configured >= 0 ? configured : 25_000
}

/** One worker tick: left claims, expired leases, due schedules, then due jobs. */
function workerPass(payload: Payload, schedules: readonly DailySchedule[]): void {
  const state = runnerState()
  outsideRequest(() =>
    takeBackLeftClaims(payload)
      .then(() => releaseExpiredLeases(payload))
      .then(() => startDueSchedules(payload, schedules))
      // A worker stopped meanwhile starts nothing more.
      .then(() => (state.worker ? runJobs(payload) : undefined))
      .catch((error: unknown) =>
        payload.logger.error({ err: error, msg: 'Job worker pass failed' }),
      ),
  )
}

/**
 * The worker of a server process (started from the Payload configuration's `onInit` when
 * SYLVA_QUEUE_WORKER=1): at once, then every minute, takes back the claims a stopped process of this
 * host left, releases expired leases, starts the daily schedules whose hour has come (./schedule.ts),
 * then runs due jobs. Returns the shutdown step.
 */
export function startJobWorker(
  payload: Payload,
  schedules: readonly DailySchedule[] = [],
): () => Promise<void> {
  const state = runnerState()
  if (state.timer) clearInterval(state.timer)
  state.worker = true
  registerJobQueueReader(() => jobQueueCounts(payload))
  state.timer = setInterval(() => workerPass(payload, schedules), JOB_WORKER_INTERVAL_MS)
  state.timer.unref()
  workerPass(payload, schedules)
  // At shutdown (SIGTERM already stops the pass from starting more jobs): no new pass; the job in hand
  // may finish for as long as requests may, then whatever this process still holds is handed back.
  return async () => {
    if (state.timer) clearInterval(state.timer)
    if (state.shortly) clearTimeout(state.shortly)
    state.timer = undefined
    state.shortly = undefined
    state.worker = false
    state.stopping = true
    const pass = state.running
    const reset = () => {
      state.stopping = false
    }
    let waiting: ReturnType<typeof setTimeout> | undefined
    const finished = pass
      ? await Promise.race([
          pass.then(
            () => true,
            () => true,
          ),
          new Promise<boolean>((resolve) => {
            waiting = setTimeout(() => resolve(false), stopWaitMs())
          }),
        ])
      : true
    clearTimeout(waiting)
    if (state.retry) clearTimeout(state.retry)
    state.retry = undefined
    try {
      const held = [...state.held, ...state.toHandBack]
      if (held.length) await handBack(payload, held)
      state.held.clear()
      state.toHandBack.clear()
      journalHeld(payload, state)
    } finally {
      // A pass still running past the wait keeps stopping until it ends (the process exits anyway).
      if (finished || !pass) reset()
      else void pass.then(reset, reset)
    }
  }
}
