import { getEnv } from '@/lib/platform/config/env'
import { logNowAndThen } from '@/lib/platform/runtime/log-now-and-then.mjs'

import { createRedisClient, MemoryStore, RedisStore, type ExpiringStore } from './store'

export type RateLimitRule = { limit: number; windowMs: number }
export type RateLimitResult = { allowed: boolean; remaining: number; retryAfterMs: number }

const GLOBAL = Symbol.for('sylva.rateLimitStore')

/** One store per process (shared through Redis between processes when REDIS_URL is set). */
export function getStore(): ExpiringStore {
  const holder = globalThis as typeof globalThis & { [GLOBAL]?: ExpiringStore }
  if (!holder[GLOBAL]) {
    const { redisUrl } = getEnv()
    holder[GLOBAL] = redisUrl ? new RedisStore(createRedisClient(redisUrl)) : new MemoryStore()
  }
  return holder[GLOBAL]
}

/** Once a minute while the store is away, not once per request. */
function storeUnavailable(error: unknown): void {
  logNowAndThen(
    'rate-limit-store',
    `Rate limit store unavailable (attempts are let through): ${error instanceof Error ? error.message : String(error)}`,
  )
}

/**
 * Counts one attempt for `key` and says whether it is within the rule. If the shared store cannot be
 * reached the attempt is allowed (and the failure logged): an outage of Redis must not lock every
 * visitor out of the site.
 */
export async function consume(
  key: string,
  rule: RateLimitRule,
  store: ExpiringStore = getStore(),
): Promise<RateLimitResult> {
  try {
    const { count, resetAt } = await store.increment(`rl:${key}`, rule.windowMs)
    const allowed = count <= rule.limit
    return {
      allowed,
      remaining: Math.max(0, rule.limit - count),
      retryAfterMs: allowed ? 0 : Math.max(0, resetAt - Date.now()),
    }
  } catch (error) {
    storeUnavailable(error)
    return { allowed: true, remaining: rule.limit, retryAfterMs: 0 }
  }
}

export async function resetLimit(key: string, store: ExpiringStore = getStore()): Promise<void> {
  await store.reset(`rl:${key}`)
}

/** True the first time a key is claimed within `ttlMs` (one-time use of a token). */
export async function claimOnce(
  key: string,
  ttlMs: number,
  store: ExpiringStore = getStore(),
): Promise<boolean> {
  return store.claim(`once:${key}`, ttlMs)
}

/** Gives a claim back (the work it guarded failed and may be tried again). */
export async function releaseClaim(key: string, store: ExpiringStore = getStore()): Promise<void> {
  await store.reset(`once:${key}`)
}

/** How many attempts `key` has used in its current window (without counting one). */
export async function usedAttempts(
  key: string,
  store: ExpiringStore = getStore(),
): Promise<number> {
  try {
    return await store.peek(`rl:${key}`)
  } catch (error) {
    storeUnavailable(error)
    return 0
  }
}
