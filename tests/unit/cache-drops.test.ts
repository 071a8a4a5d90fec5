/**
 * A dropped tag takes effect on the very next read (src/lib/platform/cache/shared-cache-handler.mjs,
 * `droppedSinceStored`), in two cases Next's own bookkeeping misses:
 * - after the system clock was stepped forward. Next compares the drop's wall-clock stamp with a
 *   monotonic clock: once the wall clock runs ahead of it (a resumed virtual machine, an NTP step), a
 *   drop only marks the entry stale and the next read still gets the old value. Here the wall clock
 *   (`Date.now`) is moved a minute ahead while the monotonic one (`performance.now`) is not;
 * - after a restart, for a read the previous run stored (on disk) before a drop this run never heard of.
 */
import { randomBytes } from 'node:crypto'

import { afterEach, describe, expect, it, vi } from 'vitest'

import SharedCacheHandler from '@/lib/platform/cache/shared-cache-handler.mjs'

const realNow = Date.now.bind(Date)

/** The handler's methods this test uses (Next's file-system cache underneath is loosely typed). */
interface Cache {
  set(key: string, data: unknown, ctx: { fetchCache: boolean; tags: string[] }): Promise<void>
  get(key: string, ctx: { kind: string; tags: string[]; softTags: string[] }): Promise<unknown>
  revalidateTag(tags: string[], durations: { expire?: number }): Promise<void>
}

function handler(): Cache {
  return new SharedCacheHandler({
    flushToDisk: false,
    serverDistDir: process.cwd(),
    revalidatedTags: [],
    maxMemoryCacheSize: 1024 * 1024,
  }) as unknown as Cache
}

/** A cached read as `unstable_cache` stores it, under `key` and tagged `tag`. */
async function store(cache: Cache, key: string, tag: string, body: string) {
  const entry = {
    kind: 'FETCH',
    data: { headers: {}, body, status: 200, url: '' },
    revalidate: 300,
    tags: [tag],
  }
  await cache.set(key, entry, { fetchCache: true, tags: [tag] })
}

const read = (cache: Cache, key: string, tag: string) =>
  cache.get(key, { kind: 'FETCH', tags: [tag], softTags: [] })

/** Steps the wall clock `ms` ahead of where it is now (and of the monotonic clock). */
function stepWallClock(ms: number) {
  vi.spyOn(Date, 'now').mockImplementation(() => realNow() + ms)
}

afterEach(() => {
  vi.restoreAllMocks()
  delete process.env.REDIS_URL
})

describe('dropping a cached read after the clock was stepped forward', () => {
  it('drops it at once, and keeps the next value stored after the drop', async () => {
    const cache = handler()
    const tag = `plans-${randomBytes(6).toString('hex')}`
    const key = `plans-read-${tag}`
    await store(cache, key, tag, '{"yearly":8400}')
    expect(await read(cache, key, tag)).not.toBeNull()

    stepWallClock(60_000)
    await cache.revalidateTag([tag], { expire: 0 })
    expect(await read(cache, key, tag)).toBeNull()

    // The read made afresh is stored a moment later and is served again.
    stepWallClock(60_005)
    await store(cache, key, tag, '{"yearly":9600}')
    const fresh = (await read(cache, key, tag)) as { value: { data: { body: string } } } | null
    expect(fresh?.value.data.body).toBe('{"yearly":9600}')
  })

  it('leaves the entries of other tags alone', async () => {
    const cache = handler()
    const dropped = `pages-${randomBytes(6).toString('hex')}`
    const kept = `articles-${randomBytes(6).toString('hex')}`
    await store(cache, `read-${kept}`, kept, '{"title":"Châtaigneraies cévenoles"}')

    stepWallClock(60_000)
    await cache.revalidateTag([dropped], { expire: 0 })
    expect(await read(cache, `read-${kept}`, kept)).not.toBeNull()
  })

  it('leaves a drop with a later expiry to stale-while-revalidate', async () => {
    const cache = handler()
    const tag = `videos-${randomBytes(6).toString('hex')}`
    const key = `videos-read-${tag}`
    await store(cache, key, tag, '{"count":12}')

    await cache.revalidateTag([tag], { expire: 3600 })
    expect(await read(cache, key, tag)).not.toBeNull()
  })

  it('makes afresh a read stored before the server started (a drop of its last run is unknown)', async () => {
    const cache = handler()
    const tag = `pages-${randomBytes(6).toString('hex')}`
    const key = `pages-read-${tag}`
    // Stored ten minutes ago, as by the previous run of the server, and kept on disk since.
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() - 10 * 60_000)
    await store(cache, key, tag, '{"title":"Mentions légales"}')
    vi.restoreAllMocks()
    expect(await read(cache, key, tag)).toBeNull()

    await store(cache, key, tag, '{"title":"Mentions légales"}')
    expect(await read(cache, key, tag)).not.toBeNull()
  })
})
