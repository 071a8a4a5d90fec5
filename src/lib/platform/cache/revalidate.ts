import { revalidateTag } from 'next/cache'
import { workAsyncStorage } from 'next/dist/server/app-render/work-async-storage.external.js'

import type { CacheTag } from './tags'

type DropTags = (tags: string[], durations: { expire?: number }) => Promise<void>
const DROP_TAGS = Symbol.for('sylva.cache.dropTags')

/**
 * Drops cached reads after a write. In a request (a save in the admin, a server action) this is
 * Next's `revalidateTag`; outside one (a background job: a translation written, a scheduled
 * publish) Next's function cannot work, so the tags are dropped through the site's cache handler
 * (./shared-cache-handler.mjs), shared with the other instances the same way. Outside the Next.js
 * server (start-up seeding, scripts, tests) there is no cache to drop and nothing is done.
 */
export function revalidateCache(tag: CacheTag): void {
  if (!process.env.NEXT_RUNTIME) return
  if (workAsyncStorage.getStore()) {
    revalidateTag(tag, { expire: 0 })
    return
  }
  const drop = (globalThis as { [DROP_TAGS]?: DropTags })[DROP_TAGS]
  // No handler loaded yet: nothing has been cached in this process.
  void drop?.([tag], { expire: 0 }).catch((error: unknown) =>
    console.error(`Cache invalidation outside a request failed: ${String(error)}`),
  )
}
