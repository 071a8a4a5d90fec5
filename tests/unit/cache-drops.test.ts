/**
 * The cache handler's store (src/lib/platform/cache/shared-cache-handler.mjs): a dropped tag deletes
 * every entry carrying it, whatever the clocks say, and the store keeps to its bound in bytes by
 * dropping the least recently used entries.
 */
import { randomBytes } from 'node:crypto'

import { afterEach, describe, expect, it, vi } from 'vitest'

import SharedCacheHandler, { MAX_CACHE_BYTES } from '@/lib/platform/cache/shared-cache-handler.mjs'
import { DROP_CACHE_TAGS, storedPages } from '@/lib/platform/runtime/edge-contract.mjs'
import { currentRequest, runWithRequestId } from '@/lib/platform/runtime/request-context.mjs'

type Stored = { value: { data?: { body: string } }; lastModified: number } | null
type Context = { tags?: string[]; softTags?: string[] }

/** A new handler, as Next makes one per request: they all share the process's store. */
const handler = () => new SharedCacheHandler({})
const unique = (name: string) => `${name}-${randomBytes(6).toString('hex')}`

/** A cached read as `unstable_cache` stores it, under `key` and tagged `tag`. */
async function store(key: string, tag: string, body: string, ctx: Context = { tags: [tag] }) {
  const entry = {
    kind: 'FETCH',
    data: { headers: {}, body, status: 200, url: '' },
    revalidate: 300,
  }
  await handler().set(key, entry, { fetchCache: true, ...ctx })
}

const read = (key: string, ctx: Context = {}) =>
  handler().get(key, { kind: 'FETCH', ...ctx }) as Promise<Stored>

afterEach(() => {
  vi.restoreAllMocks()
  storedPages().drop = () => {}
})

describe('dropping a tag', () => {
  it('deletes its entries at once, whatever the clocks do, and keeps what is stored afterwards', async () => {
    const tag = unique('plans')
    const key = `read-${tag}`
    await store(key, tag, '{"yearly":8400}')
    const stored = await read(key)
    expect(stored?.value.data?.body).toBe('{"yearly":8400}')
    expect(Math.abs(stored!.lastModified - Date.now())).toBeLessThan(1_000)

    // The wall clock stepped an hour back, then the monotonic one a minute ahead of it.
    vi.spyOn(Date, 'now').mockReturnValue(stored!.lastModified - 3_600_000)
    vi.spyOn(performance, 'now').mockReturnValue(performance.now() + 60_000)
    const pageDrops: unknown[] = []
    storedPages().drop = (tags) => pageDrops.push(tags)
    await handler().revalidateTag([tag], { expire: 0 })
    expect(await read(key)).toBeNull()
    // The rendered pages that read the tag go too, and only those.
    expect(pageDrops).toEqual([[tag]])

    await store(key, tag, '{"yearly":9600}')
    expect((await read(key))?.value.data?.body).toBe('{"yearly":9600}')
  })

  it('notes the tags a render reads with in its request, for the pages it renders', async () => {
    const tag = unique('articles')
    await store(`read-${tag}`, tag, '{"title":"Les chemins de la Margeride"}')
    const context = await runWithRequestId('render', async () => {
      await read(`read-${tag}`, { tags: [tag, 'categories'], softTags: ['_N_T_/fr/articles'] })
      await read('never-stored', { tags: ['videos'] })
      return currentRequest()
    })
    expect([...(context?.tags ?? [])]).toEqual([tag, 'categories', 'videos'])
  })

  it('leaves the entries of other tags alone', async () => {
    const kept = unique('articles')
    await store(`read-${kept}`, kept, '{"title":"Châtaigneraies cévenoles"}')
    await handler().revalidateTag(unique('pages'), { expire: 0 })
    expect(await read(`read-${kept}`)).not.toBeNull()
  })

  it('is immediate even when the drop asks for a later expiry', async () => {
    const tag = unique('videos')
    await store(`read-${tag}`, tag, '{"count":12}')
    await handler().revalidateTag([tag], { expire: 3600 })
    expect(await read(`read-${tag}`)).toBeNull()
  })

  it('counts soft tags, whether given when the entry is stored or when it is read', async () => {
    const [tag, storedWith, readWith] = [unique('pages'), unique('_N_T_/a'), unique('_N_T_/b')]
    await store(`a-${tag}`, tag, '{}', { tags: [tag], softTags: [storedWith] })
    await store(`b-${tag}`, tag, '{}')
    expect(await read(`b-${tag}`, { tags: [tag], softTags: [readWith] })).not.toBeNull()

    await handler().revalidateTag([storedWith, readWith])
    expect(await read(`a-${tag}`)).toBeNull()
    expect(await read(`b-${tag}`)).toBeNull()
  })

  it("counts a value's own tags and a page's tags header", async () => {
    const [own, header] = [unique('tips'), unique('legal')]
    const cache = handler()
    await cache.set(`fetch-${own}`, { kind: 'FETCH', data: {}, revalidate: 300, tags: [own] }, {})
    const page = {
      kind: 'APP_PAGE',
      html: '<p>Mentions</p>',
      headers: { 'x-next-cache-tags': `x,${header}` },
    }
    await cache.set(`page-${header}`, page, { cacheControl: { revalidate: 300 } })
    expect(await cache.get(`page-${header}`, { kind: 'APP_PAGE' })).toMatchObject({
      value: page,
      cacheControl: { revalidate: 300 },
    })

    await cache.revalidateTag([own, header])
    expect(await cache.get(`fetch-${own}`, { kind: 'FETCH' })).toBeNull()
    expect(await cache.get(`page-${header}`, { kind: 'APP_PAGE' })).toBeNull()
  })
})

describe('a second copy of the handler in the process', () => {
  it('shares the store, so a background drop reaches what the pages cached', async () => {
    const tag = unique('articles')
    await store(`doc-${tag}`, tag, '{"excerpt":"ademen het bos"}')
    // Next loads the handler by its path and also bundles a copy into the proxy's bundle: a fresh
    // module instance, which registers its own background drop on globalThis.
    vi.resetModules()
    const copy = await import('@/lib/platform/cache/shared-cache-handler.mjs')
    expect(copy.default).not.toBe(SharedCacheHandler)
    expect(await new copy.default({}).get(`doc-${tag}`, { kind: 'FETCH' })).not.toBeNull()

    const drop = (globalThis as Record<symbol, unknown>)[DROP_CACHE_TAGS] as (
      tags: string[],
      durations: { expire?: number },
    ) => Promise<void>
    await drop([tag], { expire: 0 })
    expect(await read(`doc-${tag}`)).toBeNull()
  })
})

describe('the bound in bytes', () => {
  it('drops the least recently used entries once the store holds more', async () => {
    const tag = unique('library')
    const twoFifths = 'x'.repeat(Math.floor(MAX_CACHE_BYTES * 0.4))
    await store(`first-${tag}`, tag, twoFifths)
    await store(`second-${tag}`, tag, twoFifths)
    // The first is read again: the second is now the least recently used.
    expect(await read(`first-${tag}`)).not.toBeNull()
    await store(`third-${tag}`, tag, twoFifths)

    expect(await read(`second-${tag}`)).toBeNull()
    expect(await read(`first-${tag}`)).not.toBeNull()
    expect(await read(`third-${tag}`)).not.toBeNull()
    // An entry larger than the whole store is not kept.
    await store(`huge-${tag}`, tag, 'x'.repeat(MAX_CACHE_BYTES + 1))
    expect(await read(`huge-${tag}`)).toBeNull()
    await handler().revalidateTag(tag)
  })
})
