/**
 * Reads the daily tips' launch content as the editors wrote it (src/lib/seed/content/tips, see its
 * README): `meta.json` and one Markdown file per language. Strict: a missing language or title, a body
 * outside 60–140 words, an unknown category, months that are not a season (or the whole year) in a tip
 * not marked `event`, a link to nothing stops with the file's name. The `daily-tips-2026-11` seed unit
 * (./daily-tips.ts) publishes them.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { locales, type Locale } from '@/i18n/locales'
import { tipCategories, type TipCategory } from '@/lib/tips'

import { fail } from './content-checks'
import { calendarContentDir } from './calendar-content'
import { libraryContentDir, parseFrontMatter } from './library-content'

export const tipsContentDir = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'content/tips',
)

export const tipLinkCollections = ['routines', 'videos', 'calendar-entries'] as const
export type TipLinkCollection = (typeof tipLinkCollections)[number]

/** The months a tip may list: a season with its neighbouring month, or the whole year. */
export const tipSeasons = {
  spring: [3, 4, 5, 6],
  summer: [6, 7, 8, 9],
  autumn: [9, 10, 11, 12],
  winter: [1, 2, 3, 12],
  year: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
} as const

export type TipSeed = {
  slug: string
  minutes: number
  category: TipCategory
  months: number[]
  link: { collection: TipLinkCollection; slug: string } | null
  pinnedDate: string | null
  texts: Record<Locale, { title: string; body: string }>
}

const words = (text: string) =>
  text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length

function linkExists(collection: TipLinkCollection, slug: string): boolean {
  const dir =
    collection === 'calendar-entries'
      ? path.join(calendarContentDir, slug)
      : path.join(libraryContentDir, collection, slug)
  return fs.existsSync(dir)
}

function readTip(slug: string): TipSeed {
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) fail(slug, 'the folder name is not a slug')
  const dir = path.join(tipsContentDir, slug)
  const metaFile = path.join(dir, 'meta.json')
  if (!fs.existsSync(metaFile)) fail(metaFile, 'missing')
  const meta = JSON.parse(fs.readFileSync(metaFile, 'utf8')) as Record<string, unknown>
  const minutes = Number(meta.minutes)
  if (!Number.isInteger(minutes) || minutes < 2 || minutes > 5)
    fail(metaFile, 'minutes must be 2–5')
  const category = tipCategories.find((candidate) => candidate === meta.category)
  if (!category)
    fail(metaFile, `category "${String(meta.category)}" is not one of ${tipCategories.join(', ')}`)
  const months = Array.isArray(meta.months) ? meta.months.map(Number).sort((a, b) => a - b) : []
  if (meta.event !== undefined && typeof meta.event !== 'boolean')
    fail(metaFile, 'event must be true or false')
  // An event tip (a flowering, a meteor shower) lists the months its event really happens in.
  if (meta.event === true) {
    if (
      months.length === 0 ||
      months.some(
        (month, index) =>
          !Number.isInteger(month) || month < 1 || month > 12 || month === months[index - 1],
      )
    )
      fail(metaFile, `months ${months.join(',')} must be distinct months 1–12`)
  } else if (!Object.values(tipSeasons).some((season) => season.join() === months.join()))
    fail(metaFile, `months ${months.join(',')} are not a season (see the README) or the whole year`)
  let link: TipSeed['link'] = null
  if (meta.link !== undefined && meta.link !== null) {
    const target = meta.link as { collection?: unknown; slug?: unknown }
    const collection = tipLinkCollections.find((candidate) => candidate === target.collection)
    if (!collection || typeof target.slug !== 'string' || !linkExists(collection, target.slug))
      fail(metaFile, `link ${String(target.collection)}/${String(target.slug)} does not exist`)
    link = { collection, slug: target.slug }
  }
  const pinnedDate = typeof meta.pinnedDate === 'string' ? meta.pinnedDate : null
  if (pinnedDate !== null && !/^\d{4}-\d{2}-\d{2}$/.test(pinnedDate))
    fail(metaFile, 'pinnedDate must be YYYY-MM-DD')
  const texts = Object.fromEntries(
    locales.map((locale) => {
      const file = path.join(dir, `${locale}.md`)
      if (!fs.existsSync(file)) fail(file, 'missing')
      const { fields, body } = parseFrontMatter(fs.readFileSync(file, 'utf8'), file)
      const title = fields.title?.trim()
      if (!title || title.length > 90) fail(file, 'a title of at most 90 characters is needed')
      const count = words(body)
      if (count < 60 || count > 140) fail(file, `the tip has ${count} words (60–140)`)
      return [locale, { title, body }]
    }),
  ) as TipSeed['texts']
  return { slug, minutes, category, months, link, pinnedDate, texts }
}

/** Every launch tip, in folder order. */
export function readTips(): TipSeed[] {
  if (!fs.existsSync(tipsContentDir)) return []
  return fs
    .readdirSync(tipsContentDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map(readTip)
}
