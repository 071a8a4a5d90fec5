/**
 * E-mails go through Payload's job queue: a message is recorded before anything is sent, sent at once
 * in the background, and retried with growing delays if the mail server is down, so that a sign-up never
 * depends on SMTP being up at that moment.
 */
import type { Payload, PayloadRequest, TaskConfig } from 'payload'

import { toLocale } from '@/i18n/locales'
import { DEFAULT_BRAND_NAME } from '@/lib/brand'

import {
  renderContactNotice,
  renderEmail,
  type EmailTemplate,
  type RenderedEmail,
} from './templates'

export type EmailJobInput = {
  to: string
  template: EmailTemplate | 'contact'
  locale: string
  name: string
  link: string
  /** Values for the template's sentences (subscription e-mails: dates, plan, amounts). */
  params?: Record<string, string>
  /** For `contact`: the message, read when the e-mail is sent (its text is not copied into the queue). */
  messageId?: string
}

type Rendered = RenderedEmail & { replyTo?: string }

/** The e-mail a queued job sends, or null when there is nothing left to send (message deleted). */
async function renderJob(
  input: EmailJobInput,
  { req, brand }: { req: PayloadRequest; brand: string },
): Promise<Rendered | null> {
  const locale = toLocale(input.locale)
  if (input.template !== 'contact')
    return renderEmail({
      template: input.template,
      locale,
      brand,
      name: input.name,
      link: input.link,
      params: input.params ?? undefined,
    })
  if (!input.messageId) return null
  const { docs } = await req.payload.find({
    collection: 'contact-messages',
    where: { id: { equals: input.messageId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const message = docs[0]
  if (!message) return null
  return {
    ...renderContactNotice({
      locale,
      brand,
      link: input.link,
      message: { ...message, locale: toLocale(message.locale) },
    }),
    replyTo: message.email,
  }
}

export const sendEmailTask: TaskConfig<{ input: EmailJobInput; output: { sent: boolean } }> = {
  slug: 'sendEmail',
  label: 'Send an e-mail',
  retries: { attempts: 6, backoff: { type: 'exponential', delay: 15_000 } },
  inputSchema: [
    { name: 'to', type: 'text', required: true },
    { name: 'template', type: 'text', required: true },
    { name: 'locale', type: 'text', required: true },
    { name: 'name', type: 'text', required: true },
    { name: 'link', type: 'text', required: true },
    { name: 'params', type: 'json' },
    { name: 'messageId', type: 'text' },
  ],
  outputSchema: [{ name: 'sent', type: 'checkbox' }],
  handler: async ({ input, req }) => ({ output: { sent: await deliverEmail(req, input) } }),
}

/** Renders and sends one e-mail now, in a job's handler; false when there was nothing to send. */
export async function deliverEmail(req: PayloadRequest, input: EmailJobInput): Promise<boolean> {
  const settings = await req.payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    overrideAccess: true,
  })
  const email = await renderJob(input, { req, brand: settings.brandName || DEFAULT_BRAND_NAME })
  if (!email) return false
  await req.payload.sendEmail({ to: input.to, ...email })
  return true
}

const QUEUE_STATE = Symbol.for('sylva.emailQueue')
type QueueState = {
  running?: Promise<void>
  again: boolean
  timer?: ReturnType<typeof setInterval>
}

function queueState(): QueueState {
  const holder = globalThis as typeof globalThis & { [QUEUE_STATE]?: QueueState }
  holder[QUEUE_STATE] ??= { again: false }
  return holder[QUEUE_STATE]
}

/**
 * Processes queued e-mails now. One run at a time in this process: a call during a run asks for one
 * more pass once it ends (two runners on the same job would send it twice). Failures stay in the queue,
 * with their retry delay, for a later pass.
 */
export function runEmailQueue(payload: Payload): Promise<void> {
  const state = queueState()
  if (state.running) {
    state.again = true
    return state.running
  }
  state.running = (async () => {
    try {
      do {
        state.again = false
        await payload.jobs.run({ queue: 'default', limit: 20 })
      } while (state.again)
    } finally {
      state.running = undefined
    }
  })()
  return state.running
}

export const EMAIL_RETRY_INTERVAL_MS = 60_000
/** A job still marked as running after this long was left behind by a process that stopped. */
export const STUCK_JOB_AFTER_MS = 10 * 60_000

/** Hands jobs abandoned mid-run (process killed) back to the queue. */
export async function releaseStuckJobs(payload: Payload, now = Date.now()): Promise<number> {
  const { docs } = await payload.update({
    collection: 'payload-jobs',
    where: {
      and: [
        { processing: { equals: true } },
        { updatedAt: { less_than: new Date(now - STUCK_JOB_AFTER_MS).toISOString() } },
      ],
    },
    data: { processing: false },
    overrideAccess: true,
    depth: 0,
  })
  return docs.length
}

/**
 * In the server process (SYLVA_QUEUE_WORKER=1, set by scripts/start.ts): a pass every minute for the
 * e-mails waiting for a retry. Stopped, and the current pass awaited, at shutdown.
 */
export function startEmailQueueWorker(payload: Payload): () => Promise<void> {
  const state = queueState()
  if (state.timer) clearInterval(state.timer)
  state.timer = setInterval(() => {
    releaseStuckJobs(payload)
      .then(() => runEmailQueue(payload))
      .catch((error: unknown) =>
        payload.logger.error({ err: error, msg: 'E-mail queue run failed' }),
      )
  }, EMAIL_RETRY_INTERVAL_MS)
  state.timer.unref()
  return async () => {
    if (state.timer) clearInterval(state.timer)
    state.timer = undefined
    await state.running?.catch(() => {})
  }
}

export async function queueEmail(
  payload: Payload,
  input: EmailJobInput,
  options: { sendNow?: boolean; req?: PayloadRequest } = {},
): Promise<void> {
  await queueTask(payload, { task: 'sendEmail', input }, options)
}

/** Queues a job of the default queue and, unless told otherwise, starts a pass in the background. */
export async function queueTask(
  payload: Payload,
  job: Parameters<Payload['jobs']['queue']>[0],
  options: { sendNow?: boolean; req?: PayloadRequest } = {},
): Promise<void> {
  await payload.jobs.queue({ ...job, queue: 'default', req: options.req } as typeof job)
  if (options.sendNow === false) return
  // Not awaited: the visitor's answer does not wait for the mail server (and takes the same time
  // whether or not a message was queued).
  void runEmailQueue(payload).catch((error: unknown) =>
    payload.logger.error({ err: error, msg: 'E-mail queue run failed' }),
  )
}
