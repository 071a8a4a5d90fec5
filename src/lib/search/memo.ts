/**
 * The search index kept in this process, per language: titles and excerpts already normalised, so
 * that a query only compares strings. A library write in this process clears it at once (collection
 * hook); other instances clear theirs when the write's cache invalidation reaches them through Redis
 * (src/lib/platform/cache/shared-cache-handler.mjs, which finds the index by its key in platform/runtime/edge-contract.mjs), and rebuild it after
 * `SEARCH_INDEX_TTL_MS` in any case. Pure: no server imports.
 */
import { SEARCH_INDEX_KEY } from '@/lib/platform/runtime/edge-contract.mjs'

export const SEARCH_INDEX_TTL_MS = 30_000

export type MemoEntry<T> = { builtAt: number; items: T[] }

export function searchMemo<T>(): Map<string, MemoEntry<T>> {
  const holder = globalThis as typeof globalThis & {
    [SEARCH_INDEX_KEY]?: Map<string, MemoEntry<unknown>>
  }
  holder[SEARCH_INDEX_KEY] ??= new Map()
  return holder[SEARCH_INDEX_KEY] as Map<string, MemoEntry<T>>
}

export function clearSearchMemo(): void {
  searchMemo().clear()
}
