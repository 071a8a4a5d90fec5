/**
 * The feedback widget on the server: the shared rules again, the configuration (no feedback where the
 * widget is off), a rate limit per client address, and storage. The account is the session's, never
 * one named in the request. POST /api/feedback is a thin wrapper; the integration tests call this.
 */
import 'server-only'

import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { fieldErrors, type FieldErrors } from '@/lib/auth'
import { consume, type RateLimitRule } from '@/lib/platform/rate-limit'

import { feedbackSchema, isFeedbackEnabledFor, toFeedbackSettings } from './schema'

export const feedbackRules = {
  perClient: { limit: 10, windowMs: 10 * 60_000 },
} satisfies Record<string, RateLimitRule>

/** The signed-in account of the request, as the session says (null for a visitor). */
export type FeedbackAccount = {
  collection: 'members' | 'users'
  id: number | string
  email: string
}

export type FeedbackContext = {
  payload: Payload
  ip: string
  locale: Locale
  account: FeedbackAccount | null
}

export type FeedbackError = 'invalidFields' | 'disabled' | 'rateLimited' | 'generic'

export type FeedbackResult =
  | { ok: true; id: number | string }
  | { ok: false; error: FeedbackError; fields?: FieldErrors; retryAfterMs?: number }

export async function submitFeedback(
  { payload, ip, locale, account }: FeedbackContext,
  input: unknown,
): Promise<FeedbackResult> {
  const parsed = feedbackSchema.safeParse(input)
  if (!parsed.success)
    return { ok: false, error: 'invalidFields', fields: fieldErrors(parsed.error) }
  const { rating, message, pageUrl } = parsed.data
  // The limit first: a flood costs the database nothing, not even the configuration's read.
  const limit = await consume(`feedback:${ip}`, feedbackRules.perClient)
  if (!limit.allowed) return { ok: false, error: 'rateLimited', retryAfterMs: limit.retryAfterMs }

  const config = await payload.findGlobal({
    slug: 'feedback-config',
    depth: 0,
    overrideAccess: true,
  })
  if (!isFeedbackEnabledFor(toFeedbackSettings(config), pageUrl))
    return { ok: false, error: 'disabled' }

  const doc = await payload.create({
    collection: 'user-feedback',
    data: {
      rating,
      message,
      pageUrl,
      member: account?.collection === 'members' ? Number(account.id) : null,
      userEmail: account?.email ?? null,
      locale,
    },
    overrideAccess: true,
    depth: 0,
  })
  return { ok: true, id: doc.id }
}
