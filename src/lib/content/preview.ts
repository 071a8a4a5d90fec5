import { safeRedirectPath } from '@/lib/auth/redirect'

import { libraryPaths, libraryTypes } from './routes'

const prefixes = libraryTypes.map((type) => `${libraryPaths[type].detail}/`)

/** A library page of this site that a preview may open, or null. */
export function previewPath(value: string | null): string | null {
  const path = safeRedirectPath(value, '')
  if (!path || !prefixes.some((prefix) => path.startsWith(prefix))) return null
  return path.split('?')[0] ?? null
}
