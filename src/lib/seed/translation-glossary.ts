/**
 * The translation glossary at launch (content/glossary, see its README): the practice's words with
 * the site's own renderings, the brand and every place name the content uses. Strict reader, and a
 * unit that adds the terms a database does not have yet, by term: what staff already wrote or changed
 * is left as it is, so a site seeded before the glossary existed gets it on its next start.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { Payload } from 'payload'

import { glossaryTermKey } from '@/lib/translation'

import { fail } from './content-checks'
import { SEED_CONTEXT, type SeedUnit } from './types'

export const glossaryFile = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'content/glossary/glossary.json',
)

const targetLocales = ['en', 'es', 'de', 'nl'] as const

/** One term as the editors wrote it: a missing language keeps the French words. */
export type GlossarySeedTerm = {
  source: string
  note?: string
} & Partial<Record<(typeof targetLocales)[number], string>>

/** The collection's own limits (`translation-glossary`). */
const limits = { term: 200, note: 500 } as const

function text(value: unknown, max: number, file: string, what: string): string {
  if (typeof value !== 'string') fail(file, `${what} must be a string`)
  const trimmed = value.trim()
  if (!trimmed) fail(file, `${what} is empty (leave a language out to keep the French words)`)
  if (trimmed !== value) fail(file, `${what} « ${value} » has spaces around it`)
  if (value.length > max) fail(file, `${what} is longer than ${max} characters`)
  // DeepL's glossaries take one term per line, tab-separated.
  if (/[\t\n\r]/.test(value)) fail(file, `${what} holds a tab or a line break`)
  return value
}

/** The launch glossary, checked: known fields only, no term twice (whatever its case or apostrophe). */
export function readGlossaryTerms(file = glossaryFile): GlossarySeedTerm[] {
  const raw: unknown = JSON.parse(fs.readFileSync(file, 'utf8'))
  if (!Array.isArray(raw)) fail(file, 'must hold a list of terms')
  const seen = new Map<string, string>()
  return raw.map((item: unknown, index) => {
    const at = `term ${index + 1}`
    if (!item || typeof item !== 'object' || Array.isArray(item))
      fail(file, `${at} is not an object`)
    const record = item as Record<string, unknown>
    for (const key of Object.keys(record))
      if (key !== 'source' && key !== 'note' && !(targetLocales as readonly string[]).includes(key))
        fail(file, `${at} has an unknown field "${key}"`)
    const source = text(record.source, limits.term, file, `${at}'s source`)
    const key = glossaryTermKey(source)
    const earlier = seen.get(key)
    if (earlier) fail(file, `« ${source} » is the same term as « ${earlier} »`)
    seen.set(key, source)
    const term: GlossarySeedTerm = { source }
    for (const locale of targetLocales) {
      if (record[locale] === undefined) continue
      const rendering = text(record[locale], limits.term, file, `« ${source} » in ${locale}`)
      if (rendering === source)
        fail(file, `« ${source} » in ${locale} repeats the French: leave it out to keep it`)
      term[locale] = rendering
    }
    if (record.note !== undefined) term.note = text(record.note, limits.note, file, `${at}'s note`)
    return term
  })
}

/** Adds the launch terms the glossary lacks; a term staff already have, edited or not, is theirs. */
async function seedGlossary(payload: Payload): Promise<void> {
  const terms = readGlossaryTerms()
  const { docs } = await payload.find({
    collection: 'translation-glossary',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const known = new Set(docs.map((doc) => glossaryTermKey(doc.source)))
  for (const term of terms) {
    const key = glossaryTermKey(term.source)
    if (known.has(key)) continue
    await payload.create({
      collection: 'translation-glossary',
      depth: 0,
      context: { ...SEED_CONTEXT },
      data: term,
      overrideAccess: true,
    })
    known.add(key)
  }
}

export const translationGlossarySeed: SeedUnit = {
  key: 'translation-glossary@1',
  run: seedGlossary,
}
