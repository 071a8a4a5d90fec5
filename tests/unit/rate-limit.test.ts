import { afterEach, describe, expect, it, vi } from 'vitest'

import { claimOnce, consume, resetLimit, usedAttempts } from '@/lib/platform/rate-limit'
import {
  createRedisClient,
  MemoryStore,
  RedisStore,
  type ExpiringStore,
} from '@/lib/platform/rate-limit/store'

afterEach(() => {
  vi.useRealTimers()
})

describe('consume (fixed window per key)', () => {
  it('allows the limit, refuses the next one and says when to come back', async () => {
    const store = new MemoryStore()
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
    const store = new MemoryStore()
    const rule = { limit: 1, windowMs: 60_000 }
    expect((await consume('k', rule, store)).allowed).toBe(true)
    expect((await consume('k', rule, store)).allowed).toBe(false)
    vi.advanceTimersByTime(60_001)
    expect((await consume('k', rule, store)).allowed).toBe(true)
  })

  it('counts without consuming (peek) and forgets on reset', async () => {
    const store = new MemoryStore()
    const rule = { limit: 5, windowMs: 60_000 }
    await consume('failures:a@example.org', rule, store)
    await consume('failures:a@example.org', rule, store)
    expect(await usedAttempts('failures:a@example.org', store)).toBe(2)
    expect(await usedAttempts('failures:a@example.org', store)).toBe(2)
    await resetLimit('failures:a@example.org', store)
    expect(await usedAttempts('failures:a@example.org', store)).toBe(0)
  })

  it('keeps counting in this process when the shared store is down (and says so in the log)', async () => {
    const broken: ExpiringStore = {
      increment: () => Promise.reject(new Error('ECONNREFUSED')),
      claim: () => Promise.reject(new Error('ECONNREFUSED')),
      reset: () => Promise.reject(new Error('ECONNREFUSED')),
      peek: () => Promise.reject(new Error('ECONNREFUSED')),
      health: async () => ({ status: 'down', kind: 'redis', error: 'ECONNREFUSED' }),
    }
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const rule = { limit: 2, windowMs: 60_000 }
    const key = `login:down-${Date.now()}`
    // Neither a lockout nor a free pass: the limit still holds, counted by this instance.
    const answers = []
    for (let i = 0; i < 3; i++) answers.push((await consume(key, rule, broken)).allowed)
    expect(answers).toEqual([true, true, false])
    expect(await usedAttempts(key, broken)).toBe(3)
    // A one-time token is still spent once (on this instance).
    expect(await claimOnce(`altcha:${key}`, 60_000, broken)).toBe(true)
    expect(await claimOnce(`altcha:${key}`, 60_000, broken)).toBe(false)
    await resetLimit(key, broken)
    expect(await usedAttempts(key, broken)).toBe(0)
    expect(log).toHaveBeenCalled()
    log.mockRestore()
  })
})

describe('the store’s health (readiness)', () => {
  it('in memory it is always up; an unreachable Redis is down within the wait, with the reason', async () => {
    expect(await new MemoryStore().health()).toMatchObject({ status: 'up', kind: 'memory' })
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    // Nothing listens on port 1: connections are refused at once.
    const client = createRedisClient('redis://127.0.0.1:1')
    try {
      const health = await new RedisStore(client).health()
      expect(health).toMatchObject({ status: 'down', kind: 'redis' })
    } finally {
      client.disconnect()
      log.mockRestore()
    }
  })
})

describe('claimOnce (one-time tokens)', () => {
  it('is true once per key within its lifetime, then again after it', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-22T10:00:00Z') })
    const store = new MemoryStore()
    expect(await claimOnce('altcha:sig', 1000, store)).toBe(true)
    expect(await claimOnce('altcha:sig', 1000, store)).toBe(false)
    expect(await claimOnce('altcha:other', 1000, store)).toBe(true)
    vi.advanceTimersByTime(1001)
    expect(await claimOnce('altcha:sig', 1000, store)).toBe(true)
  })
})

describe('MemoryStore bounds', () => {
  it('never holds more than its maximum number of keys', async () => {
    const store = new MemoryStore(100)
    for (let i = 0; i < 1000; i++) await store.increment(`k${i}`, 60_000)
    const entries = (store as unknown as { entries: Map<string, unknown> }).entries
    expect(entries.size).toBeLessThanOrEqual(100)
    expect(await store.peek('k999')).toBe(1)
  })
})
