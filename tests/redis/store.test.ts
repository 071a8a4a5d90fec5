/**
 * The rate-limit store shared by several app instances (REDIS_URL), against a real Redis server
 * (TEST_REDIS_URL; CI starts one). Two clients stand for two instances of the site.
 */
import { randomBytes } from 'node:crypto'

import Redis from 'ioredis'
import { afterAll, describe, expect, it } from 'vitest'

import { claimOnce, consume, resetLimit, usedAttempts } from '@/lib/platform/rate-limit'
import { createRedisClient, redisStore, type RateLimitStore } from '@/lib/platform/rate-limit/store'

const url = process.env.TEST_REDIS_URL
if (!url) throw new Error('TEST_REDIS_URL is not set, yet the Redis project runs')

const clients = [createRedisClient(url), createRedisClient(url)]
const [one, two] = clients.map((client) => redisStore(client)) as [RateLimitStore, RateLimitStore]
const key = (name: string) => `test:${name}:${randomBytes(6).toString('hex')}`

afterAll(async () => {
  await Promise.all(clients.map((client) => client.quit()))
})

describe('the Redis store', () => {
  it('counts attempts across instances and refuses beyond the limit', async () => {
    const name = key('login')
    const rule = { limit: 3, windowMs: 60_000 }
    const results = []
    for (let i = 0; i < 4; i++) results.push(await consume(name, rule, i % 2 ? one : two))
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false])
    expect(results[3]!.retryAfterMs).toBeGreaterThan(50_000)
    expect(await usedAttempts(name, one)).toBe(4)
  })

  it('counts concurrent attempts exactly (atomic increments)', async () => {
    const name = key('burst')
    const rule = { limit: 10, windowMs: 60_000 }
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => consume(name, rule, i % 2 ? one : two)),
    )
    expect(results.filter((result) => result.allowed)).toHaveLength(10)
  })

  it('expires the window, and keeps its first expiry on later attempts', async () => {
    const name = key('window')
    // Windows count in whole seconds (Redis expiries are set in seconds).
    const rule = { limit: 1, windowMs: 1000 }
    expect((await consume(name, rule, one)).allowed).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect((await consume(name, rule, two)).allowed).toBe(false)
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect((await consume(name, rule, one)).allowed).toBe(true)
  })

  it('keeps the keys where the previous store kept them (sylva:rl:…, sylva:once:…)', async () => {
    const name = key('keys')
    await consume(name, { limit: 5, windowMs: 60_000 }, one)
    await claimOnce(name, 60_000, one)
    // Read by a client without a key prefix: the keys' full names.
    const plain = new Redis(url)
    try {
      expect(await plain.get(`sylva:rl:${name}`)).toBe('1')
      expect(await plain.pttl(`sylva:rl:${name}`)).toBeGreaterThan(50_000)
      expect(await plain.get(`sylva:once:${name}`)).toBe('1')
    } finally {
      plain.disconnect()
    }
  })

  it('forgets a key on reset, from any instance', async () => {
    const name = key('failures')
    await consume(name, { limit: 5, windowMs: 60_000 }, one)
    await resetLimit(name, two)
    expect(await usedAttempts(name, one)).toBe(0)
  })

  it('lets a one-time token be claimed once across instances', async () => {
    const name = key('altcha')
    const claims = await Promise.all([claimOnce(name, 60_000, one), claimOnce(name, 60_000, two)])
    expect(claims.sort()).toEqual([false, true])
  })
})
