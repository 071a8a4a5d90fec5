import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import type { Locale } from '@/i18n/locales'
import { cacheKey } from '@/lib/platform/cache/keys'
import { cacheTags } from '@/lib/platform/cache/tags'
import { getEnv } from '@/lib/platform/config/env'
import { getPayloadClient } from '@/lib/platform/payload/client'

/** A safety net for other instances' caches until shared invalidation arrives (REDIS_URL). */
const TTL_SECONDS = 300

/** Public site settings in one language (readable by anyone), cached until an admin changes them. */
export const getSiteSettings = cache((locale: Locale) =>
  unstable_cache(
    async () => {
      const payload = await getPayloadClient()
      return payload.findGlobal({ slug: 'site-settings', locale, depth: 0, overrideAccess: false })
    },
    cacheKey('site-settings', locale),
    { tags: [cacheTags.siteSettings], revalidate: TTL_SECONDS },
  )(),
)

export function getSiteUrl(): string {
  return getEnv().siteUrl
}
