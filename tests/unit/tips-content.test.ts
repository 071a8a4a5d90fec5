/**
 * The daily tips' launch content, read with the strict reader (src/lib/seed/tips-content.ts) and run
 * through the rotation of the tip of the day: enough tips, every category and season, each language
 * its own, and a year of days each with a tip of its month.
 */
import { describe, expect, it } from 'vitest'

import { locales } from '@/i18n/locales'
import { readTips } from '@/lib/seed/tips-content'
import { tipCategories, tipsOfDays } from '@/lib/tips'

const tips = readTips()

describe('the launch daily tips', () => {
  it('are at least 90, in every category', () => {
    expect(tips.length).toBeGreaterThanOrEqual(90)
    for (const category of tipCategories)
      expect(
        tips.filter((tip) => tip.category === category).length,
        category,
      ).toBeGreaterThanOrEqual(8)
  })

  it('give at least 60 tips to every month', () => {
    for (let month = 1; month <= 12; month += 1)
      expect(
        tips.filter((tip) => tip.months.includes(month)).length,
        `month ${month}`,
      ).toBeGreaterThanOrEqual(60)
  })

  it('are written in each language, not copied from the French', () => {
    for (const tip of tips)
      for (const locale of locales.filter((candidate) => candidate !== 'fr'))
        expect(tip.texts[locale].body, `${tip.slug} ${locale}`).not.toBe(tip.texts.fr.body)
  })

  it('give every day of a year a tip of its month, none back within 60 days', () => {
    const year = tipsOfDays(
      tips.map((tip) => ({ id: tip.slug, months: tip.months, pinnedDate: tip.pinnedDate })),
      '2027-01-01',
      '2027-12-31',
    )
    expect(year.size).toBe(365)
    const seen = new Map<string, number>()
    let index = 0
    for (const [day, tip] of year) {
      expect(tip, day).not.toBeNull()
      expect(tip!.months).toContain(Number(day.slice(5, 7)))
      const before = seen.get(tip!.id)
      if (before !== undefined)
        expect(index - before, `${day} ${tip!.id}`).toBeGreaterThanOrEqual(60)
      seen.set(tip!.id, index)
      index += 1
    }
  })
})
