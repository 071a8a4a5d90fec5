/**
 * Cache invalidation between instances (src/lib/platform/cache/shared-cache-handler.mjs) against a real Redis
 * server: a tag dropped on one instance is dropped on the others, which run in processes of their own
 * (the handler's store is per process, so two handlers in one process would prove nothing).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import net from 'node:net'
import path from 'node:path'

import { afterAll, afterEach, describe, expect, it } from 'vitest'

import SharedCacheHandler, {
  stopSharing,
  whenListening,
} from '@/lib/platform/cache/shared-cache-handler.mjs'
import {
  CACHE_LISTENING,
  DROP_CACHE_TAGS,
  processWide,
  storedPages,
} from '@/lib/platform/runtime/edge-contract.mjs'

const url = process.env.TEST_REDIS_URL
if (!url) throw new Error('TEST_REDIS_URL is not set, yet the Redis project runs')

const instanceScript = path.resolve(__dirname, 'support/cache-instance.mjs')
const running: ChildProcess[] = []

/** Starts another instance caching one read tagged `tag`; resolves with its latest reports. */
async function otherInstance(tag: string, env: Record<string, string | undefined>) {
  const child = spawn(process.execPath, [instanceScript, tag], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  running.push(child)
  const lines: string[] = []
  let errors = ''
  child.stdout!.on('data', (chunk: Buffer) => lines.push(...chunk.toString().trim().split('\n')))
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()))
  await expect.poll(() => lines.includes('ready') || errors, { timeout: 15_000 }).toBe(true)
  return { last: () => lines.at(-1), lines }
}

const thisInstance = () => new SharedCacheHandler({})

afterEach(() => {
  for (const child of running.splice(0)) child.kill()
})

afterAll(async () => {
  await stopSharing()
  delete process.env.REDIS_URL
})

describe('the shared cache handler', () => {
  it('drops a tag on the other instances when staff change something here', async () => {
    process.env.REDIS_URL = url
    const tag = `plans-${randomBytes(6).toString('hex')}`
    const other = await otherInstance(tag, { REDIS_URL: url })
    await expect.poll(other.last).toMatch(/^hit index=1 /)

    // An unrelated tag leaves the other instance's read alone (its search index is rebuilt on any
    // change: it is cheap, and a library change may touch it).
    await thisInstance().revalidateTag([`articles-${tag}`], { expire: 0 })
    await expect.poll(other.last, { timeout: 5_000 }).toMatch(/^hit index=0 /)

    await thisInstance().revalidateTag([tag], { expire: 0 })
    await expect.poll(other.last, { timeout: 5_000 }).toMatch(/^miss index=0 /)
    // Each change here also emptied the other instance's rendered pages (one per message).
    expect(Number(/pages=(\d+)/.exec(other.last() ?? '')?.[1])).toBeGreaterThanOrEqual(2)
  })

  it('trusts its rendered pages only while it hears the others, and starts them empty when back', async () => {
    // Redis behind a connection this test can cut, as a network failure would.
    const sockets = new Set<net.Socket>()
    let open = true
    const target = new URL(url)
    const proxy = net.createServer((client) => {
      if (!open) return client.destroy()
      const upstream = net.connect(Number(target.port || 6379), target.hostname)
      for (const socket of [client, upstream]) {
        sockets.add(socket)
        socket.on('close', () => sockets.delete(socket))
        socket.on('error', () => socket.destroy())
      }
      client.pipe(upstream).pipe(client)
    })
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
    const proxied = `redis://127.0.0.1:${(proxy.address() as net.AddressInfo).port}`
    let clears = 0
    const holder = globalThis as Record<symbol, unknown>
    storedPages().drop = () => (clears += 1)
    const listening = holder[CACHE_LISTENING] as () => boolean
    try {
      await stopSharing()
      process.env.REDIS_URL = proxied
      thisInstance()
      await whenListening()
      expect(listening()).toBe(true)
      const before = clears

      open = false
      for (const socket of sockets) socket.destroy()
      await expect.poll(listening, { timeout: 5_000 }).toBe(false)

      open = true
      await expect.poll(listening, { timeout: 15_000 }).toBe(true)
      // Messages sent while it was away are lost: what it kept is dropped.
      expect(clears).toBeGreaterThan(before)
    } finally {
      await stopSharing()
      storedPages().drop = () => {}
      proxy.close()
      for (const socket of sockets) socket.destroy()
      delete process.env.REDIS_URL
    }
  })

  it('drops a tag everywhere when the write happened outside a request (a background job)', async () => {
    process.env.REDIS_URL = url
    const tag = `translations-${randomBytes(6).toString('hex')}`
    const other = await otherInstance(tag, { REDIS_URL: url })
    await expect.poll(other.last).toMatch(/^hit index=1 /)
    // What src/lib/platform/cache/revalidate.ts calls when no request is in progress.
    const drop = (globalThis as Record<symbol, unknown>)[DROP_CACHE_TAGS] as (
      tags: string[],
      durations: { expire?: number },
    ) => Promise<void>
    expect(typeof drop).toBe('function')
    await drop([tag], { expire: 0 })
    await expect.poll(other.last, { timeout: 5_000 }).toMatch(/^miss index=0 /)
  })

  it('without REDIS_URL, opens no connection and publishes nothing (one instance needs nothing more)', async () => {
    await stopSharing()
    delete process.env.REDIS_URL
    const tag = `plans-${randomBytes(6).toString('hex')}`
    const other = await otherInstance(tag, { REDIS_URL: url })
    await thisInstance().revalidateTag([tag], { expire: 0 })
    expect(processWide('cacheSharing', () => ({ current: null })).current).toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(other.last()).toMatch(/^hit index=1 /)
  })
})
