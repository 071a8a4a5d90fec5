import type { Endpoint } from 'payload'

import { isMemberUser } from '@/access'
import {
  CONSENT_MAX_BYTES,
  CONSENT_RATE_LIMIT,
  consentDecisionSchema,
  recordConsentDecision,
} from '@/lib/consent/records'
import { readJsonBody } from '@/lib/platform/http/body'
import { clientIpFrom } from '@/lib/platform/http/client-ip'
import { jsonNoStore, tooManyRequests } from '@/lib/platform/http/json'
import { consume } from '@/lib/platform/rate-limit'

/**
 * POST /api/consent: logs one cookie decision as proof of consent
 * (docs/behaviour.md › Cookie consent and privacy), for visitors and members alike.
 * Body: { id, version, action, categories }.
 */
export const consentEndpoint: Endpoint = {
  path: '/consent',
  method: 'post',
  handler: async (req) => {
    const limit = await consume(`consent:${clientIpFrom(req.headers)}`, CONSENT_RATE_LIMIT)
    if (!limit.allowed) return tooManyRequests(limit.retryAfterMs)
    const body = await readJsonBody(req, CONSENT_MAX_BYTES)
    if (!body.ok) return jsonNoStore({ error: body.error }, { status: body.status })
    const decision = consentDecisionSchema.safeParse(body.value)
    if (!decision.success) return jsonNoStore({ error: 'invalid_consent' }, { status: 400 })
    const record = await recordConsentDecision(req.payload, {
      decision: decision.data,
      memberId: isMemberUser(req.user) ? (req.user?.id as number) : null,
      userAgent: req.headers.get('user-agent'),
    })
    return jsonNoStore({ ok: true, recordedAt: record.createdAt }, { status: 201 })
  },
}
