/**
 * The client's address as the server saw it (scripts/server.mjs sets the header on every request and
 * overwrites any value a client sent). No third-party lookup. `next dev` has no such server: there every
 * request counts as coming from this machine.
 */
export const CLIENT_IP_HEADER = 'x-sylva-client-ip'

type HeaderSource = { get: (name: string) => string | null }

export function clientIpFrom(headers: HeaderSource): string {
  const address = headers.get(CLIENT_IP_HEADER)?.trim()
  if (!address) return 'local'
  // IPv4 clients of a dual-stack socket appear as ::ffff:1.2.3.4.
  return address.startsWith('::ffff:') ? address.slice(7) : address
}
