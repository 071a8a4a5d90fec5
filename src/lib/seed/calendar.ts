/**
 * The forest calendar's launch entries (src/lib/seed/content/calendar), in five languages, each with an
 * illustration drawn like the library's (one picture per scene, season and hour, shared by the entries
 * that ask for the same) and its links to the launch library. Applied once per database.
 */
import type { Payload } from 'payload'

import { locales, type Locale } from '@/i18n/locales'

import { readCalendar, type CalendarSeedEntry } from './calendar-content'
import { findIdBySlug, uploadIllustration } from './shared'
import { SEED_CONTEXT, type SeedUnit } from './types'

/** One picture per scene, season and hour, shared by the entries that ask for the same. */
async function illustration(
  payload: Payload,
  entry: CalendarSeedEntry,
  drawn: Map<string, number>,
): Promise<number> {
  const { scene, season, time } = entry.illustration
  const key = `${scene}-${season}-${time}`
  const known = drawn.get(key)
  if (known !== undefined) return known
  // The description that matters is the entry's own (`imageAlt`), shown with the picture.
  const id = await uploadIllustration(payload, entry.illustration, {
    seed: `calendar/${key}`,
    fileName: `calendrier-${key}.webp`,
    alt: '',
  })
  drawn.set(key, id)
  return id
}

async function seedCalendar(payload: Payload): Promise<void> {
  // Read and check everything first: a broken file stops the unit before anything is written.
  const entries = readCalendar()
  const drawn = new Map<string, number>()
  for (const entry of entries) {
    // A run cut short resumes where it was: entries already there are kept.
    if ((await findIdBySlug(payload, 'calendar-entries', entry.slug)) !== null) continue
    const related = []
    for (const link of entry.related) {
      const id = await findIdBySlug(payload, link.collection, link.slug)
      if (id !== null) related.push({ relationTo: link.collection, value: id })
    }
    const localized = (locale: Locale) => {
      const text = entry.texts[locale]
      return {
        name: text.name,
        summary: text.summary,
        habitat: text.habitat,
        lookFor: text.lookFor,
        practice: text.practice,
        safety: text.safety,
        imageAlt: text.imageAlt,
        seo: { title: text.seoTitle, description: text.seoDescription },
      }
    }
    const created = await payload.create({
      collection: 'calendar-entries',
      depth: 0,
      locale: 'fr',
      data: {
        ...localized('fr'),
        slug: entry.slug,
        kind: entry.kind,
        category: entry.category,
        latinName: entry.latinName,
        months: entry.months.map(String),
        peakMonths: entry.peakMonths.map(String),
        altitudeMin: entry.altitude.min,
        altitudeMax: entry.altitude.max,
        places: entry.places,
        related,
        image: await illustration(payload, entry, drawn),
        publishedAt: '2026-11-01T07:00:00.000Z',
        _status: 'published',
      } as never,
      overrideAccess: true,
      context: { ...SEED_CONTEXT },
    })
    for (const locale of locales.filter((code) => code !== 'fr')) {
      await payload.update({
        collection: 'calendar-entries',
        depth: 0,
        id: created.id,
        locale,
        data: { ...localized(locale), _status: 'published' } as never,
        overrideAccess: true,
        context: { ...SEED_CONTEXT },
      })
    }
  }
}

export const calendarSeed: SeedUnit = { key: 'calendar-2026-11', run: seedCalendar }
