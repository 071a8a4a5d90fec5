/**
 * The signed-in accounts, typed by their collection: `members` (site accounts) and `users` (staff).
 * Pure: shared by the server (session, guard, endpoints) and by code that only needs the types.
 */
import type { Member, User } from '@/payload-types'

export type SignedInMember = Member & { collection: 'members' }
export type SignedInStaff = User & { collection: 'users' }
export type SignedInAccount = SignedInMember | SignedInStaff

/** Payload's request user (any auth collection) as one of ours, or null. */
export function accountOf(user: unknown): SignedInAccount | null {
  const collection = (user as { collection?: unknown } | null)?.collection
  return collection === 'members' || collection === 'users' ? (user as SignedInAccount) : null
}
