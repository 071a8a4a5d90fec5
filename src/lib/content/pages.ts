import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import type { LegalPageSlug } from '@/lib/legal'
import type { Locale } from '@/i18n/locales'
import { cacheKey } from '@/lib/platform/cache/keys'
import { cacheTags } from '@/lib/platform/cache/tags'
import { getPayloadClient } from '@/lib/platform/payload/client'

/** A published legal page in one language (French where a translation is missing). */
export const getLegalPage = cache((slug: LegalPageSlug, locale: Locale) =>
  unstable_cache(
    async () => {
      const payload = await getPayloadClient()
      const { docs } = await payload.find({
        collection: 'pages',
        where: { slug: { equals: slug } },
        locale,
        fallbackLocale: 'fr',
        depth: 0,
        limit: 1,
        overrideAccess: false,
      })
      return docs[0] ?? null
    },
    cacheKey('pages', slug, locale),
    { tags: [cacheTags.pages], revalidate: 300 },
  )(),
)
