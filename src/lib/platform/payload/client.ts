import 'server-only'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { cache } from 'react'

/** The Payload instance for server components and route handlers (initialised once per process). */
export const getPayloadClient = cache(async (): Promise<Payload> => getPayload({ config }))
