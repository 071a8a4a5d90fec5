/**
 * Where each process keeps its search index (src/lib/search/memo.ts). Plain JavaScript so that the cache
 * handler (src/lib/platform/cache/shared-cache-handler.mjs, loaded outside the bundle) can clear it too.
 */
/** @type {unique symbol} */
export const SEARCH_INDEX_KEY = Symbol.for('sylva.searchIndex')
