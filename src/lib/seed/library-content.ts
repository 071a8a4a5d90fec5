/**
 * Reads the launch library as the editors wrote it (src/lib/seed/content/library, see its README):
 * one folder per document, one Markdown file per language. Strict: a missing language, field or file,
 * or an unknown value, stops with the file's name, before anything is written to the database.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { locales, type Locale } from '@/i18n/locales'
import { accessLevels, type AccessLevel } from '@/lib/entitlements'
import { libraryTypes, type LibraryType } from '@/lib/content'

import { scenes, seasons, times, type Illustration } from './illustrations'

export const libraryContentDir = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'content/library',
)
export const clipsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'content/clips')

export const categorySlugs = ['sylvotherapie', 'bien-etre', 'nature'] as const

export type DocumentText = {
  title: string
  excerpt: string
  seoTitle: string
  seoDescription: string
  imageAlt: string
  body: string
}

export type ModuleEntry = {
  id: string
  minutes: number
  media: 'video' | 'audio' | null
  texts: Record<Locale, { title: string; excerpt: string; body: string }>
  resources: Record<Locale, string> | null
}

export type LibraryEntry = {
  type: LibraryType
  slug: string
  access: AccessLevel
  minutes: number
  categories: string[]
  publishedAt: string
  illustration: Illustration
  texts: Record<Locale, DocumentText>
  captions: Record<Locale, string> | null
  modules: ModuleEntry[]
}

export const limits = { excerpt: 220, seoTitle: 60, seoDescription: 155, title: 140 } as const

/** `---` front matter of `key: value` lines, then the Markdown body. */
export function parseFrontMatter(
  text: string,
  file: string,
): { fields: Record<string, string>; body: string } {
  const lines = text.replace(/\r\n/g, '\n').split('\n')
  if (lines[0]?.trim() !== '---') throw new Error(`${file}: starts with a --- front matter block`)
  const end = lines.indexOf('---', 1)
  if (end === -1) throw new Error(`${file}: the front matter is not closed by ---`)
  const fields: Record<string, string> = {}
  for (const line of lines.slice(1, end)) {
    if (!line.trim()) continue
    const colon = line.indexOf(':')
    if (colon === -1) throw new Error(`${file}: front-matter line without "key:": ${line}`)
    fields[line.slice(0, colon).trim()] = line.slice(colon + 1).trim()
  }
  return {
    fields,
    body: lines
      .slice(end + 1)
      .join('\n')
      .trim(),
  }
}

function required(fields: Record<string, string>, key: string, file: string, max?: number): string {
  const value = fields[key]
  if (!value) throw new Error(`${file}: "${key}" is missing`)
  if (max && value.length > max)
    throw new Error(`${file}: "${key}" is longer than ${max} characters`)
  return value
}

function readText(file: string): string {
  if (!fs.existsSync(file)) throw new Error(`${file}: missing`)
  return fs.readFileSync(file, 'utf8')
}

function perLocale<T>(read: (locale: Locale) => T): Record<Locale, T> {
  return Object.fromEntries(locales.map((locale) => [locale, read(locale)])) as Record<Locale, T>
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[], what: string): T {
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T
  throw new Error(`${what}: "${String(value)}" is not one of ${allowed.join(', ')}`)
}

type Meta = {
  access?: unknown
  minutes?: unknown
  categories?: unknown
  publishedAt?: unknown
  illustration?: { scene?: unknown; season?: unknown; time?: unknown }
  modules?: { id?: unknown; minutes?: unknown; media?: unknown; resource?: unknown }[]
}

function readEntry(type: LibraryType, slug: string): LibraryEntry {
  const dir = path.join(libraryContentDir, type, slug)
  const metaFile = path.join(dir, 'meta.json')
  const meta = JSON.parse(readText(metaFile)) as Meta
  const minutes = Number(meta.minutes)
  if (!Number.isInteger(minutes) || minutes < 1) throw new Error(`${metaFile}: minutes`)
  const publishedAt = String(meta.publishedAt ?? '')
  if (!/^\d{4}-\d{2}-\d{2}$/.test(publishedAt)) throw new Error(`${metaFile}: publishedAt`)
  const categories = Array.isArray(meta.categories) ? meta.categories : []
  if (categories.length === 0) throw new Error(`${metaFile}: categories`)
  const texts = perLocale((locale) => {
    const file = path.join(dir, `${locale}.md`)
    const { fields, body } = parseFrontMatter(readText(file), file)
    if (!body) throw new Error(`${file}: the body is empty`)
    return {
      title: required(fields, 'title', file, limits.title),
      excerpt: required(fields, 'excerpt', file, limits.excerpt),
      seoTitle: required(fields, 'seoTitle', file, limits.seoTitle),
      seoDescription: required(fields, 'seoDescription', file, limits.seoDescription),
      imageAlt: required(fields, 'imageAlt', file, 300),
      body,
    }
  })
  const modules = (type === 'formations' ? (meta.modules ?? []) : []).map(
    (courseModule): ModuleEntry => {
      const id = String(courseModule.id ?? '')
      if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id)) throw new Error(`${metaFile}: module id "${id}"`)
      const moduleDir = path.join(dir, 'modules', id)
      return {
        id,
        minutes: Number(courseModule.minutes),
        media:
          courseModule.media === null || courseModule.media === undefined
            ? null
            : oneOf(courseModule.media, ['video', 'audio'] as const, `${metaFile} media`),
        texts: perLocale((locale) => {
          const file = path.join(moduleDir, `${locale}.md`)
          const { fields, body } = parseFrontMatter(readText(file), file)
          if (!body) throw new Error(`${file}: the body is empty`)
          return {
            title: required(fields, 'title', file, limits.title),
            excerpt: required(fields, 'excerpt', file, 300),
            body,
          }
        }),
        resources: courseModule.resource
          ? perLocale((locale) => readText(path.join(moduleDir, `resource.${locale}.md`)).trim())
          : null,
      }
    },
  )
  if (type === 'formations' && modules.length === 0) throw new Error(`${metaFile}: modules`)
  return {
    type,
    slug,
    access: oneOf(meta.access, accessLevels, `${metaFile} access`),
    minutes,
    categories: categories.map((category) =>
      oneOf(category, categorySlugs, `${metaFile} category`),
    ),
    publishedAt: `${publishedAt}T07:00:00.000Z`,
    illustration: {
      scene: oneOf(meta.illustration?.scene, scenes, `${metaFile} scene`),
      season: oneOf(meta.illustration?.season, seasons, `${metaFile} season`),
      time: oneOf(meta.illustration?.time, times, `${metaFile} time`),
    },
    texts,
    captions:
      type === 'videos'
        ? perLocale((locale) => readText(path.join(dir, `captions.${locale}.vtt`)))
        : null,
    modules,
  }
}

/** Every document of the launch library, in a stable order (type, then folder name). */
export function readLibrary(): LibraryEntry[] {
  const entries = libraryTypes.flatMap((type) => {
    const typeDir = path.join(libraryContentDir, type)
    if (!fs.existsSync(typeDir)) return []
    return fs
      .readdirSync(typeDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort()
      .map((slug) => readEntry(type, slug))
  })
  // A module's id is its row's key in the database: unique across every formation.
  const moduleIds = entries.flatMap((entry) => entry.modules.map((courseModule) => courseModule.id))
  const repeated = moduleIds.find((id, index) => moduleIds.indexOf(id) !== index)
  if (repeated) throw new Error(`module id "${repeated}" is used twice; module ids are unique`)
  return entries
}

/** The stand-in clip of a video or of a module's media, committed under content/clips. */
export function clipFile(entry: LibraryEntry, courseModule?: ModuleEntry): string {
  if (courseModule)
    return path.join(
      clipsDir,
      `${entry.slug}--${courseModule.id}.${courseModule.media === 'audio' ? 'mp3' : 'mp4'}`,
    )
  return path.join(clipsDir, `${entry.slug}.mp4`)
}
