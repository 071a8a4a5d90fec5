/**
 * The search index kept in this process, per language: titles and excerpts already normalised, so
 * that a query only compares strings. A library write in this process clears it at once (collection
 * hook); other instances clear theirs when the write's cache invalidation reaches them through Redis
 * (src/lib/platform/cache/shared-cache-handler.mjs, which finds the index as `processWide('searchIndex')`), and rebuild it after
 * `SEARCH_INDEX_TTL_MS` in any case. Pure: no server imports.
 */
import { processWide } from '@/lib/platform/runtime/edge-contract.mjs'

export const SEARCH_INDEX_TTL_MS = 30_000

export type MemoEntry<T> = { builtAt: number; items: T[] }

export function searchMemo<T>(): Map<string, MemoEntry<T>> {
  return processWide('searchIndex', () => new Map<string, MemoEntry<unknown>>()) as Map<
    string,
    MemoEntry<T>
  >
}

export function clearSearchMemo(): void {
  searchMemo().clear()
}
