/**
 * One field's French value translated into one language (docs/translation.md): texts in one call,
 * rich text block by block, with the words that stay as they are. The job (./task.ts) writes it.
 */
import type { Payload } from 'payload'

import type { TranslatableField } from './fields'
import type { TargetLocale } from './providers/types'
import { translateRichText } from './richtext'
import { translateTexts } from './server'

/** A text field's French values in `locale`, in one call (null: no provider configured). */
async function translateStrings(
  payload: Payload,
  values: readonly unknown[],
  locale: TargetLocale,
  keep: string[],
): Promise<unknown[] | null> {
  const texts = values.map((value) => (typeof value === 'string' ? value : ''))
  const answers = await translateTexts(payload, texts, locale, { keep })
  if (answers.some((answer) => answer === null)) return null
  // A value that was not a string (an empty optional field in one row) stays as it was.
  return answers.map((answer, index) =>
    typeof values[index] === 'string' ? answer : values[index],
  )
}

/** One rich-text value translated block by block (null: no provider configured). */
async function translateDocument(
  payload: Payload,
  value: unknown,
  locale: TargetLocale,
  keep: string[],
): Promise<unknown> {
  if (!value || typeof value !== 'object') return value
  let missing = false
  const { document } = await translateRichText(value, async (markups) => {
    const answers = await translateTexts(payload, markups, locale, { markup: true, keep })
    if (answers.some((answer) => answer === null)) missing = true
    return answers.map((answer, index) => answer ?? markups[index] ?? '')
  })
  return missing ? null : document
}

/**
 * The field's French value in `locale`, translated (null: no provider configured). Through arrays
 * the value is the list of the rows' values, translated row by row.
 */
export async function translateValue(
  payload: Payload,
  field: TranslatableField,
  value: unknown,
  locale: TargetLocale,
  keep: string[],
): Promise<unknown> {
  const list = field.path.includes('*')
  const values = list ? (value as unknown[]) : [value]
  let translated: unknown[] | null
  if (field.kind === 'text') translated = await translateStrings(payload, values, locale, keep)
  else {
    translated = []
    for (const item of values) {
      const answer = await translateDocument(payload, item, locale, keep)
      if (answer === null) return null
      translated.push(answer)
    }
  }
  if (!translated) return null
  return list ? translated : translated[0]
}

/**
 * Words kept as they are in a document's text: the Latin names of the forest calendar's species
 * and the document's own Latin name (glossary terms are applied separately).
 */
export async function keptWords(payload: Payload, doc: unknown): Promise<string[]> {
  const { docs } = await payload.find({
    collection: 'calendar-entries',
    select: { latinName: true },
    where: { latinName: { exists: true } },
    limit: 2000,
    depth: 0,
    overrideAccess: true,
  })
  const known = docs.map((entry) => (entry as { latinName?: string | null }).latinName ?? '')
  const words: string[] = []
  const visit = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(visit)
    else if (node && typeof node === 'object')
      for (const [name, value] of Object.entries(node)) {
        if (name === 'latinName' && typeof value === 'string') words.push(value.trim())
        else if (typeof value === 'object') visit(value)
      }
  }
  visit(doc)
  return [...new Set([...known, ...words].map((word) => word.trim()))].filter(
    (word) => word.length > 3,
  )
}
