import { getEnv } from '@/lib/platform/config/env'
import { processWide } from '@/lib/platform/runtime/edge-contract.mjs'

import { createRedisClient, memoryStore, redisStore, type RateLimitStore } from './store'

export type RateLimitRule = { limit: number; windowMs: number }
export type RateLimitResult = { allowed: boolean; remaining: number; retryAfterMs: number }

/**
 * One store per process (shared through Redis between processes when REDIS_URL is set). If Redis
 * cannot be reached, this process counts on its own meanwhile (./store.ts): an outage neither locks
 * every visitor out nor lifts the limits (at most it multiplies them by the number of instances).
 */
export function getStore(): RateLimitStore {
  return processWide('rateLimitStore', (): RateLimitStore => {
    const { redisUrl, redisKeyPrefix } = getEnv()
    return redisUrl ? redisStore(createRedisClient(redisUrl, redisKeyPrefix)) : memoryStore()
  })
}

/** A window in the limiter's unit, whole seconds (Redis expiries are set in seconds), at least one. */
const seconds = (ms: number) => ({ customDuration: Math.max(1, Math.ceil(ms / 1000)) })

/** Counts one attempt for `key` and says whether it is within the rule (a fixed window per key). */
export async function consume(
  key: string,
  rule: RateLimitRule,
  store: RateLimitStore = getStore(),
): Promise<RateLimitResult> {
  const { consumedPoints, msBeforeNext } = await store.limiter.consume(
    `rl:${key}`,
    1,
    seconds(rule.windowMs),
  )
  const allowed = consumedPoints <= rule.limit
  return {
    allowed,
    remaining: Math.max(0, rule.limit - consumedPoints),
    retryAfterMs: allowed ? 0 : Math.max(0, msBeforeNext),
  }
}

export async function resetLimit(key: string, store: RateLimitStore = getStore()): Promise<void> {
  await store.limiter.delete(`rl:${key}`)
}

/** True the first time a key is claimed within `ttlMs` (one-time use of a token). */
export async function claimOnce(
  key: string,
  ttlMs: number,
  store: RateLimitStore = getStore(),
): Promise<boolean> {
  const { consumedPoints } = await store.limiter.consume(`once:${key}`, 1, seconds(ttlMs))
  return consumedPoints === 1
}

/** Gives a claim back (the work it guarded failed and may be tried again). */
export async function releaseClaim(key: string, store: RateLimitStore = getStore()): Promise<void> {
  await store.limiter.delete(`once:${key}`)
}

/** How many attempts `key` has used in its current window (without counting one). */
export async function usedAttempts(
  key: string,
  store: RateLimitStore = getStore(),
): Promise<number> {
  return (await store.limiter.get(`rl:${key}`))?.consumedPoints ?? 0
}
