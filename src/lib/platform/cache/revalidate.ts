import { revalidateTag } from 'next/cache'

import type { CacheTag } from './tags'
import { DROP_CACHE_TAGS } from '@/lib/platform/runtime/edge-contract.mjs'
import { getLogger } from '@/lib/platform/runtime/logger.mjs'

type DropTags = (tags: string[], durations: { expire?: number }) => Promise<void>
const DROP_TAGS = DROP_CACHE_TAGS

/**
 * Drops cached reads after a write. In a request (a save in the admin, a server action) this is
 * Next's `revalidateTag`; outside one (a background job: a translation written, a scheduled
 * publish) Next's function refuses to work (it throws), so the tags are dropped through the site's
 * cache handler (./shared-cache-handler.mjs), shared with the other instances the same way. Outside
 * the Next.js server (start-up seeding, scripts, tests) there is no cache to drop and nothing is done.
 */
export function revalidateCache(tag: CacheTag): void {
  if (!process.env.NEXT_RUNTIME) return
  try {
    revalidateTag(tag, { expire: 0 })
    return
  } catch {
    // Not in a request: dropped below.
  }
  const drop = (globalThis as { [DROP_TAGS]?: DropTags })[DROP_TAGS]
  // No handler loaded yet: nothing has been cached in this process.
  void drop?.([tag], { expire: 0 }).catch((error: unknown) =>
    getLogger().error({ err: error }, 'Cache invalidation outside a request failed'),
  )
}
