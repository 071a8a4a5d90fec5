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
    const { redisUrl, redisKeyPrefix } = getEnv()
    holder[GLOBAL] = redisUrl
      ? new RedisStore(createRedisClient(redisUrl, redisKeyPrefix))
      : new MemoryStore()
  }
  return holder[GLOBAL]
}

const FALLBACK = Symbol.for('sylva.rateLimitFallback')

/** Counts kept by this process alone, while the shared store cannot be reached. */
function fallbackStore(): ExpiringStore {
  const holder = globalThis as typeof globalThis & { [FALLBACK]?: ExpiringStore }
  holder[FALLBACK] ??= new MemoryStore()
  return holder[FALLBACK]
}

/**
 * Runs `work` on the shared store, or, when it fails (Redis away), on this process's own counts: the
 * limits still hold on each instance (an outage multiplies them by the number of instances at most,
 * never lifts them). Reported once a minute, not once per request.
 */
async function withFallback<T>(
  store: ExpiringStore,
  work: (store: ExpiringStore) => Promise<T>,
): Promise<T> {
  try {
    return await work(store)
  } catch (error) {
    const fallback = fallbackStore()
    if (store === fallback) throw error
    logNowAndThen(
      'rate-limit-store',
      `Rate limit store unavailable (counting in this process until it is back): ${error instanceof Error ? error.message : String(error)}`,
    )
    return work(fallback)
  }
}

/**
 * Counts one attempt for `key` and says whether it is within the rule. If the shared store cannot be
 * reached, this process counts on its own (`withFallback`): an outage of Redis neither locks every
 * visitor out nor lifts the limits.
 */
export async function consume(
  key: string,
  rule: RateLimitRule,
  store: ExpiringStore = getStore(),
): Promise<RateLimitResult> {
  const { count, resetAt } = await withFallback(store, (target) =>
    target.increment(`rl:${key}`, rule.windowMs),
  )
  const allowed = count <= rule.limit
  return {
    allowed,
    remaining: Math.max(0, rule.limit - count),
    retryAfterMs: allowed ? 0 : Math.max(0, resetAt - Date.now()),
  }
}

export async function resetLimit(key: string, store: ExpiringStore = getStore()): Promise<void> {
  await withFallback(store, (target) => target.reset(`rl:${key}`))
}

/** True the first time a key is claimed within `ttlMs` (one-time use of a token). */
export async function claimOnce(
  key: string,
  ttlMs: number,
  store: ExpiringStore = getStore(),
): Promise<boolean> {
  return withFallback(store, (target) => target.claim(`once:${key}`, ttlMs))
}

/** Gives a claim back (the work it guarded failed and may be tried again). */
export async function releaseClaim(key: string, store: ExpiringStore = getStore()): Promise<void> {
  await withFallback(store, (target) => target.reset(`once:${key}`))
}

/** How many attempts `key` has used in its current window (without counting one). */
export async function usedAttempts(
  key: string,
  store: ExpiringStore = getStore(),
): Promise<number> {
  return withFallback(store, (target) => target.peek(`rl:${key}`))
}
