import type { Endpoint } from 'payload'

import { accessSnapshot } from '@/lib/auth/snapshot'
import { BillingUnavailableError } from '@/lib/billing/stripe'
import { consume } from '@/lib/rate-limit'
import type { Member, User } from '@/payload-types'

export const FORCED_CHECK_COOLDOWN_MS = 15_000

/**
 * POST /api/check-subscription (spec §7): the background verification with the payment provider. It
 * asks the provider only when needed (flagged, never checked, older than an hour) or when forced —
 * forced at most once per 15 s per member — and answers the fresh access snapshot.
 */
export const checkSubscriptionEndpoint: Endpoint = {
  path: '/check-subscription',
  method: 'post',
  handler: async (req) => {
    const headers = { 'Cache-Control': 'private, no-store' }
    if (!req.user) return Response.json({ error: 'Not signed in' }, { status: 401, headers })
    if (req.user.collection !== 'members') {
      const staff = req.user as User & { collection: 'users' }
      return Response.json({ ...accessSnapshot(staff), verified: false }, { headers })
    }
    const body = (await req.json?.().catch(() => null)) as { forceRefresh?: unknown } | null
    let force = body?.forceRefresh === true
    if (force) {
      const { allowed } = await consume(`check-subscription:${req.user.id}`, {
        limit: 1,
        windowMs: FORCED_CHECK_COOLDOWN_MS,
      })
      force = allowed
    }
    const member = req.user as Member & { collection: 'members' }
    try {
      const { verifyMemberSubscription } = await import('@/lib/billing/service')
      const result = await verifyMemberSubscription(req.payload, member, { force })
      return Response.json(
        {
          ...accessSnapshot({ ...result.member, collection: 'members' }),
          verified: result.verified,
        },
        { headers },
      )
    } catch (error) {
      if (error instanceof BillingUnavailableError) {
        return Response.json(
          { error: 'unavailable', ...accessSnapshot(member), verified: false },
          { status: 503, headers },
        )
      }
      throw error
    }
  },
}
