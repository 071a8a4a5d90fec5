import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { cacheKey } from '@/lib/platform/cache/keys'
import { cacheTags } from '@/lib/platform/cache/tags'
import { getPayloadClient } from '@/lib/platform/payload/client'

import {
  parseReaderTheme,
  THEME_DEFAULTS,
  toThemeSettings,
  type ReaderTheme,
  type ThemeSettings,
} from './theme'

/** A safety net for other instances' caches until shared invalidation arrives (REDIS_URL). */
const TTL_SECONDS = 300

/**
 * The site's theme (the `theme-defaults` global), cached until an administrator changes it. When it
 * cannot be read the built-in defaults apply: a page never fails for its colours.
 */
export const getSiteTheme = cache(async (): Promise<ThemeSettings> => {
  try {
    return await unstable_cache(
      async () => {
        const payload = await getPayloadClient()
        const doc = await payload.findGlobal({
          slug: 'theme-defaults',
          depth: 0,
          overrideAccess: false,
        })
        return toThemeSettings(doc)
      },
      cacheKey('theme-defaults'),
      { tags: [cacheTags.themeDefaults], revalidate: TTL_SECONDS },
    )()
  } catch (error) {
    console.error('Site theme unavailable, built-in defaults used:', error)
    return THEME_DEFAULTS
  }
})

/** Stores a member's own theme (already checked), or clears it with null. */
export async function saveMemberTheme(
  memberId: number | string,
  theme: ReaderTheme | null,
): Promise<void> {
  const payload = await getPayloadClient()
  await payload.update({
    collection: 'members',
    id: memberId,
    data: { personalisation: theme && Object.keys(theme).length ? theme : null },
    overrideAccess: true,
    depth: 0,
  })
}

/** A member's stored theme as the layout applies it (checked again: anything stale is dropped). */
export function readerThemeOf(stored: unknown): ReaderTheme | null {
  if (!stored) return null
  const parsed = parseReaderTheme(stored)
  return parsed.ok && Object.keys(parsed.value).length ? parsed.value : null
}
