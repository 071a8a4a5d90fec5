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
 * The localized text, textarea and rich-text fields of a collection or global, at the top level,
 * inside groups and tabs (`seo.title`) and inside arrays whose rows are shared by every language
 * (`modules.*.title`: `*` stands for each row); a field with `custom: { translate: false }` is left
 * alone. An array localized as a whole and blocks fields are not reached.
 */
export function translatableFields(fields: readonly Field[], prefix = ''): TranslatableField[] {
  const found: TranslatableField[] = []
  for (const field of fields) {
    if (field.type === 'row' || field.type === 'collapsible') {
      found.push(...translatableFields(field.fields, prefix))
      continue
    }
    if (field.type === 'tabs') {
      for (const tab of field.tabs)
        found.push(
          ...translatableFields(
            tab.fields,
            'name' in tab && tab.name ? `${prefix}${tab.name}.` : prefix,
          ),
        )
      continue
    }
    if (!('name' in field) || KEPT.has(field.name)) continue
    if ((field.custom as { translate?: boolean } | undefined)?.translate === false) continue
    if (field.type === 'group') {
      found.push(...translatableFields(field.fields, `${prefix}${field.name}.`))
      continue
    }
    if (field.type === 'array') {
      if (!field.localized)
        found.push(...translatableFields(field.fields, `${prefix}${field.name}.*.`))
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

const child = (value: unknown, key: string): unknown =>
  value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined

/** Every value a path reaches, in document order; `*` steps into each row of an array. */
export function leavesAt(doc: unknown, path: string): unknown[] {
  const [head, ...rest] = path.split('.')
  if (head === undefined || head === '') return [doc]
  if (head === '*')
    return Array.isArray(doc) ? doc.flatMap((row) => leavesAt(row, rest.join('.'))) : []
  return leavesAt(child(doc, head), rest.join('.'))
}

/** The value at a path; for a path through arrays (`modules.*.title`), the list of its values. */
export function valueAt(doc: unknown, path: string): unknown {
  return path.includes('*') ? leavesAt(doc, path) : path.split('.').reduce(child, doc)
}

/**
 * Writes `values` into `doc` at the places `leavesAt(doc, path)` reads, in the same order (the rows
 * of arrays are the same in every language, so the French order fits the target document). Mutates.
 */
export function setLeaves(doc: unknown, path: string, values: readonly unknown[]): void {
  let index = 0
  const visit = (node: unknown, segments: string[]) => {
    const [head, ...rest] = segments
    if (!head || !node || typeof node !== 'object') return
    if (head === '*') {
      if (Array.isArray(node)) for (const row of node) visit(row, rest)
      return
    }
    const record = node as Record<string, unknown>
    if (rest.length === 0) {
      if (index < values.length) record[head] = values[index]
      index++
      return
    }
    visit(record[head], rest)
  }
  visit(doc, path.split('.'))
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
  if (Array.isArray(value)) return value.some(hasWords)
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
