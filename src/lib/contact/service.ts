/**
 * The contact form on the server (docs/behaviour.md › Contact form): the shared rules again, the
 * honeypot, a rate limit of 3 messages a minute per client address (shared through Redis when
 * REDIS_URL is set), refusal of a message already received, storage, and the staff's notification
 * through the e-mail queue. The route handler (POST /api/contact) is a thin wrapper; the
 * integration tests call this function directly.
 */
import 'server-only'

import { createHash } from 'node:crypto'

import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { fieldErrors, type FieldErrors } from '@/lib/auth'
import { getEnv } from '@/lib/platform/config/env'
import { queueEmail } from '@/lib/email'
import { isPayloadError } from '@/lib/platform/payload/errors'
import { isInfrastructureFailure } from '@/lib/platform/payload/failures'
import { claimOnce, consume, releaseClaim, type RateLimitRule } from '@/lib/platform/rate-limit'

import {
  contactSchema,
  DEFAULT_CONTACT_SUBJECT,
  HONEYPOT_FIELD,
  messageFingerprint,
  type ContactError,
} from './schema'

export const contactRules = {
  perClient: { limit: 3, windowMs: 60_000 },
} satisfies Record<string, RateLimitRule>

/** The same address sending the same message again within this time is told it was already sent. */
const DUPLICATE_WINDOW_MS = 24 * 60 * 60_000
/** How many of an address's latest messages the duplicate check reads (the rate limit keeps it few). */
const DUPLICATE_LOOKBACK = 200

/** Staff read their inbox in French (the admin's language). */
const STAFF_LOCALE: Locale = 'fr'

export type ContactContext = {
  payload: Payload
  /** The client's address as the server saw it (src/lib/platform/http/client-ip.ts). */
  ip: string
  locale: Locale
  userAgent?: string | null
}

type ContactResult =
  | { ok: true; id: number | string; name: string }
  | { ok: false; error: ContactError; fields?: FieldErrors; retryAfterMs?: number }

/** The same message differs only by spacing, case or compatibility forms (./schema.ts). */
function duplicateKey(email: string, message: string): string {
  const fingerprint = messageFingerprint(message)
  return `contact-sent:${createHash('sha256').update(`${email}\n${fingerprint}`).digest('hex')}`
}

/** Claims the message for this window; a shared store that cannot be reached claims nothing. */
async function claim(key: string, payload: Payload): Promise<boolean> {
  try {
    return await claimOnce(key, DUPLICATE_WINDOW_MS)
  } catch (error) {
    payload.logger.error({ err: error, msg: 'Contact duplicate guard unavailable' })
    return true
  }
}

/** Compared in code: the stored text is the visitor's own, the fingerprint is not a column. */
async function alreadyStored(payload: Payload, email: string, message: string): Promise<boolean> {
  const { docs } = await payload.find({
    collection: 'contact-messages',
    where: {
      and: [
        { email: { equals: email } },
        { createdAt: { greater_than: new Date(Date.now() - DUPLICATE_WINDOW_MS).toISOString() } },
      ],
    },
    select: { message: true },
    sort: '-createdAt',
    limit: DUPLICATE_LOOKBACK,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const fingerprint = messageFingerprint(message)
  return docs.some((doc) => messageFingerprint(doc.message ?? '') === fingerprint)
}

async function notifyStaff(payload: Payload, doc: { id: number | string; name: string }) {
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    overrideAccess: true,
  })
  await queueEmail(payload, {
    to: settings.contactEmail,
    template: 'contact',
    locale: STAFF_LOCALE,
    name: doc.name,
    link: `${getEnv().siteUrl}/admin/collections/contact-messages/${doc.id}`,
    messageId: String(doc.id),
  })
}

export async function submitContactMessage(
  context: ContactContext,
  input: unknown,
): Promise<ContactResult> {
  const { payload, ip, locale } = context
  const parsed = contactSchema.safeParse(input)
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error)
    if (fields[HONEYPOT_FIELD]) return { ok: false, error: 'spam' }
    return { ok: false, error: 'invalidFields', fields }
  }
  const limit = await consume(`contact:${ip}`, contactRules.perClient)
  if (!limit.allowed) return { ok: false, error: 'rateLimited', retryAfterMs: limit.retryAfterMs }

  const { name, email, subject, message } = parsed.data
  const key = duplicateKey(email, message)
  // The claim settles simultaneous copies; the database remembers beyond this process and a restart.
  if (!(await claim(key, payload))) return { ok: false, error: 'duplicate' }

  let doc: { id: number | string; name: string }
  try {
    if (await alreadyStored(payload, email, message)) return { ok: false, error: 'duplicate' }
    doc = await payload.create({
      collection: 'contact-messages',
      data: {
        name,
        email,
        subject: subject || DEFAULT_CONTACT_SUBJECT,
        message,
        locale,
        status: 'unread',
        userAgent: context.userAgent?.replace(/\p{Cc}/gu, '').slice(0, 500) || null,
      },
      overrideAccess: true,
      depth: 0,
    })
  } catch (error) {
    // Nothing was stored: the same message may be sent again.
    await releaseClaim(key).catch((releaseError: unknown) =>
      payload.logger.error({ err: releaseError, msg: 'Contact duplicate guard not released' }),
    )
    // Payload's validation refused the data (the table has no constraint of its own to break).
    if (isPayloadError(error, 'ValidationError')) return { ok: false, error: 'invalidData' }
    payload.logger.error({ err: error, msg: 'Contact message not stored' })
    // A database that cannot write now is something the reader can be told (« Erreur: … »).
    return { ok: false, error: isInfrastructureFailure(error) ? 'unavailable' : 'generic' }
  }
  try {
    await notifyStaff(payload, doc)
  } catch (error) {
    // The message is stored and visible in the admin's inbox; only the e-mail is missing.
    payload.logger.error({ err: error, msg: 'Could not queue the contact notification' })
  }
  return { ok: true, id: doc.id, name }
}
