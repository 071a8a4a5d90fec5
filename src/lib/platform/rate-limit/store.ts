/**
 * Counters with an expiry, kept by rate-limiter-flexible: in this process, or in Redis when REDIS_URL
 * is set, so that several app instances share them. Used for rate limits and for one-time claims (a
 * bot-check solution used once). While Redis cannot be reached, this process counts on its own (the
 * Redis limiter's `insuranceLimiter`), and says so in the log once a minute.
 */
import Redis from 'ioredis'
import {
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
  type RateLimiterRes,
} from 'rate-limiter-flexible'

import { logNowAndThen } from '@/lib/platform/runtime/log-now-and-then.mjs'

export type StoreHealth =
  | { status: 'up'; kind: 'memory' | 'redis'; latencyMs: number }
  | { status: 'down'; kind: 'redis'; error: string }

export type RateLimitStore = {
  /**
   * One counter per key, whatever the rule: each call gives its window (`customDuration`, in whole
   * seconds) and compares the count with its own limit, so a key can be read or reset without its rule.
   */
  limiter: RateLimiterAbstract
  /** Where the counts live, and whether it answers now (the readiness check, src/app/readyz). */
  health(): Promise<StoreHealth>
}

/** The limiter never refuses by itself: the callers' rules decide (src/lib/platform/rate-limit). */
const UNLIMITED = Number.MAX_SAFE_INTEGER
/** Only a default: every call gives its own window. */
const DEFAULT_WINDOW_SECONDS = 60
/** How long the readiness check waits for Redis. */
const HEALTH_TIMEOUT_MS = 1500

/**
 * RateLimiterMemory keeps every live key: past `maxKeys` the oldest windows are forgotten, so that a
 * flood of new keys (addresses, e-mail addresses) cannot fill the heap.
 */
class BoundedMemoryLimiter extends RateLimiterMemory {
  /** Keys in the order their windows opened (a Set keeps insertion order). */
  private readonly opened = new Set<string>()

  constructor(
    private readonly maxKeys: number,
    /** Called on every use (the Redis limiter's insurance: Redis is away). */
    private readonly onUse?: () => void,
  ) {
    super({ points: UNLIMITED, duration: DEFAULT_WINDOW_SECONDS, keyPrefix: '' })
  }

  override async consume(
    key: string | number,
    points?: number,
    options?: Record<string, unknown>,
  ): Promise<RateLimiterRes> {
    this.onUse?.()
    const result = await super.consume(key, points, options)
    if (result.isFirstInDuration) this.remember(String(key))
    return result
  }

  override async get(key: string | number): Promise<RateLimiterRes | null> {
    this.onUse?.()
    return super.get(key)
  }

  override async delete(key: string | number): Promise<boolean> {
    this.onUse?.()
    this.opened.delete(String(key))
    return super.delete(key)
  }

  private remember(key: string): void {
    this.opened.delete(key)
    this.opened.add(key)
    for (const oldest of this.opened) {
      if (this.opened.size <= this.maxKeys) break
      this.opened.delete(oldest)
      void super.delete(oldest)
    }
  }
}

export function memoryStore(maxKeys = 50_000): RateLimitStore {
  return {
    limiter: new BoundedMemoryLimiter(maxKeys),
    health: async () => ({ status: 'up', kind: 'memory', latencyMs: 0 }),
  }
}

export function redisStore(redis: Redis, maxKeys = 50_000): RateLimitStore {
  const insurance = new BoundedMemoryLimiter(maxKeys, () =>
    logNowAndThen(
      'rate-limit-store',
      'Rate limit store unavailable (counting in this process until it is back)',
    ),
  )
  return {
    limiter: new RateLimiterRedis({
      storeClient: redis,
      points: UNLIMITED,
      duration: DEFAULT_WINDOW_SECONDS,
      keyPrefix: '',
      insuranceLimiter: insurance,
    }),
    health: () => redisHealth(redis),
  }
}

async function redisHealth(redis: Redis): Promise<StoreHealth> {
  const started = Date.now()
  let timer: NodeJS.Timeout | undefined
  try {
    await Promise.race([
      redis.ping(),
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
