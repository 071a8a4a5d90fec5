/**
 * A circuit breaker around the provider (docs/translation.md): after `threshold` failures in a row
 * the provider is left alone for `pauseMs` (longer if it asked, with Retry-After); jobs wait instead of
 * failing. One trial passes when the pause is over; its success closes the circuit. Pure, with the
 * clock passed in.
 */
export type BreakerState = {
  failures: number
  /** Until when (ms since epoch) no call is made; 0 when closed. */
  openUntil: number
}

export const CLOSED: BreakerState = { failures: 0, openUntil: 0 }

export type BreakerPolicy = { threshold: number; pauseMs: number; maxPauseMs: number }

export const DEFAULT_POLICY: BreakerPolicy = {
  threshold: 3,
  pauseMs: 60_000,
  maxPauseMs: 30 * 60_000,
}

/** Whether a call may go out now; if not, how long to wait. */
export function mayCall(
  state: BreakerState,
  now: number,
): { ok: true } | { ok: false; waitMs: number } {
  return now >= state.openUntil ? { ok: true } : { ok: false, waitMs: state.openUntil - now }
}

export function afterSuccess(): BreakerState {
  return CLOSED
}

/**
 * After a failure the provider caused (unreachable, busy, 5xx): counted; at the threshold, opened for
 * a pause that doubles with each further failure (up to `maxPauseMs`), or for what it asked.
 */
export function afterFailure(
  state: BreakerState,
  now: number,
  retryAfterMs: number | null = null,
  policy: BreakerPolicy = DEFAULT_POLICY,
): BreakerState {
  const failures = state.failures + 1
  if (failures < policy.threshold && retryAfterMs === null) return { failures, openUntil: 0 }
  const doubling = Math.max(0, failures - policy.threshold)
  const pause = Math.min(policy.maxPauseMs, policy.pauseMs * 2 ** doubling)
  return { failures, openUntil: now + Math.max(pause, retryAfterMs ?? 0) }
}
