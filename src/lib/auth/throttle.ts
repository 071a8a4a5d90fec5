/**
 * Sign-in throttling, the same for members and staff. Nothing locks an account itself: strangers'
 * wrong passwords, however many and from however many connections, never refuse the owner's right one
 * from a connection that has not failed for that address (docs/decisions/0014-throttle-not-lock.md):
 * - each client may try a limited number of sign-ins, whatever the accounts;
 * - an address (e-mail) that failed five times from one client is refused to that client for a while;
 * - once the failures for one address from all clients together pass a ceiling, each client gets a
 *   single try for it instead of five, which slows down a guess spread over many clients.
 * A client is its address, IPv6 by its /64 (one subscriber's whole network). Unknown addresses count
 * exactly like real ones, so the answers tell nothing about which exist. A successful sign-in or a
 * password reset lifts the limits on its address.
 */
import { isIPv6 } from 'node:net'

import { consume, resetLimit, usedAttempts, type RateLimitRule } from '@/lib/platform/rate-limit'

export const loginRules = {
  perClient: { limit: 30, windowMs: 10 * 60_000 },
  failuresPerClient: { limit: 5, windowMs: 15 * 60_000 },
  failuresPerEmail: { limit: 50, windowMs: 60 * 60_000 },
} satisfies Record<string, RateLimitRule>

/** Tries per client for an address whose failures from all clients passed the ceiling. */
export const TRIES_PER_CLIENT_PAST_CEILING = 1

/** The longest a held-back client waits (the longest window above), for the messages. */
export const LONGEST_HOLD_MS = Math.max(
  loginRules.perClient.windowMs,
  loginRules.failuresPerClient.windowMs,
)

type Attempt = { scope: 'members' | 'users'; email: string; ip: string }

/** The eight groups of an IPv6 address, or null. */
function ipv6Groups(address: string): string[] | null {
  if (!isIPv6(address)) return null
  const [head = '', tail] = (address.split('%', 1)[0] ?? '').split('::') as [string, string?]
  const split = (part: string) => (part ? part.split(':') : [])
  const toGroups = (parts: string[]) =>
    parts.flatMap((part) => {
      if (!part.includes('.')) return [part]
      const [a, b, c, d] = part.split('.').map(Number) as [number, number, number, number]
      return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)]
    })
  const left = toGroups(split(head))
  if (tail === undefined) return left
  const right = toGroups(split(tail))
  return [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
}

/**
 * The client a limit counts for: an IPv4 address as is, an IPv6 address by its /64 prefix (a single
 * subscriber gets a whole /64, so its other addresses cost nothing).
 */
export function clientOf(ip: string): string {
  const groups = ipv6Groups(ip)
  if (!groups) return ip
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group || '0', 16).toString(16))
    .join(':')}::/64`
}

const keys = ({ scope, email, ip }: Attempt) => {
  const client = clientOf(ip)
  return {
    perClient: `login:${scope}:${client}`,
    failuresPerClient: `login-failures:${scope}:${email}:${client}`,
    failuresPerEmail: `login-failures:${scope}:${email}`,
  }
}

export type LoginGate = 'open' | 'rateLimited' | 'locked'

/** Counts this attempt for its client and says whether it may go on to the password check. */
export async function openLoginGate(attempt: Attempt): Promise<LoginGate> {
  const key = keys(attempt)
  if (!(await consume(key.perClient, loginRules.perClient)).allowed) return 'rateLimited'
  const [fromClient, overall] = await Promise.all([
    usedAttempts(key.failuresPerClient),
    usedAttempts(key.failuresPerEmail),
  ])
  const triesForClient =
    overall >= loginRules.failuresPerEmail.limit
      ? TRIES_PER_CLIENT_PAST_CEILING
      : loginRules.failuresPerClient.limit
  return fromClient >= triesForClient ? 'locked' : 'open'
}

/** Counts a failed password; true when this failure used the client's last try (now held back). */
export async function recordLoginFailure(attempt: Attempt): Promise<boolean> {
  const key = keys(attempt)
  const [fromClient, overall] = await Promise.all([
    consume(key.failuresPerClient, loginRules.failuresPerClient),
    consume(key.failuresPerEmail, loginRules.failuresPerEmail),
  ])
  return fromClient.remaining === 0 || overall.remaining === 0
}

/**
 * After a successful sign-in (the password is known) or a password reset (the mailbox is): the
 * address's failures are forgotten, everywhere and for this client.
 */
export async function liftLoginLimits(attempt: Attempt): Promise<void> {
  const key = keys(attempt)
  await Promise.all([resetLimit(key.failuresPerClient), resetLimit(key.failuresPerEmail)])
}
