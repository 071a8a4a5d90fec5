/**
 * The signed-in accounts, typed by their collection: `members` (site accounts) and `users` (staff).
 * Pure: shared by the server (session, guard, endpoints) and by code that only needs the types.
 */
import type { Member, User } from '@/payload-types'

export type SignedInMember = Member & { collection: 'members' }
export type SignedInStaff = User & { collection: 'users' }
export type SignedInAccount = SignedInMember | SignedInStaff

/**
 * Payload's request user (any auth collection) as one of ours, or null. A deactivated member is
 * signed out wherever the site reads a session: deactivation ends the sessions
 * (src/collections/Members/hooks/endSessionsOnDeactivation.ts), and this holds for any left behind.
 */
export function accountOf(user: unknown): SignedInAccount | null {
  const account = user as { collection?: unknown; isActive?: unknown } | null
  if (account?.collection === 'users') return user as SignedInStaff
  if (account?.collection === 'members' && account.isActive !== false) return user as SignedInMember
  return null
}
