/**
 * The Payload hooks that tie collections and globals to the pipeline (docs/translation.md): record
 * each save's change, delete a deleted document's rows, and mark what is translated.
 */
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
} from 'payload'

import { translatableFields, type TranslatableField } from './fields'
import { recordChange } from './plan'
import { GLOBAL_PREFIX, titleOf } from './source'

const TRANSLATED = Symbol('translated')
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
