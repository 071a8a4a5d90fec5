/**
 * Which kind of account Payload's request user is: staff (`users`, admin or editor) or a member. Pure;
 * the access predicates of src/access/ and the domains' staff-only reads share these three.
 */
import type { PayloadRequest } from 'payload'

type RequestUser = PayloadRequest['user']

export const isStaffUser = (user: RequestUser): boolean => user?.collection === 'users'

export const isAdminUser = (user: RequestUser): boolean =>
  user?.collection === 'users' && user.role === 'admin'

export const isMemberUser = (user: RequestUser): boolean => user?.collection === 'members'
