/**
 * Small named access predicates, composed by every collection and global. Payload's default lets any
 * signed-in account of any auth collection do anything, so nothing relies on it: staff are accounts of
 * the `users` collection, members of `members`, and each rule says which one it means.
 */
import type { Access, FieldAccess, PayloadRequest, Where } from 'payload'

import { isAdminUser, isMemberUser, isStaffUser } from '@/lib/auth/roles'
import { isPremiumStatus } from '@/lib/auth/viewer-state'

export { isAdminUser, isMemberUser, isStaffUser } from '@/lib/auth/roles'

type Viewer = PayloadRequest['user']

export const anyone: Access = () => true

export const nobody: Access = () => false

/** Any staff account (admin or editor). */
export const staff: Access = ({ req }) => isStaffUser(req.user)

export const adminsOnly: Access = ({ req }) => isAdminUser(req.user)

/** Admins see every staff account; an editor sees only their own. */
export const adminsOrSelfStaff: Access = ({ req }): boolean | Where => {
  if (isAdminUser(req.user)) return true
  if (isStaffUser(req.user) && req.user) return { id: { equals: req.user.id } }
  return false
}

/** Admins see every member; a member sees only their own account. Editors do not see members. */
export const adminsOrSelfMember: Access = ({ req }): boolean | Where => {
  if (isAdminUser(req.user)) return true
  if (isMemberUser(req.user) && req.user) return { id: { equals: req.user.id } }
  return false
}

export const adminsOnlyField: FieldAccess = ({ req }) => isAdminUser(req.user)

export const staffOnlyField: FieldAccess = ({ req }) => isStaffUser(req.user)

/** Staff and Premium members (a running trial included) may read every document's gated fields. */
export const readsAllGatedContent = (user: Viewer): boolean =>
  isStaffUser(user) || (user?.collection === 'members' && isPremiumStatus(user.subscriptionStatus))

/**
 * Read access of a field that only viewers with the right may receive (a premium body, a module's
 * files). Payload asks it in two situations:
 * - reading one document (it passes the document's sibling data): the field stays, and the
 *   collection's teaser hook cuts it per document for viewers without the right;
 * - validating a query's `where`, `sort` or `distinct` (no document): refused unless the viewer may read
 *   the field on every document, or the answers (counts, order) would spell the hidden text out.
 * tests/int/query-oracle.test.ts walks every field that carries this rule.
 */
export const gatedContentField: FieldAccess = ({ req, siblingData }) =>
  readsAllGatedContent(req.user) || siblingData !== undefined
