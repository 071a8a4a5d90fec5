import { INTERNAL_HEADERS } from '@/lib/platform/runtime/edge-contract.mjs'

/**
 * The client's address as the server saw it (server/index.ts sets the header on every request and
 * overwrites any value a client sent). No third-party lookup. `next dev` has no such server: there every
 * request counts as coming from this machine.
 */
export const CLIENT_IP_HEADER = INTERNAL_HEADERS.clientIp

type HeaderSource = { get: (name: string) => string | null }

/** One spelling per address: trimmed, lower case, IPv4 clients of a dual-stack socket (::ffff:1.2.3.4) as IPv4. */
export function normaliseAddress(address: string): string {
  const trimmed = address.trim().toLowerCase()
  return trimmed.startsWith('::ffff:') && trimmed.includes('.') ? trimmed.slice(7) : trimmed
}

export function clientIpFrom(headers: HeaderSource): string {
  const address = headers.get(CLIENT_IP_HEADER)?.trim()
  if (!address) return 'local'
  return normaliseAddress(address)
}
