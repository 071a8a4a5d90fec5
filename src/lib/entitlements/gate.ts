/**
 * Who may read what (docs/behaviour.md › Access rules), as one pure function. Pages, the REST and
 * GraphQL serialisers, the media route, the sitemap and the feed all ask `canAccess`, so they
 * cannot disagree. Pure and free of server imports: unit-tested on its own and safe to evaluate
 * anywhere.
 */
import type { Viewer } from '@/lib/auth'

export const accessLevels = ['free', 'members', 'premium'] as const
export type AccessLevel = (typeof accessLevels)[number]

export type Gated = { access?: string | null }

/** An unknown or missing level counts as premium: a mistake locks a document rather than opening it. */
export function accessLevelOf(content: Gated): AccessLevel {
  const level = content.access
  return level === 'free' || level === 'members' ? level : 'premium'
}

export function canAccess(content: Gated, viewer: Viewer): boolean {
  const level = accessLevelOf(content)
  if (level === 'free') return true
  if (viewer.kind !== 'signedIn') return false
  return level === 'members' || viewer.isPremium
}

/** What stands between this viewer and the content: nothing, signing in, or subscribing. */
export type Unlock = 'none' | 'signIn' | 'subscribe'

export function unlockStep(content: Gated, viewer: Viewer): Unlock {
  if (canAccess(content, viewer)) return 'none'
  if (viewer.kind !== 'signedIn') return 'signIn'
  return 'subscribe'
}

/** True when anyone may read the whole document: what JSON-LD's `isAccessibleForFree` says. */
export function isAccessibleForFree(content: Gated): boolean {
  return accessLevelOf(content) === 'free'
}

type Publishable = { _status?: string | null; publishedAt?: string | null }

/** A published document is public from its publication date on; a draft or a future date is not. */
export function isPublic(doc: Publishable, now: Date = new Date()): boolean {
  if (doc._status !== 'published') return false
  if (!doc.publishedAt) return true
  const at = Date.parse(doc.publishedAt)
  return Number.isFinite(at) && at <= now.getTime()
}
