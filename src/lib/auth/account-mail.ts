/**
 * The e-mails a visitor asks for by address alone (« Mot de passe oublié », « Renvoyer l’email de
 * confirmation »). The form answers at once, the same for every address, and queues this job; the job
 * looks the address up and sends what applies. Whether an account exists is thus never visible in the
 * answer or its timing.
 */
import type { Payload, TaskConfig } from 'payload'

import { toLocale, type Locale } from '@/i18n/locales'
import { deliverEmail } from '@/lib/email'
import { queueJob } from '@/lib/platform/jobs/runner'
import { logSecurityEvent } from '@/lib/security'
import type { Member } from '@/payload-types'

import { sendConfirmation, siteLink } from './confirmation'
import { SITE_FORMS_CONTEXT } from './constants'
import { emailLocalPart } from './viewer-state'

export type AccountMailKind = 'reset' | 'confirm'

type Input = { kind: AccountMailKind; email: string; locale: string; ip: string }

async function findMember(payload: Payload, email: string): Promise<Member | null> {
  const { docs } = await payload.find({
    collection: 'members',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

export const accountMailTask: TaskConfig<{ input: Input; output: { sent: boolean } }> = {
  slug: 'accountMail',
  label: 'Account e-mail asked for by address',
  retries: { attempts: 6, backoff: { type: 'exponential', delay: 15_000 } },
  inputSchema: [
    { name: 'kind', type: 'text', required: true },
    { name: 'email', type: 'text', required: true },
    { name: 'locale', type: 'text', required: true },
    { name: 'ip', type: 'text', required: true },
  ],
  outputSchema: [{ name: 'sent', type: 'checkbox' }],
  handler: async ({ input, req }) => {
    if (input.kind !== 'reset' && input.kind !== 'confirm')
      throw new Error(`Unknown account e-mail kind: ${String(input.kind)}`)
    const { payload } = req
    const member = await findMember(payload, input.email)
    if (!member || member.isActive === false) return { output: { sent: false } }
    const locale = toLocale(member.preferences?.language ?? input.locale)
    if (input.kind === 'confirm') {
      if (member._verified === true) return { output: { sent: false } }
      await sendConfirmation(payload, member, locale)
      return { output: { sent: true } }
    }
    const token = await payload.forgotPassword({
      collection: 'members',
      data: { email: member.email },
      disableEmail: true,
      context: { ...SITE_FORMS_CONTEXT },
    })
    if (!token) return { output: { sent: false } }
    await deliverEmail(req, {
      to: member.email,
      template: 'reset',
      locale,
      name: member.displayName || emailLocalPart(member.email),
      link: siteLink(`/auth/nouveau-mot-de-passe?token=${token}`, locale),
    })
    await logSecurityEvent(payload, {
      type: 'password_reset_requested',
      userId: member.id,
      accountType: 'members',
      email: member.email,
      ip: input.ip,
    })
    return { output: { sent: true } }
  },
}

/** Queues the e-mail for `email` (whatever the address) and starts a queue pass in the background. */
export async function queueAccountMail(
  payload: Payload,
  input: { kind: AccountMailKind; email: string; locale: Locale; ip: string },
): Promise<void> {
  await queueJob(payload, { task: accountMailTask.slug, input, queue: 'mail' })
}
