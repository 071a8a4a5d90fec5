import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import type { Locale } from '@/i18n/locales'
import { cacheKey } from '@/lib/platform/cache/keys'
import { cacheTags } from '@/lib/platform/cache/tags'
import { getPayloadClient } from '@/lib/platform/payload/client'

import { readPlanNames, tierNamesIn } from './plan-names'
import { startingMonthlyPrice } from './pricing'
import type { TierNames } from './tier-name'

/** The offers a visitor may see (active ones), in one language, cheapest first. */
export const getActivePlans = cache((locale: Locale) =>
  unstable_cache(
    async () => {
      const payload = await getPayloadClient()
      const { docs } = await payload.find({
        collection: 'plans',
        locale,
        depth: 0,
        limit: 50,
        sort: 'sortOrder',
        where: { active: { equals: true } },
        overrideAccess: false,
      })
      return docs
    },
    cacheKey('plans', locale),
    { tags: [cacheTags.plans], revalidate: 300 },
  )(),
)

/** The landing's "à partir de": the cheapest monthly equivalent among the active paid plans. */
export async function getStartingPrice(locale: Locale) {
  return startingMonthlyPrice(await getActivePlans(locale))
}

/** Plan names cached with the plans, so that pages do not query them on each render. */
const cachedPlanNames = (locale: Locale) =>
  unstable_cache(
    async () => readPlanNames(await getPayloadClient(), locale),
    cacheKey('plan-names', locale),
    { tags: [cacheTags.plans], revalidate: 300 },
  )()

/** The members' stored tiers (French plan names) with their names in `locale` (./tier-name.ts). */
export const getTierNames = cache((locale: Locale): Promise<TierNames> =>
  tierNamesIn(locale, cachedPlanNames),
)
