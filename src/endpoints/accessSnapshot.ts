import type { Endpoint } from 'payload'

import { accessSnapshot } from '@/lib/auth/snapshot'
import type { Member, User } from '@/payload-types'

/**
 * GET /api/access-snapshot: the signed-in account's access (spec §3), read fresh from the database on
 * every call, so that a change made by an admin or a payment webhook shows without logging in again.
 */
export const accessSnapshotEndpoint: Endpoint = {
  path: '/access-snapshot',
  method: 'get',
  handler: async (req) => {
    const headers = { 'Cache-Control': 'private, no-store' }
    if (!req.user) return Response.json({ error: 'Not signed in' }, { status: 401, headers })
    const account = req.user as
      (Member & { collection: 'members' }) | (User & { collection: 'users' })
    return Response.json(accessSnapshot(account), { headers })
  },
}
