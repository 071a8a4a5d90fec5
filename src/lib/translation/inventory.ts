/**
 * The census's work (`translationInventoryTask` in ./admin.ts): published content checked as if
 * its French had just been saved, so content older than the pipeline gets its rows.
 */
import type { CollectionSlug, GlobalSlug, Payload } from 'payload'

import { FULL_CONTENT_CONTEXT } from '@/lib/entitlements'

import { recordChange } from './plan'
import { GLOBAL_PREFIX, readSource, sourceFields, titleOf } from './source'

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
