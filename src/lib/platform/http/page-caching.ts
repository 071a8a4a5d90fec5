/**
 * How a page may be kept, said by the page itself as the first thing it does (docs/performance.md ›
 * Pages declare their caching). The production server's page cache (server/page-cache.ts) stores a
 * render only when that very render declared it public, and reads the declarations it has seen to
 * know, before a member's next request, whether the page is shared by audience. A page that declares
 * nothing is never stored. tests/unit/page-caching-routes.test.ts checks every page route.
 */
import {
  currentRequest,
  noteRequestTags,
  type PageCaching,
} from '@/lib/platform/runtime/request-context.mjs'

export type { PageCaching }

type PublicOptions = {
  /** The query parameters the page reads besides `lang`: an address with any other is not stored. */
  reads?: readonly string[]
  /**
   * `audience`: a member sees what every member of the same audience sees (src/lib/auth/audience.ts),
   * so members' renders are kept by audience too. `account`: a member's render shows their own
   * account (progress, answers, subscription) and is never kept.
   */
  members: 'audience' | 'account'
}

/** The same page for every visitor of this address (and for members, by audience if said so). */
export function publicPage({ reads = [], members }: PublicOptions): void {
  declare({ kind: 'public', reads, members })
}

/** A page rendered for each request and kept by no cache: forms with per-visitor state, accounts. */
export function privatePage(): void {
  declare({ kind: 'private' })
}

function declare(caching: PageCaching): void {
  const context = currentRequest()
  // Outside the production server (next dev, tests of a component) nothing keeps pages.
  if (context) context.caching = caching
}

/**
 * Says that this render read the signed-in account while rendered for an audience: the server then
 * does not keep it, since a member's own data may be in it (src/lib/auth/viewer.ts calls this).
 */
export function noteAccountRead(): void {
  const context = currentRequest()
  if (context) context.accountRead = true
}

/** Says which cache tags this render's data carries, so that dropping one drops this page. */
export function noteCacheTags(tags: Iterable<string>): void {
  noteRequestTags(tags)
}
