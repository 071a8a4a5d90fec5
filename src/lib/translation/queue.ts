/**
 * Translation work (docs/translation.md): the collection hook that queues it when French text is
 * published or changes (and records editors' own translations), and the job that translates one
 * field into one language. Server code only.
 */
import type {
  CollectionAfterChangeHook,
  CollectionSlug,
  Field,
  Payload,
  PayloadRequest,
  TaskConfig,
} from 'payload'

import { isLocale, locales, type Locale } from '@/i18n/locales'
import { queueJob } from '@/lib/platform/jobs/runner'

import {
  dataAt,
  hasWords,
  translatableFields,
  valueAt,
  valueHash,
  type TranslatableField,
  type TranslationStatus,
} from './fields'
import type { TargetLocale } from './providers/types'
import { translateRichText } from './richtext'
import { ProviderPausedError, translateTexts } from './server'

export const TRANSLATION_PRIORITY = 5
const targets = locales.filter((locale): locale is TargetLocale => locale !== 'fr')

/** Set on the pipeline's own writes, so they are neither queued again nor taken for an editor's. */
export const MACHINE_CONTEXT = { machineTranslation: true } as const

type Row = {
  id: number | string
  status: TranslationStatus
  sourceHash?: string | null
  targetHash?: string | null
  attempts?: number | null
}

async function findRow(
  payload: Payload,
  key: { collection: string; documentId: string; field: string; locale: TargetLocale },
  req?: PayloadRequest,
): Promise<Row | null> {
  const { docs } = await payload.find({
    collection: 'translations',
    where: {
      and: [
        { collection: { equals: key.collection } },
        { documentId: { equals: key.documentId } },
        { field: { equals: key.field } },
        { locale: { equals: key.locale } },
      ],
    },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return (docs[0] as Row | undefined) ?? null
}

async function saveRow(
  payload: Payload,
  key: { collection: string; documentId: string; field: string; locale: TargetLocale },
  existing: Row | null,
  data: Record<string, unknown>,
  req?: PayloadRequest,
): Promise<void> {
  if (existing)
    await payload.update({
      collection: 'translations',
      id: existing.id,
      data,
      overrideAccess: true,
      depth: 0,
      req,
    })
  else
    await payload.create({
      collection: 'translations',
      data: { ...key, priority: TRANSLATION_PRIORITY, ...data } as never,
      overrideAccess: true,
      depth: 0,
      req,
    })
}

async function inLocale(
  req: PayloadRequest,
  collection: CollectionSlug,
  id: string,
  locale: TargetLocale,
): Promise<unknown> {
  return req.payload
    .findByID({
      collection,
      id,
      locale,
      fallbackLocale: false,
      depth: 0,
      overrideAccess: true,
      req,
    })
    .catch(() => null)
}

const isPublished = (doc: Record<string, unknown>) =>
  !('_status' in doc) || doc._status === 'published'

/**
 * After a French save that is published: every translated field whose French text differs from the
 * one last translated is queued once per language (spec priority 5); a field an editor translated
 * is flagged « à revoir » instead of being replaced. After a save in another language (not by the
 * pipeline): a field whose text differs from what the machine wrote becomes the editor's own.
 */
export function translationHooks(fields: readonly Field[]): CollectionAfterChangeHook {
  const translatable = translatableFields(fields)
  return async ({ collection, doc, previousDoc, req, context }) => {
    if (context.machineTranslation || context.isSeeding || !translatable.length) return doc
    const locale = req.locale
    if (!isLocale(locale)) return doc
    const documentId = String(doc.id)
    const documentTitle = typeof doc.title === 'string' ? doc.title : documentId
    if (locale === 'fr') {
      if (!isPublished(doc)) return doc
      const targetDocs = new Map<TargetLocale, Promise<unknown>>()
      const targetDoc = (target: TargetLocale) => {
        if (!targetDocs.has(target))
          targetDocs.set(target, inLocale(req, collection.slug, documentId, target))
        return targetDocs.get(target)
      }
      for (const field of translatable) {
        const value = valueAt(doc, field.path)
        if (!hasWords(value)) continue
        const sourceHash = valueHash(value)
        const changed = valueHash(valueAt(previousDoc, field.path)) !== sourceHash
        for (const target of targets) {
          const key = { collection: collection.slug, documentId, field: field.path, locale: target }
          const row = await findRow(req.payload, key, req)
          if (row?.sourceHash === sourceHash) continue
          // A translation the pipeline did not write (seeded, or typed before it existed) is a
          // person's: kept, and flagged for review when its French changed.
          if (!row && hasWords(valueAt(await targetDoc(target), field.path))) {
            await saveRow(
              req.payload,
              key,
              row,
              changed
                ? { status: 'review', documentTitle }
                : { status: 'human', sourceHash, documentTitle },
              req,
            )
            continue
          }
          if (row?.status === 'human' || row?.status === 'review') {
            await saveRow(req.payload, key, row, { status: 'review', documentTitle }, req)
            continue
          }
          await saveRow(
            req.payload,
            key,
            row,
            { status: 'queued', sourceHash, documentTitle, lastError: null },
            req,
          )
          await queueJob(
            req.payload,
            { task: 'translateField', input: key, queue: 'translation' },
            { req },
          )
        }
      }
      return doc
    }
    // An editor wrote in another language.
    const target = locale as TargetLocale
    for (const field of translatable) {
      const value = valueAt(doc, field.path)
      const key = { collection: collection.slug, documentId, field: field.path, locale: target }
      const row = await findRow(req.payload, key, req)
      if (row?.status === 'human') continue
      const written = hasWords(value) ? valueHash(value) : null
      if (!written || written === row?.targetHash) continue
      await saveRow(
        req.payload,
        key,
        row,
        { status: 'human', targetHash: written, documentTitle },
        req,
      )
    }
    return doc
  }
}

type JobInput = { collection: string; documentId: string; field: string; locale: string }

/** The field's French value in `locale`, translated (null: no provider configured). */
async function translateValue(
  payload: Payload,
  field: TranslatableField,
  value: unknown,
  locale: TargetLocale,
): Promise<unknown> {
  if (field.kind === 'text') return (await translateTexts(payload, [String(value)], locale))[0]
  let missing = false
  const { document } = await translateRichText(value, async (markups) => {
    const answers = await translateTexts(payload, markups, locale, { markup: true })
    if (answers.some((answer) => answer === null)) missing = true
    return answers.map((answer, index) => answer ?? markups[index] ?? '')
  })
  return missing ? null : document
}

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
    const collection = input.collection as CollectionSlug
    const config = payload.collections[collection]?.config
    if (!config) return { output: { outcome: 'gone' } }
    const fields = translatableFields(config.fields)
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
    const doc = await payload
      .findByID({
        collection,
        id: input.documentId,
        locale: 'fr',
        fallbackLocale: false,
        depth: 0,
        draft: false,
        overrideAccess: true,
      })
      .catch(() => null)
    if (!doc) return { output: { outcome: 'gone' } }
    const work = waiting.flatMap((row) => {
      const field = fields.find((f) => f.path === row.field)
      const value = valueAt(doc, row.field)
      return field && hasWords(value) ? [{ row, field, value }] : []
    })
    const key = (row: FieldRow) => ({ ...input, field: row.field, locale: target })
    let data: Record<string, unknown> = {}
    const translatedValues: unknown[] = []
    try {
      for (const item of work) {
        const translated = await translateValue(payload, item.field, item.value, target)
        if (translated === null) {
          for (const { row } of work) await saveRow(payload, key(row), row, { status: 'pending' })
          return { output: { outcome: 'no-provider' } }
        }
        translatedValues.push(translated)
        data = merge(data, dataAt(item.field.path, translated))
      }
    } catch (error) {
      if (error instanceof ProviderPausedError) {
        await queueJob(
          payload,
          {
            task: 'translateField',
            input: { ...input, locale: target },
            queue: 'translation',
            waitUntil: new Date(Date.now() + error.waitMs),
          },
          { runNow: false },
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
    await payload.update({
      collection,
      id: input.documentId,
      locale: target,
      data: data as never,
      context: MACHINE_CONTEXT,
      overrideAccess: true,
      depth: 0,
    })
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
