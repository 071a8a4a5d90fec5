import type { Endpoint } from 'payload'

import { accessSnapshot } from '@/lib/billing/access-snapshot'
import { FORCED_CHECK_COOLDOWN_MS } from '@/lib/billing/status'
import { BillingUnavailableError } from '@/lib/billing/provider'
import { readJsonBody } from '@/lib/platform/http/body'
import { jsonNoStore } from '@/lib/platform/http/json'
import { consume } from '@/lib/platform/rate-limit'
import { accountOf } from '@/lib/auth/accounts'

/** The body is `{ forceRefresh?: boolean }` at most. */
const CHECK_MAX_BYTES = 1024

/**
 * POST /api/check-subscription (docs/behaviour.md › Subscriptions and legal duties): the background
 * verification with the payment provider. It asks the provider only when needed (flagged, never
 * checked, older than an hour) or when forced — forced at most once per 15 s per member — and
 * answers the fresh access snapshot.
 */
export const checkSubscriptionEndpoint: Endpoint = {
  path: '/check-subscription',
  method: 'post',
  handler: async (req) => {
    const account = accountOf(req.user)
    if (!account) return jsonNoStore({ error: 'Not signed in' }, { status: 401 })
    if (account.collection !== 'members')
      return jsonNoStore({ ...accessSnapshot(account), verified: false })
    const body = await readJsonBody(req, CHECK_MAX_BYTES)
    if (!body.ok) return jsonNoStore({ error: body.error }, { status: body.status })
    let force =
      typeof body.value === 'object' &&
      body.value !== null &&
      (body.value as { forceRefresh?: unknown }).forceRefresh === true
    if (force) {
      const { allowed } = await consume(`check-subscription:${account.id}`, {
        limit: 1,
        windowMs: FORCED_CHECK_COOLDOWN_MS,
      })
      force = allowed
    }
    try {
      const { verifyMemberSubscription } = await import('@/lib/billing/service')
      const result = await verifyMemberSubscription(req.payload, account, { force })
      return jsonNoStore({
        ...accessSnapshot({ ...result.member, collection: 'members' }),
        verified: result.verified,
      })
    } catch (error) {
      if (error instanceof BillingUnavailableError) {
        return jsonNoStore(
          { error: 'unavailable', ...accessSnapshot(account), verified: false },
          { status: 503 },
        )
      }
      throw error
    }
  },
}
