import { safeRedirectPath } from '@/lib/auth'

import { isLibraryDetailPath } from './routes'

/** A library page of this site that a preview may open, or null. */
export function previewPath(value: string | null): string | null {
  const path = safeRedirectPath(value, '')
  if (!path) return null
  const pathname = path.split(/[?#]/)[0] ?? ''
  return isLibraryDetailPath(pathname) ? pathname : null
}
