import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
} from 'payload'

import { revalidateCache } from './revalidate'
import type { CacheTag } from './tags'

/** Collection hooks that drop the cached reads of a tag when a document is written or deleted. */
export function revalidateCollectionTag(tag: CacheTag): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  return {
    afterChange: [
      ({ doc }) => {
        revalidateCache(tag)
        return doc
      },
    ],
    afterDelete: [
      ({ doc }) => {
        revalidateCache(tag)
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
