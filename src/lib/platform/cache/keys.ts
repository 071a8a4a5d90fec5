import 'server-only'

import { createHash } from 'node:crypto'

import { getEnv } from '@/lib/platform/config/env'

let namespace: string | undefined

/**
 * Keys of cached reads, prefixed with the database they come from. Next keeps this cache on disk in
 * `.next/cache`, shared by every server started from the same build: without the prefix, a server on
 * another database (a test run, a benchmark, a second data directory) could be served this one's data.
 */
export function cacheKey(...parts: string[]): string[] {
  namespace ??= createHash('sha256')
    .update(JSON.stringify(getEnv().database))
    .digest('hex')
    .slice(0, 16)
  return [namespace, ...parts]
}
