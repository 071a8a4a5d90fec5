/**
 * The search index kept in this process, per language: titles and excerpts already normalised, so
 * that a query only compares strings. A library write in this process clears it at once (collection
 * hook); other instances clear theirs when the write's cache invalidation reaches them through Redis
 * (src/lib/cache/shared-cache-handler.mjs, which finds the index by its symbol), and rebuild it after
 * `SEARCH_INDEX_TTL_MS` in any case. Pure: no server imports.
 */
export const SEARCH_INDEX_TTL_MS = 30_000

export type MemoEntry<T> = { builtAt: number; items: T[] }

const MEMO = Symbol.for('sylva.searchIndex')

export function searchMemo<T>(): Map<string, MemoEntry<T>> {
  const holder = globalThis as typeof globalThis & { [MEMO]?: Map<string, MemoEntry<unknown>> }
  holder[MEMO] ??= new Map()
  return holder[MEMO] as Map<string, MemoEntry<T>>
}

export function clearSearchMemo(): void {
  searchMemo().clear()
}
