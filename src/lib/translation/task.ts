/**
 * The `translateField` job (docs/translation.md): a document's waiting fields in one language,
 * translated, written in one save, and their rows updated. Registered in src/payload.config.ts.
 */
import type { TaskConfig } from 'payload'

import { isLocale, type Locale } from '@/i18n/locales'

import { dataAt, hasWords, setLeaves, valueAt, valueHash } from './fields'
import { keptWords, translateValue } from './pipeline'
import type { TargetLocale } from './providers/types'
import { queueTranslation } from './queue'
import { saveRow, TRANSLATION_PRIORITY, type Row } from './rows'
import { ProviderPausedError } from './server'

import { readSource, sourceFields, writeSource } from './source'

type JobInput = { collection: string; documentId: string; field: string; locale: string }

/** Deep merge of `{ a: { b } }` shapes (the data of several fields, some inside groups). */
function merge(
  into: Record<string, unknown>,
  from: Record<string, unknown>,
): Record<string, unknown> {
  for (const [key, value] of Object.entries(from)) {
    const current = into[key]
    into[key] =
      current &&
      typeof current === 'object' &&
      value &&
      typeof value === 'object' &&
      !Array.isArray(value)
        ? merge({ ...(current as Record<string, unknown>) }, value as Record<string, unknown>)
        : value
  }
  return into
}

type FieldRow = Row & { field: string }

/**
 * One field of one document into one language (docs/translation.md). The job takes, with its own
 * field, every other field of that document still waiting in that language, and writes them in one
 * save (a document in a language must hold all its required fields at once); the jobs of those other
 * fields then find them done. The published French text is translated with the cache and the
 * glossary and written by the pipeline. A paused provider re-queues the job for when the pause ends
 * (it waits, it does not fail); other errors are recorded on the rows and retried with backoff.
 */
export const translateFieldTask: TaskConfig<{ input: JobInput; output: { outcome: string } }> = {
  slug: 'translateField',
  label: 'Translate a field',
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 60_000 } },
  inputSchema: [
    { name: 'collection', type: 'text', required: true },
    { name: 'documentId', type: 'text', required: true },
    { name: 'field', type: 'text', required: true },
    { name: 'locale', type: 'text', required: true },
  ],
  outputSchema: [{ name: 'outcome', type: 'text' }],
  handler: async ({ input, req }) => {
    const { payload } = req
    const locale = input.locale as Locale
    if (!isLocale(locale) || locale === 'fr') return { output: { outcome: 'bad-locale' } }
    const target = locale as TargetLocale
    const fields = sourceFields(payload, input.collection)
    if (!fields) return { output: { outcome: 'gone' } }
    const { docs } = await payload.find({
      collection: 'translations',
      where: {
        and: [
          { collection: { equals: input.collection } },
          { documentId: { equals: input.documentId } },
          { locale: { equals: target } },
          { status: { in: ['queued', 'pending', 'failed'] } },
        ],
      },
      limit: 200,
      depth: 0,
      overrideAccess: true,
    })
    const waiting = (docs as FieldRow[]).filter((row) => fields.some((f) => f.path === row.field))
    if (!waiting.some((row) => row.field === input.field)) return { output: { outcome: 'done' } }
    const doc = await readSource(payload, input.collection, input.documentId, 'fr')
    if (!doc) {
      // Deleted while its work waited: the rows go with it, quietly.
      await payload.delete({
        collection: 'translations',
        where: {
          and: [
            { collection: { equals: input.collection } },
            { documentId: { equals: input.documentId } },
          ],
        },
        overrideAccess: true,
      })
      return { output: { outcome: 'gone' } }
    }
    const work = waiting.flatMap((row) => {
      const field = fields.find((f) => f.path === row.field)
      const value = valueAt(doc, row.field)
      return field && hasWords(value) ? [{ row, field, value }] : []
    })
    const key = (row: FieldRow) => ({ ...input, field: row.field, locale: target })
    const keep = await keptWords(payload, doc)
    let data: Record<string, unknown> = {}
    // Fields inside arrays are written into the target language's own rows (same ids, same order).
    let rows: Record<string, unknown> | null = null
    const translatedValues: unknown[] = []
    try {
      for (const item of work) {
        const translated = await translateValue(payload, item.field, item.value, target, keep)
        if (translated === null) {
          for (const { row } of work) await saveRow(payload, key(row), row, { status: 'pending' })
          return { output: { outcome: 'no-provider' } }
        }
        translatedValues.push(translated)
        if (item.field.path.includes('*')) {
          rows ??= structuredClone(
            (await readSource(payload, input.collection, input.documentId, target)) ?? {},
          )
          setLeaves(rows, item.field.path, translated as unknown[])
          const top = item.field.path.split('.')[0] as string
          data = merge(data, { [top]: rows[top] })
        } else data = merge(data, dataAt(item.field.path, translated))
      }
    } catch (error) {
      if (error instanceof ProviderPausedError) {
        await queueTranslation(
          payload,
          { ...input, locale: target },
          {
            priority: waiting[0]?.priority ?? TRANSLATION_PRIORITY,
            waitUntil: new Date(Date.now() + error.waitMs),
            runNow: false,
          },
        )
        return { output: { outcome: 'deferred' } }
      }
      const message = error instanceof Error ? error.message.slice(0, 500) : String(error)
      for (const { row } of work)
        await saveRow(payload, key(row), row, {
          status: 'failed',
          attempts: (row.attempts ?? 0) + 1,
          lastError: message,
        })
      throw error
    }
    if (work.length === 0) return { output: { outcome: 'empty' } }
    await writeSource(payload, input.collection, input.documentId, target, data)
    for (const [index, { row, value }] of work.entries())
      await saveRow(payload, key(row), row, {
        status: 'machine',
        sourceHash: valueHash(value),
        targetHash: valueHash(translatedValues[index]),
        attempts: (row.attempts ?? 0) + 1,
        lastError: null,
        translatedAt: new Date().toISOString(),
      })
    return { output: { outcome: 'machine' } }
  },
}
