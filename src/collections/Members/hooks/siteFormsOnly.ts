import {
  APIError,
  Forbidden,
  type CollectionBeforeLoginHook,
  type CollectionBeforeOperationHook,
} from 'payload'

import { isAdminUser } from '@/access'
import { ACCOUNT_DISABLED, SITE_FORMS_CONTEXT } from '@/lib/auth/constants'

const guardedOperations = new Set(['login', 'forgotPassword', 'resetPassword', 'unlock'])

/**
 * Members sign in, reset passwords and unlock only through the site's forms, which run the bot check and
 * the rate limits first. Payload's own routes for these (REST /api/members/login, GraphQL loginMember…)
 * answer 403; an administrator may still unlock an account from the admin.
 */
export const siteFormsOnly: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (!guardedOperations.has(operation)) return args
  if (req.context?.viaSiteForms === SITE_FORMS_CONTEXT.viaSiteForms) return args
  if (operation === 'unlock' && isAdminUser(req.user)) return args
  throw new Forbidden(req.t)
}

export const refuseInactive: CollectionBeforeLoginHook = ({ user }) => {
  if ((user as { isActive?: boolean | null }).isActive === false)
    throw new APIError(ACCOUNT_DISABLED, 403)
  return user
}
