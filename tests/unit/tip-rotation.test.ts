/**
 * The tip of the day (src/lib/tips/rotation.ts): one tip per Paris day for everyone, the day changing
 * at midnight in Paris across the summer/winter time changes, a pinned date first, the season kept,
 * no repeat within 60 days while at least 60 tips fit, and a tip unpublished mid-cycle leaving the
 * others' order alone.
 */
import { describe, expect, it } from 'vitest'

import { parisDay, tipOfTheDay, tipsOfDays, type RotationTip } from '@/lib/tips'

const ALL_YEAR = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]
const tips = (count: number, months: number[] = ALL_YEAR, prefix = 'tip'): RotationTip[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `${prefix}-${String(index).padStart(3, '0')}`,
    months,
  }))

function days(from: string, count: number): string[] {
  const start = Date.parse(`${from}T12:00:00Z`)
  return Array.from({ length: count }, (_, index) =>
    new Date(start + index * 86_400_000).toISOString().slice(0, 10),
  )
}

/** The largest number of consecutive days in `order` before a tip comes back, or Infinity. */
function shortestGap(order: (RotationTip | null)[]): number {
  const seen = new Map<string, number>()
  let shortest = Infinity
  order.forEach((tip, index) => {
    if (!tip) return
    const before = seen.get(tip.id)
    if (before !== undefined) shortest = Math.min(shortest, index - before)
    seen.set(tip.id, index)
  })
  return shortest
}

describe('parisDay', () => {
  it('changes at midnight in Paris, not in UTC', () => {
    expect(parisDay(new Date('2026-12-31T22:59:59Z'))).toBe('2026-12-31')
    expect(parisDay(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01')
  })

  it('follows the summer and winter time changes', () => {
    // 29 March 2026: Paris goes from UTC+1 to UTC+2 at 02:00.
    expect(parisDay(new Date('2026-03-28T22:59:59Z'))).toBe('2026-03-28')
    expect(parisDay(new Date('2026-03-28T23:00:00Z'))).toBe('2026-03-29')
    expect(parisDay(new Date('2026-03-29T21:59:59Z'))).toBe('2026-03-29')
    expect(parisDay(new Date('2026-03-29T22:00:00Z'))).toBe('2026-03-30')
    // 25 October 2026: back to UTC+1 at 03:00.
    expect(parisDay(new Date('2026-10-25T22:59:59Z'))).toBe('2026-10-25')
    expect(parisDay(new Date('2026-10-25T23:00:00Z'))).toBe('2026-10-26')
  })
})

describe('tipOfTheDay', () => {
  it('gives the same tip for the same day, whoever asks and in whatever order the tips come', () => {
    const pool = tips(80)
    const reversed = [...pool].reverse()
    for (const day of days('2026-11-01', 40))
      expect(tipOfTheDay(reversed, day)?.id).toBe(tipOfTheDay(pool, day)?.id)
    // A range answers for exactly its days, each the same tip as asked alone.
    const range = tipsOfDays(pool, '2026-11-29', '2026-12-02')
    expect([...range.keys()]).toEqual(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02'])
    for (const [day, tip] of range) expect(tip).toBe(tipOfTheDay(pool, day))
  })

  it('does not repeat a tip within 60 days while at least 60 tips fit', () => {
    const order = [...tipsOfDays(tips(60), '2026-01-01', '2027-12-31').values()]
    expect(shortestGap(order)).toBeGreaterThanOrEqual(60)
    const more = [...tipsOfDays(tips(94), '2026-03-01', '2027-03-01').values()]
    expect(shortestGap(more)).toBeGreaterThanOrEqual(60)
  })

  it('shows every tip before any comes back when fewer fit', () => {
    const order = [...tipsOfDays(tips(12), '2026-05-01', '2026-07-31').values()]
    expect(shortestGap(order)).toBe(12)
  })

  it('keeps to the season: a tip is shown only in its months', () => {
    const pool = [
      ...tips(70, [12, 1, 2, 3], 'hiver'),
      ...tips(70, [6, 7, 8, 9], 'ete'),
      ...tips(10, ALL_YEAR, 'toujours'),
    ]
    for (const [day, tip] of tipsOfDays(pool, '2026-01-01', '2026-12-31')) {
      const month = Number(day.slice(5, 7))
      expect(tip, day).not.toBeNull()
      expect(tip!.months, `${day} ${tip!.id}`).toContain(month)
    }
  })

  it('shows a tip pinned to a date on that date only, and keeps it out of the rotation', () => {
    const pinned: RotationTip = { id: 'aaa-solstice', months: ALL_YEAR, pinnedDate: '2026-12-21' }
    const pool = [...tips(70), pinned]
    expect(tipOfTheDay(pool, '2026-12-21')).toBe(pinned)
    const year = [...tipsOfDays(pool, '2026-01-01', '2026-12-31')]
    expect(year.filter(([, tip]) => tip === pinned).map(([day]) => day)).toEqual(['2026-12-21'])
  })

  it('survives a tip unpublished mid-cycle: still one valid tip a day, no early repeat', () => {
    const pool = tips(75)
    const before = tipsOfDays(pool, '2026-11-01', '2026-11-30')
    const removed = before.get('2026-11-20')!
    const after = tipsOfDays(
      pool.filter((tip) => tip.id !== removed.id),
      '2026-11-01',
      '2027-02-28',
    )
    for (const [day, tip] of after) {
      expect(tip, day).not.toBeNull()
      expect(tip!.id).not.toBe(removed.id)
    }
    expect(shortestGap([...after.values()])).toBeGreaterThanOrEqual(60)
  })

  it('answers null when no published tip fits the day', () => {
    expect(tipOfTheDay(tips(5, [7]), '2026-12-01')).toBeNull()
    expect(tipOfTheDay([], '2026-12-01')).toBeNull()
  })

  it('refuses a day that is not one', () => {
    expect(() => tipOfTheDay(tips(3), '2026-13-45')).toThrow(RangeError)
  })
})
