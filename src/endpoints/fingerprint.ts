import type { Endpoint } from 'payload'

import { isMemberUser } from '@/access'
import { readJsonBody } from '@/lib/platform/http/body'
import { clientIpFrom } from '@/lib/platform/http/client-ip'
import { jsonNoStore, tooManyRequests } from '@/lib/platform/http/json'
import { consume } from '@/lib/platform/rate-limit'
import { FINGERPRINT_MAX_BYTES, fingerprintRequestSchema } from '@/lib/security/fingerprint-payload'
import { FINGERPRINT_RATE_LIMIT, receiveFingerprint } from '@/lib/security/fingerprints'

/**
 * POST /api/fingerprint (docs/behaviour.md › Bot check and risk scoring): sent by the browser once
 * per visit, only with analytical consent. The server scores it again, stores it, and answers 403
 * `{ blocked: true, reason }` to a device or an address an administrator has blocked.
 */
export const fingerprintEndpoint: Endpoint = {
  path: '/fingerprint',
  method: 'post',
  handler: async (req) => {
    const ip = clientIpFrom(req.headers)
    const limit = await consume(`fingerprint:${ip}`, FINGERPRINT_RATE_LIMIT)
    if (!limit.allowed) return tooManyRequests(limit.retryAfterMs)
    const body = await readJsonBody(req, FINGERPRINT_MAX_BYTES)
    if (!body.ok) return jsonNoStore({ error: body.error }, { status: body.status })
    const parsed = fingerprintRequestSchema.safeParse(body.value)
    if (!parsed.success) return jsonNoStore({ error: 'invalid_fingerprint' }, { status: 400 })
    const receipt = await receiveFingerprint(req.payload, {
      request: parsed.data,
      ip,
      memberId: isMemberUser(req.user) ? (req.user?.id as number) : null,
      headerUserAgent: req.headers.get('user-agent'),
      headerDoNotTrack: req.headers.get('dnt') === '1',
    })
    if (receipt.blocked)
      return jsonNoStore({ blocked: true, reason: receipt.reason }, { status: 403 })
    return jsonNoStore({ ok: true })
  },
}
