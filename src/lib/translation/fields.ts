/**
 * Which fields of a document are translated, and how their values are compared (docs/translation.md).
 * Pure.
 */
import { createHash } from 'node:crypto'

import type { Field } from 'payload'

export const translationStatuses = [
  'pending',
  'queued',
  'machine',
  'human',
  'review',
  'failed',
] as const
export type TranslationStatus = (typeof translationStatuses)[number]

export type TranslatableField = { path: string; kind: 'text' | 'richText' }

/** Names never translated even when localized: addresses and identifiers. */
const KEPT = new Set(['slug', 'url', 'href', 'latinName', 'code'])

/**
 * The localized text, textarea and rich-text fields of a collection, at the top level or inside
 * groups (`seo.title`); a field with `custom: { translate: false }` is left alone. Arrays and blocks
 * are not reached yet.
 */
export function translatableFields(fields: readonly Field[], prefix = ''): TranslatableField[] {
  const found: TranslatableField[] = []
  for (const field of fields) {
    if (field.type === 'row' || field.type === 'collapsible') {
      found.push(...translatableFields(field.fields, prefix))
      continue
    }
    if (!('name' in field) || KEPT.has(field.name)) continue
    if ((field.custom as { translate?: boolean } | undefined)?.translate === false) continue
    if (field.type === 'group') {
      found.push(...translatableFields(field.fields, `${prefix}${field.name}.`))
      continue
    }
    if (!('localized' in field) || !field.localized) continue
    if (field.type === 'text' || field.type === 'textarea')
      found.push({ path: `${prefix}${field.name}`, kind: 'text' })
    else if (field.type === 'richText')
      found.push({ path: `${prefix}${field.name}`, kind: 'richText' })
  }
  return found
}

export function valueAt(doc: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
      doc,
    )
}

/** `{ seo: { title: value } }` for `seo.title`. */
export function dataAt(path: string, value: unknown): Record<string, unknown> {
  return path.split('.').reduceRight<unknown>((inner, key) => ({ [key]: inner }), value) as Record<
    string,
    unknown
  >
}

/** A value worth translating: a non-empty string, or rich text with some words. */
export function hasWords(value: unknown): boolean {
  if (typeof value === 'string') return /\p{L}/u.test(value)
  return /"text":"[^"]*\p{L}/u.test(JSON.stringify(value ?? null))
}

/** A short fingerprint of a field's value, to tell whether it changed. */
export function valueHash(value: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(value ?? null))
    .digest('hex')
    .slice(0, 32)
}
