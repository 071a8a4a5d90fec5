/**
 * Counters with an expiry: in this process, or in Redis when REDIS_URL is set, so that several app
 * instances share them. Used for rate limits and for one-time claims (a bot-check solution used once).
 */
import Redis from 'ioredis'

import { logNowAndThen } from '@/lib/platform/runtime/log-now-and-then.mjs'

export type Counter = { count: number; resetAt: number }

export interface ExpiringStore {
  /** Adds one to the key's counter, starting a window of `windowMs` when it is new. */
  increment(key: string, windowMs: number): Promise<Counter>
  /** Sets the key if it is not set yet; false when it already was (within its lifetime). */
  claim(key: string, ttlMs: number): Promise<boolean>
  reset(key: string): Promise<void>
  /** The key's current count, without changing it (0 when absent or expired). */
  peek(key: string): Promise<number>
  /** Where the counts live, and whether it answers now (the readiness check, src/app/readyz). */
  health(): Promise<StoreHealth>
}

export type StoreHealth =
  | { status: 'up'; kind: 'memory' | 'redis'; latencyMs: number }
  | { status: 'down'; kind: 'redis'; error: string }

/** How long the readiness check waits for Redis. */
const HEALTH_TIMEOUT_MS = 1500

export class MemoryStore implements ExpiringStore {
  private readonly entries = new Map<string, Counter>()

  constructor(private readonly maxEntries = 50_000) {}

  async health(): Promise<StoreHealth> {
    return { status: 'up', kind: 'memory', latencyMs: 0 }
  }

  private live(key: string, now: number): Counter | undefined {
    const entry = this.entries.get(key)
    if (entry && entry.resetAt <= now) {
      this.entries.delete(key)
      return undefined
    }
    return entry
  }

  private prune(now: number): void {
    if (this.entries.size < this.maxEntries) return
    for (const [key, entry] of this.entries) if (entry.resetAt <= now) this.entries.delete(key)
    // Still full of live keys: drop the oldest ones (insertion order) rather than grow without bound.
    for (const key of this.entries.keys()) {
      if (this.entries.size < this.maxEntries) break
      this.entries.delete(key)
    }
  }

  async increment(key: string, windowMs: number): Promise<Counter> {
    const now = Date.now()
    const entry = this.live(key, now)
    if (entry) {
      entry.count += 1
      return { ...entry }
    }
    this.prune(now)
    const fresh = { count: 1, resetAt: now + windowMs }
    this.entries.set(key, fresh)
    return { ...fresh }
  }

  async claim(key: string, ttlMs: number): Promise<boolean> {
    const now = Date.now()
    if (this.live(key, now)) return false
    this.prune(now)
    this.entries.set(key, { count: 1, resetAt: now + ttlMs })
    return true
  }

  async reset(key: string): Promise<void> {
    this.entries.delete(key)
  }

  async peek(key: string): Promise<number> {
    return this.live(key, Date.now())?.count ?? 0
  }
}

export class RedisStore implements ExpiringStore {
  constructor(private readonly redis: Redis) {}

  async health(): Promise<StoreHealth> {
    const started = Date.now()
    let timer: NodeJS.Timeout | undefined
    try {
      await Promise.race([
        this.redis.ping(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`no answer within ${HEALTH_TIMEOUT_MS} ms`)),
            HEALTH_TIMEOUT_MS,
          )
        }),
      ])
      return { status: 'up', kind: 'redis', latencyMs: Date.now() - started }
    } catch (error) {
      return {
        status: 'down',
        kind: 'redis',
        error: error instanceof Error ? error.message : String(error),
      }
    } finally {
      clearTimeout(timer)
    }
  }

  async increment(key: string, windowMs: number): Promise<Counter> {
    const result = await this.redis.multi().incr(key).pexpire(key, windowMs, 'NX').pttl(key).exec()
    if (!result) throw new Error('Redis transaction aborted')
    const count = Number(result[0]?.[1] ?? 0)
    const ttl = Number(result[2]?.[1] ?? windowMs)
    return { count, resetAt: Date.now() + (ttl > 0 ? ttl : windowMs) }
  }

  async claim(key: string, ttlMs: number): Promise<boolean> {
    return (await this.redis.set(key, '1', 'PX', ttlMs, 'NX')) === 'OK'
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(key)
  }

  async peek(key: string): Promise<number> {
    return Number((await this.redis.get(key)) ?? 0)
  }
}

export function createRedisClient(url: string, keyPrefix = 'sylva:'): Redis {
  const client = new Redis(url, {
    maxRetriesPerRequest: 2,
    enableOfflineQueue: true,
    lazyConnect: false,
    keyPrefix,
  })
  client.on('error', (error) => logNowAndThen('redis', `Redis: ${error.message}`))
  return client
}
