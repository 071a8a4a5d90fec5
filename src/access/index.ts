/**
 * Small named access predicates, composed by every collection and global. Payload's default lets any
 * signed-in account of any auth collection do anything, so nothing relies on it: staff are accounts of
 * the `users` collection, members of `members`, and each rule says which one it means.
 */
import type { Access, FieldAccess, PayloadRequest, Where } from 'payload'

type Viewer = PayloadRequest['user']

export const isStaffUser = (user: Viewer): boolean => user?.collection === 'users'

export const isAdminUser = (user: Viewer): boolean =>
  user?.collection === 'users' && user.role === 'admin'

export const isMemberUser = (user: Viewer): boolean => user?.collection === 'members'

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
