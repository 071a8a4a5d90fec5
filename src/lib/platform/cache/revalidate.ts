import { revalidateTag } from 'next/cache'

import type { CacheTag } from './tags'

/**
 * Drops cached reads after a write. Outside the Next.js server (start-up seeding, scripts, tests) there
 * is no cache to drop, and Next's function would throw, so nothing is done there.
 */
export function revalidateCache(tag: CacheTag): void {
  if (!process.env.NEXT_RUNTIME) return
  revalidateTag(tag, { expire: 0 })
}
