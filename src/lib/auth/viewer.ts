import 'server-only'

import { cookies, headers } from 'next/headers'
import { executeAuthStrategies } from 'payload'
import { cache } from 'react'

import { noteAccountRead } from '@/lib/platform/http/page-caching'
import { getPayloadClient } from '@/lib/platform/payload/client'
import { throwIfDatabaseDown } from '@/lib/platform/payload/failures'

import { accountOf, type SignedInAccount } from './accounts'
import { AUDIENCE_HEADER, getAudience, viewerOfAudience } from './audience'
import { navigationSessionHeaders } from './navigation-headers'
import { SESSION_COOKIE_NAMES } from './constants'
import { viewerFromAccount, type Viewer } from './viewer-state'

export type { SignedInAccount, SignedInMember, SignedInStaff } from './accounts'

/**
 * The signed-in account of this request (staff or member), read from the database once per request
 * through Payload's own session strategies (the token, its session, the account).
 * No session cookie or header: a visitor, without asking the database. A session that cannot be read
 * because the database is down is not "signed out": that is an outage (503), never a visitor.
 * In a render for an audience (./audience.ts) there is no session and the server will not keep a
 * page that asked: read the viewer (`getViewer`) or `getOwnAccount` there instead.
 */
export const getSessionAccount = cache(async (): Promise<SignedInAccount | null> => {
  const [requestHeaders, jar] = await Promise.all([headers(), cookies()])
  if (requestHeaders.has(AUDIENCE_HEADER)) noteAccountRead()
  const hasCookie = Object.values(SESSION_COOKIE_NAMES).some((name) => jar.has(name))
  if (!hasCookie && !requestHeaders.has('authorization')) return null
  return accountOfRequest(navigationSessionHeaders(requestHeaders))
})

/**
 * The account of a request's session cookie or `Authorization` header, for pages and route handlers
 * alike; a deactivated member's session is no session (`accountOf`). The session's account only:
 * `payload.auth()` would also work out every permission of the
 * admin (each collection's and global's access rules), which nothing outside the admin reads.
 */
export async function accountOfRequest(requestHeaders: Headers): Promise<SignedInAccount | null> {
  const payload = await getPayloadClient()
  const { user } = await executeAuthStrategies({ headers: requestHeaders, payload })
  if (!user) throwIfDatabaseDown()
  return accountOf(user)
}

/**
 * The session's account where the page is rendered for it, null where it is rendered for an
 * audience: what a shared part of the page (the header, the welcome offer) may read of the account.
 */
export const getOwnAccount = cache(async (): Promise<SignedInAccount | null> =>
  (await getAudience()) ? null : getSessionAccount(),
)

/**
 * The viewer of this request: from the session cookie (staff or member), or the audience a member's
 * page is rendered for (./audience.ts).
 */
export const getViewer = cache(async (): Promise<Viewer> => {
  const audience = await getAudience()
  if (audience) return viewerOfAudience(audience)
  return viewerFromAccount(await getSessionAccount())
})

/**
 * Whether a member is looking, and their own theme as stored in the profile (to be read with
 * personalisation's `readerThemeOf`): from the account, or from the audience the page is for.
 */
export const getMemberPersonalisation = cache(
  async (): Promise<{ isMember: boolean; personalisation: unknown }> => {
    const audience = await getAudience()
    if (audience) return { isMember: true, personalisation: audience.personalisation }
    const account = await getSessionAccount()
    return account?.collection === 'members'
      ? { isMember: true, personalisation: account.personalisation }
      : { isMember: false, personalisation: null }
  },
)
