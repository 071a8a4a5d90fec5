import Redis from 'ioredis'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { claimOnce, consume, resetLimit, usedAttempts } from '@/lib/platform/rate-limit'
import { createRedisClient, memoryStore, redisStore } from '@/lib/platform/rate-limit/store'
import { getLogger } from '@/lib/platform/runtime/logger.mjs'

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

/** A Redis that refuses at once: nothing listens on port 1, and nothing waits for a connection. */
function unreachableRedis(): Redis {
  const client = new Redis('redis://127.0.0.1:1', {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  })
  client.on('error', () => {})
  return client
}

describe('consume (fixed window per key)', () => {
  it('allows the limit, refuses the next one and says when to come back', async () => {
    const store = memoryStore()
    const rule = { limit: 3, windowMs: 60_000 }
    const results = []
    for (let i = 0; i < 4; i++) results.push(await consume('login:1.2.3.4', rule, store))
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false])
    expect(results.map((r) => r.remaining)).toEqual([2, 1, 0, 0])
    expect(results[3]!.retryAfterMs).toBeGreaterThan(59_000)
    expect((await consume('login:5.6.7.8', rule, store)).allowed).toBe(true)
  })

  it('opens a new window once the old one has passed', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-22T10:00:00Z') })
    const store = memoryStore()
    const rule = { limit: 1, windowMs: 60_000 }
    expect((await consume('k', rule, store)).allowed).toBe(true)
    expect((await consume('k', rule, store)).allowed).toBe(false)
    vi.advanceTimersByTime(60_001)
    expect((await consume('k', rule, store)).allowed).toBe(true)
  })

  it('counts without consuming (peek) and forgets on reset', async () => {
    const store = memoryStore()
    const rule = { limit: 5, windowMs: 60_000 }
    await consume('failures:a@example.org', rule, store)
    await consume('failures:a@example.org', rule, store)
    expect(await usedAttempts('failures:a@example.org', store)).toBe(2)
    expect(await usedAttempts('failures:a@example.org', store)).toBe(2)
    await resetLimit('failures:a@example.org', store)
    expect(await usedAttempts('failures:a@example.org', store)).toBe(0)
  })

  it('keeps counting in this process when Redis is down (and says so in the log)', async () => {
    const log = vi.spyOn(getLogger(), 'error').mockImplementation(() => {})
    const client = unreachableRedis()
    const store = redisStore(client)
    const rule = { limit: 2, windowMs: 60_000 }
    const key = `login:down-${Date.now()}`
    try {
      // Neither a lockout nor a free pass: the limit still holds, counted by this instance.
      const answers = []
      for (let i = 0; i < 3; i++) answers.push((await consume(key, rule, store)).allowed)
      expect(answers).toEqual([true, true, false])
      expect(await usedAttempts(key, store)).toBe(3)
      // A one-time token is still spent once (on this instance).
      expect(await claimOnce(`altcha:${key}`, 60_000, store)).toBe(true)
      expect(await claimOnce(`altcha:${key}`, 60_000, store)).toBe(false)
      await resetLimit(key, store)
      expect(await usedAttempts(key, store)).toBe(0)
      expect(log).toHaveBeenCalledWith(expect.stringContaining('Rate limit store unavailable'))
    } finally {
      client.disconnect()
    }
  })
})

describe('the store’s health (readiness)', () => {
  it('in memory it is always up; an unreachable Redis is down within the wait, with the reason', async () => {
    expect(await memoryStore().health()).toMatchObject({ status: 'up', kind: 'memory' })
    vi.spyOn(getLogger(), 'error').mockImplementation(() => {})
    // Nothing listens on port 1: connections are refused at once.
    const client = createRedisClient('redis://127.0.0.1:1')
    try {
      const health = await redisStore(client).health()
      expect(health).toMatchObject({ status: 'down', kind: 'redis' })
    } finally {
      client.disconnect()
    }
  })
})

describe('claimOnce (one-time tokens)', () => {
  it('is true once per key within its lifetime, then again after it', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-22T10:00:00Z') })
    const store = memoryStore()
    expect(await claimOnce('altcha:sig', 1000, store)).toBe(true)
    expect(await claimOnce('altcha:sig', 1000, store)).toBe(false)
    expect(await claimOnce('altcha:other', 1000, store)).toBe(true)
    vi.advanceTimersByTime(1001)
    expect(await claimOnce('altcha:sig', 1000, store)).toBe(true)
  })

  it('counts a lifetime shorter than a second as a whole second, never as forever', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-22T10:00:00Z') })
    const store = memoryStore()
    expect(await claimOnce('altcha:short', 1, store)).toBe(true)
    expect(await claimOnce('altcha:short', 1, store)).toBe(false)
    vi.advanceTimersByTime(1001)
    expect(await claimOnce('altcha:short', 1, store)).toBe(true)
  })
})

describe('the store in memory is bounded', () => {
  it('forgets the oldest windows past its maximum number of keys, keeps the newest', async () => {
    const store = memoryStore(100)
    const rule = { limit: 5, windowMs: 60_000 }
    for (let i = 0; i < 1000; i++) await consume(`k${i}`, rule, store)
    expect(await usedAttempts('k999', store)).toBe(1)
    expect(await usedAttempts('k900', store)).toBe(1)
    expect(await usedAttempts('k899', store)).toBe(0)
    expect(await usedAttempts('k0', store)).toBe(0)
  })
})
