import 'server-only'

import { headers } from 'next/headers'
import { cache } from 'react'

import { getPayloadClient } from '@/lib/payload/client'

import { viewerFromAccount, type Viewer } from './viewer-state'

/** The signed-in account of this request (staff or member), read from the database once per request. */
export const getSessionAccount = cache(async () => {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  return user
})

/** The viewer of this request, from the session cookie (staff or member). */
export const getViewer = cache(async (): Promise<Viewer> =>
  viewerFromAccount(await getSessionAccount()),
)
