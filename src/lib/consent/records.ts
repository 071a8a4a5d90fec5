import type { Payload } from 'payload'
import { z } from 'zod'

import { purgeExpiredNowAndThen } from '@/lib/platform/payload/retention'

import { CONSENT_VERSION, consentActions, isConsentId } from './shared'

/** A decision is a few hundred bytes; anything much larger is not one. */
export const CONSENT_MAX_BYTES = 4 * 1024
/** Decisions per client address and minute (a person clicks a few times at most). */
export const CONSENT_RATE_LIMIT = { limit: 20, windowMs: 60_000 }
const USER_AGENT_MAX = 512

export const consentDecisionSchema = z
  .object({
    id: z.string().refine(isConsentId),
    version: z.literal(CONSENT_VERSION),
    action: z.enum(consentActions),
    categories: z.object({
      // The essential category cannot be switched off.
      essential: z.literal(true).optional(),
      analytical: z.boolean(),
      functional: z.boolean(),
      marketing: z.boolean(),
    }),
  })
  .refine(({ action, categories }) => {
    const chosen = [categories.analytical, categories.functional, categories.marketing]
    if (action === 'accept-all') return chosen.every(Boolean)
    if (action === 'essentials') return !chosen.some(Boolean)
    return true
  }, 'The categories do not match the action')

type ConsentDecision = z.infer<typeof consentDecisionSchema>

/** Stores one decision as proof of consent; the member comes from the session, never from the body. */
export async function recordConsentDecision(
  payload: Payload,
  {
    decision,
    memberId,
    userAgent,
  }: { decision: ConsentDecision; memberId?: number | string | null; userAgent?: string | null },
) {
  const record = await payload.create({
    collection: 'consent-records',
    overrideAccess: true,
    depth: 0,
    data: {
      consentId: decision.id,
      member: memberId ? Number(memberId) : undefined,
      action: decision.action,
      essential: true,
      analytical: decision.categories.analytical,
      functional: decision.categories.functional,
      marketing: decision.categories.marketing,
      version: decision.version,
      userAgent: userAgent?.slice(0, USER_AGENT_MAX) || undefined,
    },
  })
  // Proof is kept five years (src/lib/platform/payload/retention.ts), then purged.
  purgeExpiredNowAndThen(payload, 'consent-records')
  return record
}
