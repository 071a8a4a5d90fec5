import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'

import { tierNamesFrom, type TierNames } from './tier-name'

/** Every plan's code and name in one language, inactive ones too: a member may still hold one. */
export async function readPlanNames(payload: Payload, locale: Locale) {
  const { docs } = await payload.find({
    collection: 'plans',
    locale,
    depth: 0,
    limit: 100,
    select: { code: true, name: true },
    overrideAccess: true,
  })
  return docs.map(({ code, name }) => ({ code, name }))
}

/** The members' stored tiers (French plan names) with their names in `locale`, read from `names`. */
export async function tierNamesIn(
  locale: Locale,
  names: (locale: Locale) => Promise<{ code: string; name: string }[]>,
): Promise<TierNames> {
  if (locale === 'fr') return {}
  const [french, translated] = await Promise.all([names('fr'), names(locale)])
  return tierNamesFrom(french, translated)
}
