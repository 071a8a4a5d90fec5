import {
  type AfterErrorHook,
  type CollectionAfterLoginHook,
  type CollectionAfterLogoutHook,
} from 'payload'
import { isPayloadError } from '@/lib/platform/payload/errors'

import { clientIpFrom } from '@/lib/platform/http/client-ip'
import { logSecurityEvent } from '@/lib/security/events'

export const logStaffLogin: CollectionAfterLoginHook = async ({ req, user }) => {
  await logSecurityEvent(req.payload, {
    type: 'login',
    userId: user.id,
    accountType: 'users',
    email: user.email,
    ip: clientIpFrom(req.headers),
    details: { login_method: 'admin' },
  })
  return user
}

export const logStaffLogout: CollectionAfterLogoutHook = async ({ req }) => {
  if (req.user) {
    await logSecurityEvent(req.payload, {
      type: 'logout',
      userId: req.user.id,
      accountType: 'users',
      email: req.user.email,
      ip: clientIpFrom(req.headers),
    })
  }
}

/** Failed logins to the admin (Payload reports them as errors of its login route). */
export const logFailedStaffLogin: AfterErrorHook = async ({ error, req }) => {
  const isStaffLogin = req?.url?.includes('/api/users/login') ?? false
  if (!req || !isStaffLogin || !isPayloadError(error, 'AuthenticationError', 'LockedAuth')) return
  const email =
    typeof req.data?.email === 'string' ? req.data.email.toLowerCase().slice(0, 255) : undefined
  await logSecurityEvent(req.payload, {
    type: 'failed_login',
    accountType: 'users',
    email,
    ip: clientIpFrom(req.headers),
    details: { error_message: error.message, login_method: 'admin' },
  })
}
