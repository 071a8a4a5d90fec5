import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
} from 'payload'

import { revalidateCache } from './revalidate'
import { documentTag, type CacheTag } from './tags'

type Written = { id?: number | string; slug?: unknown } | null | undefined

/** The collection's tag (its lists) and the written document's own, under its old slug too. */
function tagsOfWrite(tag: CacheTag, doc: Written, previousDoc?: Written): string[] {
  const tags = new Set<string>([tag])
  for (const version of [doc, previousDoc]) {
    if (version?.id !== undefined) tags.add(documentTag(tag, { id: version.id }))
    if (typeof version?.slug === 'string') tags.add(documentTag(tag, { slug: version.slug }))
  }
  return [...tags]
}

/**
 * Collection hooks that drop the cached reads of a tag when a document is written or deleted: its
 * lists and that document's own reads, not the other documents'.
 */
export function revalidateCollectionTag(tag: CacheTag): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  return {
    afterChange: [
      ({ doc, previousDoc }) => {
        for (const dropped of tagsOfWrite(tag, doc, previousDoc)) revalidateCache(dropped)
        return doc
      },
    ],
    afterDelete: [
      ({ doc }) => {
        for (const dropped of tagsOfWrite(tag, doc)) revalidateCache(dropped)
        return doc
      },
    ],
  }
}

export function revalidateGlobalTag(tag: CacheTag): GlobalAfterChangeHook {
  return ({ doc }) => {
    revalidateCache(tag)
    return doc
  }
}
