/**
 * Cuts a document down to its teaser before anything is serialised (Ghost's content gating): the body,
 * media files, captions, module texts and resources leave the server only for a viewer with the right.
 * Used by the collections' `afterRead` hooks (REST, GraphQL, Local API) and by the pages.
 */
import type { Viewer } from '@/lib/auth'

import { canAccess, type Gated } from './gate'

/** The fields of each library collection that only a viewer with the right may receive. */
export const gatedFields = {
  articles: ['body'],
  videos: ['body', 'filming', 'video', 'captions'],
  formations: ['body'],
  routines: ['body'],
  discoveries: ['body'],
} as const

export const gatedModuleFields = ['body', 'media', 'resource'] as const

export type LibraryCollection = keyof typeof gatedFields

export type Redacted<T> = T & { isLocked: boolean }

export function redactForViewer<T extends Gated & Record<string, unknown>>(
  collection: LibraryCollection,
  doc: T,
  viewer: Viewer,
): Redacted<T> {
  if (canAccess(doc, viewer)) return { ...doc, isLocked: false }
  const copy: Record<string, unknown> = { ...doc, isLocked: true }
  for (const field of gatedFields[collection]) {
    if (field in copy) copy[field] = null
  }
  if (collection === 'formations' && Array.isArray(copy.modules)) {
    copy.modules = (copy.modules as Record<string, unknown>[]).map((courseModule) => {
      const trimmed: Record<string, unknown> = { ...courseModule }
      for (const field of gatedModuleFields) if (field in trimmed) trimmed[field] = null
      return trimmed
    })
  }
  return copy as Redacted<T>
}
