import 'server-only'

import { headers } from 'next/headers'
import { cache } from 'react'

import { getPayloadClient } from '@/lib/payload/client'

import { viewerFromAccount, type Viewer } from './viewer-state'

/** The viewer of this request, from the session cookie (staff or member), read once per request. */
export const getViewer = cache(async (): Promise<Viewer> => {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  return viewerFromAccount(user)
})
