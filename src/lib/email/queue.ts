/**
 * E-mails go through the job queue (src/lib/platform/jobs/runner.ts): a message is recorded before
 * anything is sent, sent at once in the background, and retried with growing delays if the mail server
 * is down, so that a sign-up never depends on SMTP being up at that moment.
 */
import type { Payload, PayloadRequest, TaskConfig } from 'payload'

import { toLocale } from '@/i18n/locales'
import { queueJob } from '@/lib/platform/jobs/runner'
import { countEvent } from '@/lib/platform/runtime/metrics'
import { DEFAULT_BRAND_NAME } from '@/lib/platform/config/brand'

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
  /**
   * For a mailing the reader asked for (the morning tip): the one-click unsubscribe address, sent as
   * `List-Unsubscribe` with `List-Unsubscribe-Post` (RFC 8058), so that mail programs offer it.
   */
  unsubscribe?: string
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
    { name: 'unsubscribe', type: 'text' },
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
  const headers = input.unsubscribe
    ? {
        'List-Unsubscribe': `<${input.unsubscribe}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      }
    : undefined
  try {
    await req.payload.sendEmail({ to: input.to, ...email, ...(headers ? { headers } : {}) })
  } catch (error) {
    countEvent('email', 'failed')
    throw error
  }
  countEvent('email', 'sent')
  return true
}

/**
 * Queues an e-mail (in the caller's transaction when `req` is given) and, unless `sendNow` is false,
 * starts a run of the job queue in the background: the visitor's answer does not wait for the mail
 * server, and takes the same time whether or not a message was queued.
 */
export async function queueEmail(
  payload: Payload,
  input: EmailJobInput,
  options: { sendNow?: boolean; req?: PayloadRequest } = {},
): Promise<void> {
  await queueJob(
    payload,
    { task: sendEmailTask.slug, input, queue: 'mail' },
    { req: options.req, runNow: options.sendNow !== false },
  )
}
