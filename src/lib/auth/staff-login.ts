/**
 * Staff sign-in through Payload's own routes (the admin's login form, REST /api/users/login, GraphQL):
 * the same throttling as the members' sign-in (src/lib/auth/throttle.ts), and the same answer, in the
 * same time, for an unknown address and a wrong password.
 */
import {
  APIError,
  type CollectionAfterLoginHook,
  type CollectionAfterOperationHook,
  type CollectionBeforeOperationHook,
} from 'payload'

import { clientIpFrom } from '@/lib/platform/http/client-ip'

import { spendPasswordCheck } from './credentials'
import { liftLoginLimits, openLoginGate, recordLoginFailure } from './throttle'

/** A held-back client waits at most `LONGEST_HOLD_MS` (a quarter of an hour); a reset lifts it at once. */
export const STAFF_LOGIN_THROTTLED =
  'Trop de tentatives de connexion depuis votre connexion. Réessayez dans un quart d’heure au plus, ou choisissez « Mot de passe oublié ».'

function normalisedEmail(value: unknown): string {
  return typeof value === 'string' ? value.trim().toLowerCase().slice(0, 255) : ''
}

/**
 * Before Payload checks the password: the client's limits, then the attempt is counted as a failure in
 * advance (whichever API it came through); a successful sign-in takes it back (`afterStaffLogin`).
 * For an address without an account, the time a real password check takes is spent here, so that
 * Payload's immediate refusal does not give the answer away.
 */
export const guardStaffLogin: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  // The server's own sign-ins (scripts, tests) are not throttled; every route from outside is.
  if (operation !== 'login' || req.payloadAPI === 'local') return args
  const data = (args as { data?: { email?: unknown; password?: unknown } }).data
  const email = normalisedEmail(data?.email)
  const attempt = { scope: 'users' as const, email, ip: clientIpFrom(req.headers) }
  const gate = await openLoginGate(attempt)
  if (gate !== 'open') throw new APIError(STAFF_LOGIN_THROTTLED, 429, undefined, true)
  await recordLoginFailure(attempt)
  const { totalDocs } = await req.payload.count({
    collection: 'users',
    where: { email: { equals: email } },
    overrideAccess: true,
    req,
  })
  if (totalDocs === 0)
    await spendPasswordCheck(typeof data?.password === 'string' ? data.password : '')
  return args
}

export const afterStaffLogin: CollectionAfterLoginHook = async ({ req, user }) => {
  if (req.payloadAPI === 'local') return user
  await liftLoginLimits({
    scope: 'users',
    email: normalisedEmail(user.email),
    ip: clientIpFrom(req.headers),
  })
  return user
}

/** A password reset (from the admin's « Mot de passe oublié » e-mail) lifts the limits. */
export const afterStaffReset: CollectionAfterOperationHook = async ({ operation, req, result }) => {
  if (operation !== 'resetPassword') return result
  const email = (result as { user?: { email?: string } } | undefined)?.user?.email
  if (email)
    await liftLoginLimits({
      scope: 'users',
      email: normalisedEmail(email),
      ip: clientIpFrom(req.headers),
    })
  return result
}
