import 'server-only'

import { headers } from 'next/headers'
import { cache } from 'react'

import { viewerFromAccount, type SubscriptionStatus, type Viewer } from './viewer-state'
import { AUDIENCE_OF, AUDIENCES, INTERNAL_HEADERS } from '@/lib/platform/runtime/edge-contract.mjs'

/**
 * Signed-in pages by audience (docs/performance.md › Signed-in pages by audience).
 *
 * Most of what a member sees on a reading page depends on what they may read, not on who they are.
 * The production server (server/page-cache.ts) therefore keeps a member's reading pages once per
 * *audience*: the members whose subscription, badge, own theme and welcome offer are the same. It
 * asks this process for the audience of a session (`setAudienceResolver`, called by the site's layout
 * through src/components/Site/audience.ts), renders the page for that audience without the session cookie,
 * and hands the audience to the render through an in-process table: the request carries only a
 * random key to it (`AUDIENCE_HEADER`), which a client cannot make up.
 *
 * An audience holds nothing that tells one member from another: no id, no name, no e-mail. A page
 * rendered for it reads no account at all (`getSessionAccount` is null there, the cookie is gone);
 * what the render needs comes from `getAudience`.
 */
export type Audience = {
  subscriptionStatus: SubscriptionStatus
  subscriptionTier: string | null
  /** The member's own theme, already read from the profile (personalisation's `readerThemeOf`). */
  personalisation: unknown
  /** Whether the welcome offer (the free trial) is still open to these members. */
  welcomeOffer: boolean
}

/** Set by server/page-cache.ts only (a client's value is removed): the key of the audience. */
export const AUDIENCE_HEADER = INTERNAL_HEADERS.audience
/** What the page cache calls with a request's session headers (`sessionHeaders` in server/page-cache.ts). */
const RESOLVER = AUDIENCE_OF

type AudienceTable = { get(key: string): Audience | undefined }
type Globals = typeof globalThis & {
  [AUDIENCES]?: AudienceTable
  [RESOLVER]?: AudienceResolver
}

/** The audience of a request's session, from its `Cookie`, `Origin` and `Sec-Fetch-Site` headers. */
export type AudienceResolver = (headers: Record<string, string>) => Promise<Audience | null>

/** Registers how a session's audience is found (once per process; later calls change nothing). */
export function setAudienceResolver(resolve: AudienceResolver): void {
  ;(globalThis as Globals)[RESOLVER] ??= resolve
}

/** The audience this page is rendered for, or null when it is rendered for a visitor or an account. */
export const getAudience = cache(async (): Promise<Audience | null> => {
  const key = (await headers()).get(AUDIENCE_HEADER)
  if (!key) return null
  return (globalThis as Globals)[AUDIENCES]?.get(key) ?? null
})

/** The viewer of an audience: a member with its subscription; no name or address to show. */
export function viewerOfAudience(audience: Audience): Viewer {
  return viewerFromAccount({
    collection: 'members',
    email: '',
    displayName: '',
    subscriptionStatus: audience.subscriptionStatus,
    subscriptionTier: audience.subscriptionTier,
  })
}
