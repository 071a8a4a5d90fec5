/**
 * Sign-in throttling, the same for members and staff. Nothing locks an account itself (five wrong
 * passwords typed by a stranger must not keep its owner out):
 * - each client address may try a limited number of sign-ins, whatever the accounts;
 * - an address (e-mail) that failed five times from one client is refused to that client for a while;
 *   the owner, from anywhere else, is not affected;
 * - failures for one address from all clients together have a ceiling that slows down a guess spread
 *   over many clients.
 * Unknown addresses count exactly like real ones, so the answers tell nothing about which exist. A
 * password reset lifts the limits on its address.
 */
import { consume, resetLimit, usedAttempts, type RateLimitRule } from '@/lib/platform/rate-limit'

export const loginRules = {
  perClient: { limit: 30, windowMs: 10 * 60_000 },
  failuresPerClient: { limit: 5, windowMs: 15 * 60_000 },
  failuresPerEmail: { limit: 50, windowMs: 60 * 60_000 },
} satisfies Record<string, RateLimitRule>

type Attempt = { scope: 'members' | 'users'; email: string; ip: string }

const keys = ({ scope, email, ip }: Attempt) => ({
  perClient: `login:${scope}:${ip}`,
  failuresPerClient: `login-failures:${scope}:${email}:${ip}`,
  failuresPerEmail: `login-failures:${scope}:${email}`,
})

export type LoginGate = 'open' | 'rateLimited' | 'locked'

/** Counts this attempt for its client and says whether it may go on to the password check. */
export async function openLoginGate(attempt: Attempt): Promise<LoginGate> {
  const key = keys(attempt)
  if (!(await consume(key.perClient, loginRules.perClient)).allowed) return 'rateLimited'
  const [fromClient, overall] = await Promise.all([
    usedAttempts(key.failuresPerClient),
    usedAttempts(key.failuresPerEmail),
  ])
  if (
    fromClient >= loginRules.failuresPerClient.limit ||
    overall >= loginRules.failuresPerEmail.limit
  )
    return 'locked'
  return 'open'
}

/** Counts a failed password; true when this failure reached the client's limit (now locked). */
export async function recordLoginFailure(attempt: Attempt): Promise<boolean> {
  const key = keys(attempt)
  const [fromClient] = await Promise.all([
    consume(key.failuresPerClient, loginRules.failuresPerClient),
    consume(key.failuresPerEmail, loginRules.failuresPerEmail),
  ])
  return fromClient.remaining === 0
}

/**
 * After a successful sign-in (the password is known) or a password reset (the mailbox is): the
 * address's failures are forgotten, everywhere and for this client.
 */
export async function liftLoginLimits(attempt: Attempt): Promise<void> {
  const key = keys(attempt)
  await Promise.all([resetLimit(key.failuresPerClient), resetLimit(key.failuresPerEmail)])
}
