/** The daily tips' server entry: the published tips of a language (cached) and a member's days. */
import 'server-only'

import { unstable_cache } from 'next/cache'

import type { Locale } from '@/i18n/locales'
import { cacheKey } from '@/lib/platform/cache/keys'
import { cacheTags } from '@/lib/platform/cache/tags'
import { getPayloadClient } from '@/lib/platform/payload/client'

import { readDailyTips, type TipCard } from './read'
import { parisDay, tipsOfDays } from './rotation'

export { tipForDay, type TipCard } from './read'

/** Every published tip in a language (cached per language, dropped when staff change a tip). */
export const getDailyTips = (locale: Locale): Promise<TipCard[]> =>
  unstable_cache(
    async () => readDailyTips(await getPayloadClient(), locale),
    cacheKey('daily-tips', locale),
    { tags: [cacheTags.tips], revalidate: 300 },
  )()

/** Today in Paris, its tip and the tips of the 30 days before it, newest first. */
export async function memberTips(
  locale: Locale,
  now = new Date(),
): Promise<{ day: string; today: TipCard | null; archive: { day: string; tip: TipCard }[] }> {
  const tips = (await getDailyTips(locale)).filter(
    (tip) => !tip.publishedAt || tip.publishedAt <= now.toISOString(),
  )
  const bySlug = new Map(tips.map((tip) => [tip.slug, tip]))
  const today = parisDay(now)
  const from = new Date(Date.parse(`${today}T12:00:00Z`) - 30 * 86_400_000)
    .toISOString()
    .slice(0, 10)
  const days = tipsOfDays(
    tips.map((tip) => ({ id: tip.slug, months: tip.months, pinnedDate: tip.pinnedDate })),
    from,
    today,
  )
  const archive = [...days]
    .filter(([day, tip]) => day !== today && tip !== null)
    .map(([day, tip]) => ({ day, tip: bySlug.get(tip?.id ?? '') }))
    .filter((entry): entry is { day: string; tip: TipCard } => entry.tip !== undefined)
    .reverse()
  const todays = days.get(today)
  return { day: today, today: todays ? (bySlug.get(todays.id) ?? null) : null, archive }
}
