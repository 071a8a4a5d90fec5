/**
 * Dropping cached reads outside a request (src/lib/platform/cache/revalidate.ts): at once through the
 * cache handler, and once more when the background work that wrote ends, after its commits.
 */
import { afterEach, beforeEach, expect, it, vi } from 'vitest'

import { dropAgainWhenDone, revalidateCache } from '@/lib/platform/cache/revalidate'
import { DROP_CACHE_TAGS } from '@/lib/platform/runtime/edge-contract.mjs'

const holder = globalThis as Record<symbol, unknown>
let drops: string[][]

beforeEach(() => {
  drops = []
  vi.stubEnv('NEXT_RUNTIME', 'nodejs')
  holder[DROP_CACHE_TAGS] = async (tags: string[]) => {
    drops.push(tags)
  }
})

afterEach(() => {
  vi.unstubAllEnvs()
  delete holder[DROP_CACHE_TAGS]
})

it('drops at once outside a request, and again when the work that wrote ends', async () => {
  revalidateCache('plans')
  expect(drops).toEqual([['plans']])

  drops = []
  let duringWork: string[][] = []
  const result = await dropAgainWhenDone(async () => {
    revalidateCache('articles')
    revalidateCache('articles')
    await new Promise((resolve) => setImmediate(resolve))
    duringWork = [...drops]
    return 'written'
  })
  expect(result).toBe('written')
  expect(duringWork).toEqual([['articles'], ['articles']])
  // Once more, after the work, for each tag it dropped.
  expect(drops).toEqual([['articles'], ['articles'], ['articles']])
})

it('drops again even when the work throws', async () => {
  await expect(
    dropAgainWhenDone(async () => {
      revalidateCache('videos')
      throw new Error('broke off')
    }),
  ).rejects.toThrow('broke off')
  expect(drops).toEqual([['videos'], ['videos']])
})
