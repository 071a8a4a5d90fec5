import type { Endpoint } from 'payload'

import { accessSnapshot } from '@/lib/billing/access-snapshot'
import { accountOf } from '@/lib/auth/accounts'

/**
 * GET /api/access-snapshot: the signed-in account's access (docs/behaviour.md › Member area), read
 * fresh from the database on every call, so that a change made by an admin or a payment webhook
 * shows without logging in again.
 */
export const accessSnapshotEndpoint: Endpoint = {
  path: '/access-snapshot',
  method: 'get',
  handler: async (req) => {
    const headers = { 'Cache-Control': 'private, no-store' }
    const account = accountOf(req.user)
    if (!account) return Response.json({ error: 'Not signed in' }, { status: 401, headers })
    return Response.json(accessSnapshot(account), { headers })
  },
}
