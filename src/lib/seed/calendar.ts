/**
 * The forest calendar's launch entries (src/lib/seed/content/calendar), in five languages, each with an
 * illustration drawn like the library's (one picture per scene, season and hour, shared by the entries
 * that ask for the same) and its links to the launch library. Applied once per database.
 */
import type { Payload } from 'payload'
import sharp from 'sharp'

import { locales, type Locale } from '@/i18n/locales'

import { readCalendar, type CalendarSeedEntry } from './calendar-content'
import { renderIllustrationSvg } from './illustrations'
import { SEED_CONTEXT, type SeedUnit } from './types'

async function findId(
  payload: Payload,
  collection: 'calendar-entries' | CalendarSeedEntry['related'][number]['collection'],
  slug: string,
): Promise<number | null> {
  const { docs } = await payload.find({
    collection,
    where: { slug: { equals: slug } },
    depth: 0,
    limit: 1,
    draft: true,
    overrideAccess: true,
    select: {},
  })
  return docs[0]?.id ?? null
}

async function illustration(
  payload: Payload,
  entry: CalendarSeedEntry,
  drawn: Map<string, number>,
): Promise<number> {
  const { scene, season, time } = entry.illustration
  const key = `${scene}-${season}-${time}`
  const known = drawn.get(key)
  if (known !== undefined) return known
  const svg = renderIllustrationSvg(entry.illustration, `calendar/${key}`)
  const data = await sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer()
  const image = await payload.create({
    collection: 'media',
    locale: 'fr',
    // The description that matters is the entry's own (`imageAlt`), shown with the picture.
    data: { alt: '', credit: 'Illustration Sylva Cévennes' },
    file: { data, name: `calendrier-${key}.webp`, mimetype: 'image/webp', size: data.length },
    overrideAccess: true,
    context: SEED_CONTEXT,
  })
  drawn.set(key, image.id)
  return image.id
}

async function seedCalendar(payload: Payload): Promise<void> {
  // Read and check everything first: a broken file stops the unit before anything is written.
  const entries = readCalendar()
  const drawn = new Map<string, number>()
  for (const entry of entries) {
    // A run cut short resumes where it was: entries already there are kept.
    if ((await findId(payload, 'calendar-entries', entry.slug)) !== null) continue
    const related = []
    for (const link of entry.related) {
      const id = await findId(payload, link.collection, link.slug)
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
      context: SEED_CONTEXT,
    })
    for (const locale of locales.filter((code) => code !== 'fr')) {
      await payload.update({
        collection: 'calendar-entries',
        id: created.id,
        locale,
        data: { ...localized(locale), _status: 'published' } as never,
        overrideAccess: true,
        context: SEED_CONTEXT,
      })
    }
  }
}

export const calendarSeed: SeedUnit = { key: 'calendar-2026-11', run: seedCalendar }
