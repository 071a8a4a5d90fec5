/**
 * Reads the forest calendar's launch entries as the editors wrote them (src/lib/seed/content/calendar,
 * see its README): one folder per entry, `meta.json` and one Markdown front matter per language.
 * Strict: a missing language or field, an unknown value, a peak outside the months, a mushroom or
 * medicinal plant without its safety note, a link to a library document that does not exist — the seed
 * stops with the file's name before anything is written.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { locales, type Locale } from '@/i18n/locales'
import {
  calendarCategories,
  isMonth,
  isPlaceId,
  needsSafetyNote,
  type CalendarCategory,
  type Month,
  type PlaceId,
} from '@/lib/calendar'
import { libraryTypes, type LibraryType } from '@/lib/content'

import { fail, oneOf } from './content-checks'
import { scenes, seasons, times, type Illustration } from './illustrations'
import { libraryContentDir, parseFrontMatter } from './library-content'

export const calendarContentDir = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'content/calendar',
)

export const calendarLimits = {
  name: 120,
  summary: 220,
  habitat: 200,
  lookFor: 450,
  practice: 450,
  safety: 450,
  seoTitle: 60,
  seoDescription: 155,
  imageAlt: 300,
} as const

export type CalendarText = {
  name: string
  summary: string
  habitat: string
  lookFor: string
  practice: string
  safety: string | null
  seoTitle: string
  seoDescription: string
  imageAlt: string
}

export type CalendarSeedEntry = {
  slug: string
  kind: 'species' | 'activity'
  category: CalendarCategory
  latinName: string | null
  months: Month[]
  peakMonths: Month[]
  altitude: { min: number; max: number }
  places: PlaceId[]
  illustration: Illustration
  related: { collection: LibraryType; slug: string }[]
  texts: Record<Locale, CalendarText>
}

function monthList(value: unknown, file: string, what: string): Month[] {
  if (!Array.isArray(value)) fail(file, `${what} must be a list of months`)
  const months = value.filter(isMonth)
  if (months.length !== value.length) fail(file, `${what} holds something that is not a month 1–12`)
  return [...new Set(months)].sort((a, b) => a - b)
}

/** The slugs of the launch library, to check that related links lead somewhere. */
function librarySlugs(): Set<string> {
  const slugs = new Set<string>()
  for (const type of libraryTypes) {
    const dir = path.join(libraryContentDir, type)
    if (!fs.existsSync(dir)) continue
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }))
      if (entry.isDirectory()) slugs.add(`${type}/${entry.name}`)
  }
  return slugs
}

function readText(
  file: string,
  category: CalendarCategory,
  kind: 'species' | 'activity',
): CalendarText {
  if (!fs.existsSync(file)) fail(file, 'missing')
  const { fields } = parseFrontMatter(fs.readFileSync(file, 'utf8'), file)
  const field = (key: keyof typeof calendarLimits, required = true): string | null => {
    const value = fields[key]?.trim()
    if (!value) {
      if (required) fail(file, `"${key}" is missing`)
      return null
    }
    if (value.length > calendarLimits[key])
      fail(file, `"${key}" is longer than ${calendarLimits[key]} characters`)
    return value
  }
  const safety = field('safety', needsSafetyNote(category))
  const text = {
    name: field('name') ?? '',
    summary: field('summary') ?? '',
    habitat: field('habitat') ?? '',
    lookFor: field('lookFor') ?? '',
    practice: field('practice') ?? '',
    safety,
    seoTitle: field('seoTitle') ?? '',
    seoDescription: field('seoDescription') ?? '',
    imageAlt: field('imageAlt') ?? '',
  }
  if (kind === 'species' && !text.name) fail(file, 'a species needs a name')
  return text
}

type Meta = {
  kind?: unknown
  category?: unknown
  latinName?: unknown
  months?: unknown
  peakMonths?: unknown
  altitude?: { min?: unknown; max?: unknown }
  places?: unknown
  illustration?: { scene?: unknown; season?: unknown; time?: unknown }
  related?: { collection?: unknown; slug?: unknown }[]
}

function readEntry(slug: string, library: Set<string>): CalendarSeedEntry {
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) fail(slug, 'the folder name is not a slug')
  const dir = path.join(calendarContentDir, slug)
  const metaFile = path.join(dir, 'meta.json')
  if (!fs.existsSync(metaFile)) fail(metaFile, 'missing')
  const meta = JSON.parse(fs.readFileSync(metaFile, 'utf8')) as Meta
  const kind = oneOf(meta.kind, ['species', 'activity'] as const, metaFile, 'kind')
  const category = oneOf(meta.category, calendarCategories, metaFile, 'category')
  const latinName =
    typeof meta.latinName === 'string' && meta.latinName.trim() ? meta.latinName.trim() : null
  if (kind === 'species' && !latinName) fail(metaFile, 'a species needs its Latin name')
  if (
    kind === 'species' &&
    !/^[A-Z][a-z]+( [a-z-]+){1,3}( subsp\. [a-z]+| agg\.)?$/.test(latinName ?? '')
  )
    fail(metaFile, `"${latinName}" does not look like a binomial`)
  const months = monthList(meta.months, metaFile, 'months')
  if (months.length === 0) fail(metaFile, 'months is empty')
  const peakMonths = monthList(meta.peakMonths ?? [], metaFile, 'peakMonths')
  if (peakMonths.some((month) => !months.includes(month)))
    fail(metaFile, 'peakMonths must be among months')
  const min = Number(meta.altitude?.min)
  const max = Number(meta.altitude?.max)
  if (!(Number.isInteger(min) && Number.isInteger(max) && min >= 0 && max <= 1700 && min < max))
    fail(metaFile, 'altitude must be { min, max } in metres, 0 ≤ min < max ≤ 1700')
  const places = Array.isArray(meta.places) ? meta.places : fail(metaFile, 'places must be a list')
  if (!places.every(isPlaceId)) fail(metaFile, 'places holds an unknown place id')
  const related = (meta.related ?? []).map(({ collection, slug: target }) => {
    const type = oneOf(collection, libraryTypes, metaFile, 'related collection')
    if (typeof target !== 'string' || !library.has(`${type}/${target}`))
      fail(metaFile, `related ${type}/${String(target)} does not exist in the launch library`)
    return { collection: type, slug: target }
  })
  return {
    slug,
    kind,
    category,
    latinName,
    months,
    peakMonths,
    altitude: { min, max },
    places,
    illustration: {
      scene: oneOf(meta.illustration?.scene, scenes, metaFile, 'scene'),
      season: oneOf(meta.illustration?.season, seasons, metaFile, 'season'),
      time: oneOf(meta.illustration?.time, times, metaFile, 'time'),
    },
    related,
    texts: Object.fromEntries(
      locales.map((locale) => [locale, readText(path.join(dir, `${locale}.md`), category, kind)]),
    ) as Record<Locale, CalendarText>,
  }
}

/** Every launch entry, in folder order (or only the named ones, to check a few while writing them). */
export function readCalendar(only?: readonly string[]): CalendarSeedEntry[] {
  if (!fs.existsSync(calendarContentDir)) return []
  const library = librarySlugs()
  return fs
    .readdirSync(calendarContentDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && (!only?.length || only.includes(entry.name)))
    .map((entry) => entry.name)
    .sort()
    .map((slug) => readEntry(slug, library))
}
