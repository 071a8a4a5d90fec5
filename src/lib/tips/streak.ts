/**
 * A member's streak: the number of Paris days in a row, up to today, on which they marked the tip of
 * the day as done. A day not yet done does not break it before it ends: with yesterday done and today
 * not yet, the streak still counts up to yesterday. Pure.
 */
const DAY_MS = 24 * 60 * 60 * 1000

function previous(day: string): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) - DAY_MS).toISOString().slice(0, 10)
}

export function streakOf(doneDays: Iterable<string>, today: string): number {
  const done = new Set(doneDays)
  let day = done.has(today) ? today : previous(today)
  let count = 0
  while (done.has(day)) {
    count += 1
    day = previous(day)
  }
  return count
}
