/**
 * The forest calendar's launch content, read with the seeder's own strict reader: enough entries in
 * every category, every month covered where the category has something to offer each month, a seasonal
 * practice for each month, the safety notes in every language, and the phenology of the species the
 * site's promise names (chestnut harvest in October, chanterelles June–October…).
 */
import { describe, expect, it } from 'vitest'

import { locales } from '@/i18n/locales'
import { calendarCategories, MONTHS, needsSafetyNote } from '@/lib/calendar'
import { readCalendar } from '@/lib/seed/calendar-content'

const entries = readCalendar()
const bySlug = (slug: string) => {
  const entry = entries.find((candidate) => candidate.slug === slug)
  if (!entry) throw new Error(`no launch entry ${slug}`)
  return entry
}

describe('the launch calendar', () => {
  it('holds at least 72 entries, at least 10 in each category', () => {
    expect(entries.length).toBeGreaterThanOrEqual(72)
    for (const category of calendarCategories)
      expect(
        entries.filter((entry) => entry.category === category).length,
        category,
      ).toBeGreaterThanOrEqual(10)
  })

  it('covers every month in every category', () => {
    // Fruits included: ivy berries (for the birds) in spring, dried chestnuts in winter.
    for (const category of calendarCategories)
      for (const month of MONTHS)
        expect(
          entries.some((entry) => entry.category === category && entry.months.includes(month)),
          `${category} in month ${month}`,
        ).toBe(true)
  })

  it('makes every seasonal practice an activity, and species carry their Latin names', () => {
    for (const entry of entries) {
      if (entry.category === 'spiritual') {
        expect(entry.kind, entry.slug).toBe('activity')
        expect(entry.latinName, entry.slug).toBeNull()
      } else {
        expect(entry.kind, entry.slug).toBe('species')
        expect(entry.latinName, entry.slug).toMatch(/^[A-Z][a-z]+ [a-z]/)
      }
    }
  })

  it('gives every mushroom and medicinal plant a safety note in all five languages', () => {
    const risky = entries.filter((entry) => needsSafetyNote(entry.category))
    expect(risky.length).toBeGreaterThanOrEqual(20)
    for (const entry of risky)
      for (const locale of locales)
        expect(entry.texts[locale].safety?.length ?? 0, `${entry.slug} ${locale}`).toBeGreaterThan(
          40,
        )
    // The website warning, in French, on every mushroom.
    for (const entry of risky.filter((candidate) => candidate.category === 'mushroom'))
      expect(entry.texts.fr.safety, entry.slug).toMatch(/site/i)
  })

  it('writes each language in its own words (no untranslated French text)', () => {
    for (const entry of entries)
      for (const locale of locales.filter((candidate) => candidate !== 'fr'))
        for (const field of ['summary', 'lookFor', 'practice'] as const)
          expect(entry.texts[locale][field], `${entry.slug} ${locale} ${field}`).not.toBe(
            entry.texts.fr[field],
          )
  })

  it('is true to the Cévennes year for the species the site names', () => {
    const chestnut = bySlug('chataigne')
    expect(chestnut.latinName).toBe('Castanea sativa')
    expect(chestnut.peakMonths).toContain(10)
    const chanterelle = bySlug('girolle')
    expect(chanterelle.latinName).toBe('Cantharellus cibarius')
    expect(chanterelle.months).toEqual(expect.arrayContaining([6, 7, 8, 9, 10]))
    const bilberry = bySlug('myrtille')
    expect(bilberry.latinName).toBe('Vaccinium myrtillus')
    expect(bilberry.months).toEqual(expect.arrayContaining([7, 8]))
    const arnica = bySlug('arnica-des-montagnes')
    expect(arnica.latinName).toBe('Arnica montana')
    expect(arnica.months).toEqual(expect.arrayContaining([6, 7]))
    expect(arnica.places).toContain('mont-lozere')
    expect(bySlug('amanite-phalloide').latinName).toBe('Amanita phalloides')
    expect(bySlug('brame-du-cerf').months).toEqual(expect.arrayContaining([9, 10]))
    expect(bySlug('solstice-d-ete-a-l-aube').peakMonths).toEqual([6])
    expect(bySlug('equinoxe-d-automne-sit-spot').peakMonths).toEqual([9])
  })

  it('offers a seasonal practice for each month of the year', () => {
    for (const month of MONTHS)
      expect(
        entries.some((entry) => entry.category === 'spiritual' && entry.peakMonths.includes(month)),
        `month ${month}`,
      ).toBe(true)
  })
})
