/**
 * What a save means for each translated field and language (docs/translation.md): queue the
 * machine, keep a person's translation, or flag it « à revoir ». The collection and global hooks
 * and the census share it.
 */
import type { Payload, PayloadRequest, RequestContext } from 'payload'

import { isLocale } from '@/i18n/locales'

import { hasWords, valueAt, valueHash, type TranslatableField } from './fields'
import type { TargetLocale } from './providers/types'
import { queueTranslation } from './queue'
import { findRow, saveRow, targets, TRANSLATION_PRIORITY } from './rows'
import { readSource } from './source'

const isPublished = (doc: Record<string, unknown>) =>
  !('_status' in doc) || doc._status === 'published'

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
export async function recordChange(change: Change): Promise<void> {
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
