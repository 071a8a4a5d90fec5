/**
 * A member's practice of the daily tips: « fait » for the tip of the day, favourites, and the streak
 * (docs/daily-tips.md › Done, favourites, streak). Rows live in `tip-marks`, one per unique `key`, so
 * that marking twice counts once; only the member's own rows are ever read or written here.
 */
import 'server-only'

import type { Locale } from '@/i18n/locales'
import { getPayloadClient } from '@/lib/platform/payload/client'
import { recordOnce } from '@/lib/platform/payload/record-once'

import { parisDay } from './rotation'
import { getDailyTips, tipForDay } from './server'
import { streakOf } from './streak'

type MemberRef = { id: number }

export type Practice = {
  /** Paris days the member marked the tip of the day as done, newest first (the last 400). */
  doneDays: string[]
  favourites: string[]
  streak: number
  isTodayDone: boolean
}

const doneKey = (member: MemberRef, day: string) => `${member.id}:done:${day}`
const favouriteKey = (member: MemberRef, slug: string) => `${member.id}:favourite:${slug}`

export async function memberPractice(member: MemberRef, now = new Date()): Promise<Practice> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'tip-marks',
    where: { member: { equals: member.id } },
    sort: '-day',
    limit: 2000,
    depth: 0,
    overrideAccess: true,
    select: { kind: true, tipSlug: true, day: true },
  })
  const doneDays = docs.flatMap((doc) => (doc.kind === 'done' && doc.day ? [doc.day] : []))
  const today = parisDay(now)
  return {
    doneDays: doneDays.slice(0, 400),
    favourites: docs.flatMap((doc) => (doc.kind === 'favourite' ? [doc.tipSlug] : [])),
    streak: streakOf(doneDays, today),
    isTodayDone: doneDays.includes(today),
  }
}

/** Writes a mark once: a second time (or a race with another tab) finds the key taken. */
async function markOnce({
  key,
  ...data
}: {
  member: number
  kind: 'done' | 'favourite'
  tipSlug: string
  day?: string
  key: string
}): Promise<void> {
  await recordOnce(await getPayloadClient(), { collection: 'tip-marks', key, data })
}

/** « J'ai fait ce conseil »: only today's tip in Paris may be marked. */
export async function markTipDone(
  member: MemberRef,
  slug: string,
  locale: Locale,
  now = new Date(),
): Promise<'done' | 'not-today'> {
  const day = parisDay(now)
  const today = tipForDay(await getDailyTips(locale), day, now)
  if (!today || today.slug !== slug) return 'not-today'
  await markOnce({ member: member.id, kind: 'done', tipSlug: slug, day, key: doneKey(member, day) })
  return 'done'
}

/** Adds or removes a favourite; only a published tip can be one. */
export async function setFavouriteTip(
  member: MemberRef,
  slug: string,
  isFavourite: boolean,
  locale: Locale,
): Promise<'saved' | 'unknown'> {
  const key = favouriteKey(member, slug)
  if (!isFavourite) {
    const payload = await getPayloadClient()
    await payload.delete({
      collection: 'tip-marks',
      where: { and: [{ key: { equals: key } }, { member: { equals: member.id } }] },
      overrideAccess: true,
    })
    return 'saved'
  }
  const tips = await getDailyTips(locale)
  if (!tips.some((tip) => tip.slug === slug)) return 'unknown'
  await markOnce({ member: member.id, kind: 'favourite', tipSlug: slug, key })
  return 'saved'
}
