/**
 * Translation work (docs/translation.md): the collection hook that queues it when French text is
 * published or changes (and records editors' own translations), and the job that translates one
 * field into one language. Server code only.
 */
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionSlug,
  GlobalAfterChangeHook,
  GlobalSlug,
  Payload,
  PayloadRequest,
  RequestContext,
  TaskConfig,
} from 'payload'

import { isLocale, locales, type Locale } from '@/i18n/locales'
import { FULL_CONTENT_CONTEXT } from '@/lib/entitlements'
import { queueJob } from '@/lib/platform/jobs/runner'

import {
  dataAt,
  hasWords,
  setLeaves,
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
/** The priority of work staff asked for now (« Traduire maintenant », « Réessayer »). */
export const URGENT_TRANSLATION_PRIORITY = 10
export const targets = locales.filter((locale): locale is TargetLocale => locale !== 'fr')

/** Set on the pipeline's own writes, so they are neither queued again nor taken for an editor's. */
export const MACHINE_CONTEXT = { machineTranslation: true } as const

/** A global's rows carry `global:<slug>` as their collection and the slug as document id. */
export const GLOBAL_PREFIX = 'global:'

export type Row = {
  id: number | string
  collection: string
  documentId: string
  field: string
  locale: TargetLocale
  status: TranslationStatus
  sourceHash?: string | null
  targetHash?: string | null
  attempts?: number | null
  priority?: number | null
}

type Key = { collection: string; documentId: string; field: string; locale: TargetLocale }

async function findRow(payload: Payload, key: Key, req?: PayloadRequest): Promise<Row | null> {
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
  key: Key,
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

/** The translated fields of a collection or global named as in the `translations` rows. */
export function sourceFields(payload: Payload, name: string): TranslatableField[] | null {
  if (name.startsWith(GLOBAL_PREFIX)) {
    const global = payload.config.globals.find((g) => g.slug === name.slice(GLOBAL_PREFIX.length))
    return global ? translatableFields(global.fields) : null
  }
  const config = payload.collections[name as CollectionSlug]?.config
  return config ? translatableFields(config.fields) : null
}

/** A document (or global) as published, in one language without fallback; null when gone. */
export async function readSource(
  payload: Payload,
  name: string,
  documentId: string,
  locale: Locale,
  req?: PayloadRequest,
): Promise<Record<string, unknown> | null> {
  const common = {
    locale,
    fallbackLocale: false as const,
    depth: 0,
    draft: false,
    overrideAccess: true,
    req,
    // The whole document (a premium body read without a viewer comes back empty). Not inside a
    // save: Payload would merge it into that request's own context.
    ...(req ? {} : { context: { ...FULL_CONTENT_CONTEXT } }),
  }
  const found = name.startsWith(GLOBAL_PREFIX)
    ? payload.findGlobal({ slug: name.slice(GLOBAL_PREFIX.length) as GlobalSlug, ...common })
    : payload.findByID({ collection: name as CollectionSlug, id: documentId, ...common })
  return ((await found.catch(() => null)) as Record<string, unknown> | null) ?? null
}

async function writeSource(
  payload: Payload,
  name: string,
  documentId: string,
  locale: TargetLocale,
  data: Record<string, unknown>,
): Promise<void> {
  const common = {
    locale,
    data: data as never,
    context: { ...MACHINE_CONTEXT },
    overrideAccess: true,
    depth: 0,
  }
  if (name.startsWith(GLOBAL_PREFIX))
    await payload.updateGlobal({ slug: name.slice(GLOBAL_PREFIX.length) as GlobalSlug, ...common })
  else await payload.update({ collection: name as CollectionSlug, id: documentId, ...common })
}

/** Queues the job that translates a document's waiting fields in one language. */
export async function queueTranslation(
  payload: Payload,
  key: Key,
  {
    priority = TRANSLATION_PRIORITY,
    waitUntil,
    req,
    runNow,
  }: { priority?: number; waitUntil?: Date; req?: PayloadRequest; runNow?: boolean } = {},
): Promise<void> {
  await queueJob(
    payload,
    { task: 'translateField', input: key, queue: 'translation', priority, waitUntil },
    { req, runNow },
  )
}

const isPublished = (doc: Record<string, unknown>) =>
  !('_status' in doc) || doc._status === 'published'

const titleOf = (doc: Record<string, unknown>, fallback: string): string =>
  [doc.title, doc.name, doc.label].find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  ) ?? fallback

type Change = {
  payload: Payload
  /** The language of the save (French: the source changed). */
  locale: unknown
  name: string
  documentId: string
  documentTitle: string
  doc: Record<string, unknown>
  previousDoc: Record<string, unknown> | undefined
  /** The save's request (its transaction), when there is one. */
  req?: PayloadRequest
  context: RequestContext
  translatable: TranslatableField[]
}

/**
 * The plan for one French field in one language, given its row: nothing (already translated from
 * this French), the person's translation kept (flagged « à revoir » when its French changed), or
 * queued for the machine.
 */
async function planField(
  change: Change,
  field: TranslatableField,
  target: TargetLocale,
  targetDoc: () => Promise<Record<string, unknown> | null>,
  changed: boolean,
): Promise<void> {
  const { payload, req, name, documentId, documentTitle } = change
  const value = valueAt(change.doc, field.path)
  const sourceHash = valueHash(value)
  const key = { collection: name, documentId, field: field.path, locale: target }
  const row = await findRow(payload, key, req)
  if (row?.sourceHash === sourceHash) return
  // A translation the pipeline did not write (seeded, or typed before it existed) is a person's:
  // kept, and flagged for review when its French changed.
  if (!row && hasWords(valueAt(await targetDoc(), field.path))) {
    await saveRow(
      payload,
      key,
      row,
      changed
        ? { status: 'review', documentTitle }
        : { status: 'human', sourceHash, documentTitle },
      req,
    )
    return
  }
  if (row?.status === 'human' || row?.status === 'review') {
    // A person's translation stays theirs while its French is unchanged (a save that changed other
    // fields); it is flagged « à revoir » when its own French changed.
    if (row.status === 'human' && !changed)
      await saveRow(payload, key, row, { sourceHash, documentTitle }, req)
    else await saveRow(payload, key, row, { status: 'review', documentTitle }, req)
    return
  }
  await saveRow(
    payload,
    key,
    row,
    { status: 'queued', sourceHash, documentTitle, lastError: null },
    req,
  )
  await queueTranslation(payload, key, {
    priority: row?.priority ?? TRANSLATION_PRIORITY,
    req,
  })
}

/**
 * After a French save that is published: every translated field whose French text differs from the
 * one last translated is queued once per language (spec priority 5); a field an editor translated
 * is flagged « à revoir » instead of being replaced. After a save in another language (not by the
 * pipeline): a field whose text differs from what the machine wrote becomes the editor's own.
 */
async function recordChange(change: Change): Promise<void> {
  const { payload, req, context, doc, previousDoc, translatable, name, documentId, documentTitle } =
    change
  if (context.machineTranslation || context.isSeeding || !translatable.length) return
  const locale = change.locale
  if (!isLocale(locale)) return
  if (locale === 'fr') {
    if (!isPublished(doc)) return
    const targetDocs = new Map<TargetLocale, Promise<Record<string, unknown> | null>>()
    for (const field of translatable) {
      const value = valueAt(doc, field.path)
      if (!hasWords(value)) continue
      const changed = valueHash(valueAt(previousDoc, field.path)) !== valueHash(value)
      for (const target of targets) {
        const targetDoc = () => {
          if (!targetDocs.has(target))
            targetDocs.set(target, readSource(payload, name, documentId, target, req))
          return targetDocs.get(target) as Promise<Record<string, unknown> | null>
        }
        await planField(change, field, target, targetDoc, changed)
      }
    }
    return
  }
  // An editor wrote in another language.
  const target = locale as TargetLocale
  for (const field of translatable) {
    const value = valueAt(doc, field.path)
    const key = { collection: name, documentId, field: field.path, locale: target }
    const row = await findRow(payload, key, req)
    if (row?.status === 'human') continue
    const written = hasWords(value) ? valueHash(value) : null
    if (!written || written === row?.targetHash) continue
    await saveRow(payload, key, row, { status: 'human', targetHash: written, documentTitle }, req)
  }
}

const TRANSLATED = Symbol.for('sylva.translated')
/** Whether a hook is the pipeline's (so the collection or global it sits on is translated). */
export const isTranslated = (hook: unknown): boolean =>
  typeof hook === 'function' && TRANSLATED in hook

/** The collection hook: see `recordChange`. Its fields are read from the collection's configuration. */
export function translationHooks(): CollectionAfterChangeHook {
  let translatable: TranslatableField[] | undefined
  const hook: CollectionAfterChangeHook = async ({
    collection,
    doc,
    previousDoc,
    req,
    context,
  }) => {
    translatable ??= translatableFields(collection.fields)
    const documentId = String(doc.id)
    await recordChange({
      payload: req.payload,
      locale: req.locale,
      name: collection.slug,
      documentId,
      documentTitle: titleOf(doc, documentId),
      doc,
      previousDoc,
      req,
      context,
      translatable,
    })
    return doc
  }
  return Object.assign(hook, { [TRANSLATED]: true })
}

/** A deleted document's rows go with it (its queued jobs then end quietly). */
export function translationCleanup(): CollectionAfterDeleteHook {
  return async ({ collection, id, req }) => {
    await req.payload.delete({
      collection: 'translations',
      where: {
        and: [{ collection: { equals: collection.slug } }, { documentId: { equals: String(id) } }],
      },
      overrideAccess: true,
      req,
    })
  }
}

/** The global hook: see `recordChange`; the rows name it `global:<slug>`. */
export function globalTranslationHooks(title: string): GlobalAfterChangeHook {
  let translatable: TranslatableField[] | undefined
  const hook: GlobalAfterChangeHook = async ({ global, doc, previousDoc, req, context }) => {
    translatable ??= translatableFields(global.fields)
    await recordChange({
      payload: req.payload,
      locale: req.locale,
      name: `${GLOBAL_PREFIX}${global.slug}`,
      documentId: global.slug,
      documentTitle: title,
      doc,
      previousDoc,
      req,
      context,
      translatable,
    })
    return doc
  }
  return Object.assign(hook, { [TRANSLATED]: true })
}

/**
 * Every published document of the given collections and globals checked as if its French had just
 * been saved (« Recenser » in the admin): fields without a row get one — a translation already there
 * is a person's, a missing one is queued. How many rows it created or queued.
 */
export async function inventory(
  payload: Payload,
  sources: {
    collections: readonly CollectionSlug[]
    globals: readonly { slug: GlobalSlug; title: string }[]
  },
): Promise<number> {
  const before = await payload.count({ collection: 'translations', overrideAccess: true })
  const check = async (
    name: string,
    documentId: string,
    documentTitle: string,
    doc: Record<string, unknown>,
  ) => {
    const translatable = sourceFields(payload, name) ?? []
    await recordChange({
      payload,
      locale: 'fr',
      name,
      documentId,
      documentTitle,
      doc,
      previousDoc: doc,
      context: {},
      translatable,
    })
  }
  for (const collection of sources.collections) {
    for (let page = 1, more = true; more; page++) {
      const result = await payload.find({
        collection,
        locale: 'fr',
        fallbackLocale: false,
        depth: 0,
        draft: false,
        limit: 50,
        page,
        overrideAccess: true,
        // The whole document: a premium one read without a viewer would come cut to its teaser.
        context: { ...FULL_CONTENT_CONTEXT },
        where: payload.collections[collection].config.versions?.drafts
          ? { _status: { equals: 'published' } }
          : undefined,
      })
      for (const doc of result.docs as unknown as Record<string, unknown>[])
        await check(collection, String(doc.id), titleOf(doc, String(doc.id)), doc)
      more = result.hasNextPage
    }
  }
  for (const global of sources.globals) {
    const name = `${GLOBAL_PREFIX}${global.slug}`
    const doc = await readSource(payload, name, global.slug, 'fr')
    if (doc) await check(name, global.slug, global.title, doc)
  }
  const after = await payload.count({ collection: 'translations', overrideAccess: true })
  return after.totalDocs - before.totalDocs
}

type JobInput = { collection: string; documentId: string; field: string; locale: string }

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
async function translateValue(
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
async function keptWords(payload: Payload, doc: unknown): Promise<string[]> {
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
