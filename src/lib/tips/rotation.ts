/**
 * The tip of the day: the same for every member on a given day in Europe/Paris (docs/daily-tips.md).
 * A tip pinned to that date wins; otherwise the day's tip is, among the published tips that fit the
 * day's month, the one shown least recently (never shown first), ties going to the first in a fixed
 * shuffled order (a hash of the id, so that tips of one kind do not come in a row). The history is replayed from a fixed starting day with the tips as they are now, so
 * the rule needs no stored state, gives every instance the same answer, and never repeats a tip within
 * 60 days as long as at least 60 tips fit the days in between. A tip unpublished mid-cycle simply
 * leaves the replay; the others keep their order. Pinned tips stay out of the rotation. Pure.
 */

/** A tip as the rotation sees it: an id, the months it fits (1–12), an optional pinned Paris date. */
export type RotationTip = {
  id: string
  months: readonly number[]
  pinnedDate?: string | null
}

/** The first day the rotation counts from (any fixed day before the site's launch works). */
export const ROTATION_START = '2026-01-01'

const parisDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The Paris calendar day of an instant, as `YYYY-MM-DD`. */
export function parisDay(now: Date = new Date()): string {
  return parisDate.format(now)
}

const DAY_MS = 24 * 60 * 60 * 1000
const toNumber = (day: string) => Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS)
const toDay = (value: number) => new Date(value * DAY_MS).toISOString().slice(0, 10)
const isDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))

/** FNV-1a of an id: a fixed order that does not follow the ids' alphabet. */
function hash(id: string): number {
  let value = 0x811c9dc5
  for (let index = 0; index < id.length; index += 1) {
    value ^= id.charCodeAt(index)
    value = Math.imul(value, 0x01000193) >>> 0
  }
  return value
}

/** The tips of every day from `from` to `to` (inclusive), as Paris dates; null where none fits. */
export function tipsOfDays(
  tips: readonly RotationTip[],
  from: string,
  to: string,
): Map<string, RotationTip | null> {
  if (!isDay(from) || !isDay(to)) throw new RangeError(`not a day: ${from} / ${to}`)
  const ordered = [...tips].sort(
    (a, b) => hash(a.id) - hash(b.id) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  )
  const rotating = ordered.filter((tip) => !tip.pinnedDate)
  const lastShown = new Map<string, number>()
  const days = new Map<string, RotationTip | null>()
  const start = Math.min(toNumber(ROTATION_START), toNumber(from))
  const end = toNumber(to)
  for (let day = start; day <= end; day += 1) {
    const date = toDay(day)
    const month = Number(date.slice(5, 7))
    let chosen: RotationTip | null = ordered.find((tip) => tip.pinnedDate === date) ?? null
    if (!chosen) {
      let oldest = Infinity
      for (const tip of rotating) {
        if (!tip.months.includes(month)) continue
        const shown = lastShown.get(tip.id) ?? -Infinity
        if (shown < oldest) {
          oldest = shown
          chosen = tip
        }
      }
    }
    if (chosen) lastShown.set(chosen.id, day)
    if (day >= toNumber(from)) days.set(date, chosen)
  }
  return days
}

/** The tip of one Paris day, or null when no published tip fits it. */
export function tipOfTheDay(tips: readonly RotationTip[], day: string): RotationTip | null {
  return tipsOfDays(tips, day, day).get(day) ?? null
}
