import { AsyncLocalStorage } from 'node:async_hooks'

import { revalidateTag } from 'next/cache'

import { DROP_CACHE_TAGS } from '@/lib/platform/runtime/edge-contract.mjs'
import { getLogger } from '@/lib/platform/runtime/logger.mjs'

type DropTags = (tags: string[], durations: { expire?: number }) => Promise<void>
const DROP_TAGS = DROP_CACHE_TAGS

/** The tags dropped so far by the background work in progress (`dropAgainWhenDone`). */
const droppedInWork = new AsyncLocalStorage<Set<string>>()

function dropOutsideRequest(tag: string): void {
  const drop = (globalThis as { [DROP_TAGS]?: DropTags })[DROP_TAGS]
  // No handler loaded yet: nothing has been cached in this process.
  void drop?.([tag], { expire: 0 }).catch((error: unknown) =>
    getLogger().error({ err: error }, 'Cache invalidation outside a request failed'),
  )
}

/**
 * Drops cached reads after a write. In a request (a save in the admin, a server action) this is
 * Next's `revalidateTag`, which Next applies when the request ends, after the save has committed.
 * Outside one (a background job: a translation written, a scheduled publish) Next's function
 * refuses to work (it throws), so the tags are dropped at once through the site's cache handler
 * (./shared-cache-handler.mjs), shared with the other instances the same way, and again when the
 * job ends (`dropAgainWhenDone`). Outside the Next.js server (start-up seeding, scripts, tests) there
 * is no cache to drop and nothing is done.
 */
/** `tag`: a collection's or global's (./tags.ts), or one document's (`documentTag`). */
export function revalidateCache(tag: string): void {
  if (!process.env.NEXT_RUNTIME) return
  try {
    revalidateTag(tag, { expire: 0 })
    return
  } catch {
    // Not in a request: dropped below.
  }
  dropOutsideRequest(tag)
  droppedInWork.getStore()?.add(tag)
}

/**
 * Runs background work, then drops again every tag it dropped. A write's hooks run before its
 * transaction commits: a page read in between would cache the text being replaced, as Next avoids
 * for requests by dropping at their end.
 */
export async function dropAgainWhenDone<T>(work: () => Promise<T>): Promise<T> {
  const tags = new Set<string>()
  try {
    return await droppedInWork.run(tags, work)
  } finally {
    for (const tag of tags) dropOutsideRequest(tag)
  }
}
