import 'server-only'

import { cache } from 'react'

import type { Locale } from '@/i18n/locales'
import { getPayloadClient } from '@/lib/payload/client'

/** Public site settings (readable by anyone), in one language. */
export const getSiteSettings = cache(async (locale: Locale) => {
  const payload = await getPayloadClient()
  return payload.findGlobal({ slug: 'site-settings', locale, depth: 0, overrideAccess: false })
})
