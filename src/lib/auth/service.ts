/**
 * Member accounts: sign-up, e-mail confirmation, login, logout, password reset. The server actions of
 * the auth screen are thin wrappers around these functions, which the integration tests call directly.
 *
 * - Every form passes the same Zod rules as in the browser; the bot check and the rate limits run before
 *   any password is hashed.
 * - A wrong password and an unknown address get the same answer in about the same time; resending a
 *   confirmation and asking for a reset answer the same, at once, for every address (the work is done
 *   by a queued job, src/lib/auth/account-mail.ts).
 * - Sign-in is throttled per client and per address (src/lib/auth/throttle.ts), for addresses without
 *   an account too; a password reset always works and lifts the limits.
 * - Passwords too easy to guess are refused (src/lib/auth/password-policy.ts).
 * Kept whole: the auth screen's flows share their rules (bot check, rate limits, one answer for
 * every address).
 */
import 'server-only'

import { createLocalReq, logoutOperation, type Payload } from 'payload'
import { isPayloadError } from '@/lib/platform/payload/errors'

import type { Locale } from '@/i18n/locales'
import { verifyBotCheck, type BotCheckOutcome } from '@/lib/bot-check'
import { consume, type RateLimitRule } from '@/lib/platform/rate-limit'
import { logSecurityEvent } from '@/lib/security'
import type { Member } from '@/payload-types'

import { queueAccountMail } from './account-mail'
import { sendConfirmation } from './confirmation'
import { spendPasswordCheck } from './credentials'
import { isCommonPassword } from './password-policy'
import { safeRedirectPath } from './redirect'
import { liftLoginLimits, openLoginGate, recordLoginFailure } from './throttle'
import { ACCOUNT_DISABLED, SITE_FORMS_CONTEXT } from './constants'
import {
  emailOnlySchema,
  fieldErrors,
  loginSchema,
  resetSchema,
  signupSchema,
  type FieldErrors,
} from './schemas'
import { emailLocalPart } from './viewer-state'

export const rules = {
  signupPerAddress: { limit: 10, windowMs: 60 * 60_000 },
  mailPerAddress: { limit: 10, windowMs: 60 * 60_000 },
  mailPerEmail: { limit: 3, windowMs: 15 * 60_000 },
} satisfies Record<string, RateLimitRule>

export type AuthContext = { payload: Payload; ip: string; locale: Locale }

type CaptchaError = 'captchaRequired' | 'captchaError' | 'captchaExpired'

export type FormError =
  | CaptchaError
  | 'invalidFields'
  | 'rateLimited'
  | 'invalidCredentials'
  | 'emailNotConfirmed'
  | 'locked'
  | 'accountDisabled'
  | 'alreadyRegistered'
  | 'signupFailed'
  | 'invalidToken'
  | 'generic'

export type Failure = { ok: false; error: FormError; fields?: FieldErrors; email?: string }

function captchaError(outcome: BotCheckOutcome): CaptchaError | null {
  switch (outcome) {
    case 'ok':
      return null
    case 'missing':
      return 'captchaRequired'
    case 'expired':
      return 'captchaExpired'
    default:
      return 'captchaError'
  }
}

/** The refusal of a password found in the list of the most common ones. */
function commonPasswordFailure(email?: string): Failure {
  return {
    ok: false,
    error: 'invalidFields',
    fields: { password: 'validation.commonPassword' },
    email,
  }
}

async function findMember(payload: Payload, email: string): Promise<Member | null> {
  const { docs } = await payload.find({
    collection: 'members',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  })
  return docs[0] ?? null
}

export async function signUp(
  { payload, ip, locale }: AuthContext,
  input: { name?: string; email?: string; password?: string; botCheck?: string; back?: string },
): Promise<{ ok: true; email: string } | Failure> {
  const parsed = signupSchema.safeParse(input)
  if (!parsed.success)
    return { ok: false, error: 'invalidFields', fields: fieldErrors(parsed.error) }
  const { name, email, password } = parsed.data
  if (isCommonPassword(password, { email, name })) return commonPasswordFailure(email)
  const captcha = captchaError(await verifyBotCheck(input.botCheck))
  if (captcha) return { ok: false, error: captcha, email }
  if (!(await consume(`signup:${ip}`, rules.signupPerAddress)).allowed)
    return { ok: false, error: 'rateLimited', email }
  if (await findMember(payload, email)) return { ok: false, error: 'alreadyRegistered', email }

  let member: Member
  try {
    member = await payload.create({
      collection: 'members',
      data: {
        email,
        password,
        displayName: name || emailLocalPart(email),
        subscriptionStatus: 'free',
        isActive: true,
        preferences: { language: locale },
      },
      overrideAccess: true,
      disableVerificationEmail: true,
      context: { ...SITE_FORMS_CONTEXT },
    })
  } catch (error) {
    // Two sign-ups racing for the same address: the unique index speaks.
    if (await findMember(payload, email)) return { ok: false, error: 'alreadyRegistered', email }
    payload.logger.error({ err: error, msg: 'Sign-up failed' })
    return { ok: false, error: 'signupFailed', email }
  }
  await logSecurityEvent(payload, {
    type: 'signup',
    userId: member.id,
    accountType: 'members',
    email,
    ip,
  })
  try {
    const back = input.back ? safeRedirectPath(input.back, '') : ''
    await sendConfirmation(payload, member, locale, back ? { back } : {})
  } catch (error) {
    // The account exists; the member can ask for the e-mail again.
    payload.logger.error({ err: error, msg: 'Could not queue the confirmation e-mail' })
  }
  return { ok: true, email }
}

export type LoginSuccess = { ok: true; token: string; exp?: number; member: Member }

export async function logIn(
  { payload, ip }: AuthContext,
  input: { email?: string; password?: string; botCheck?: string },
): Promise<LoginSuccess | Failure> {
  const parsed = loginSchema.safeParse(input)
  if (!parsed.success)
    return { ok: false, error: 'invalidFields', fields: fieldErrors(parsed.error) }
  const { email, password } = parsed.data
  const captcha = captchaError(await verifyBotCheck(input.botCheck))
  if (captcha) return { ok: false, error: captcha, email }
  const attempt = { scope: 'members' as const, email, ip }
  const gate = await openLoginGate(attempt)
  if (gate === 'rateLimited') return { ok: false, error: 'rateLimited', email }

  const failed = async (errorMessage: string): Promise<void> => {
    const nowLocked = gate === 'open' && (await recordLoginFailure(attempt))
    const member = await findMember(payload, email)
    await logSecurityEvent(payload, {
      type: 'failed_login',
      userId: member?.id,
      accountType: 'members',
      email,
      ip,
      details: { error_message: errorMessage },
    })
    if (nowLocked) {
      await logSecurityEvent(payload, {
        type: 'account_locked',
        userId: member?.id,
        accountType: 'members',
        email,
        ip,
      })
    }
  }

  if (gate === 'locked') {
    await failed('Account locked')
    return { ok: false, error: 'locked', email }
  }

  try {
    const result = await payload.login({
      collection: 'members',
      data: { email, password },
      context: { ...SITE_FORMS_CONTEXT },
    })
    if (!result.token || !result.user) throw new Error('Payload returned no session')
    await liftLoginLimits(attempt)
    await logSecurityEvent(payload, {
      type: 'login',
      userId: result.user.id,
      accountType: 'members',
      email,
      ip,
      details: { login_method: 'password' },
    })
    return { ok: true, token: result.token, exp: result.exp, member: result.user as Member }
  } catch (error) {
    if (isPayloadError(error, 'UnverifiedEmail')) {
      await failed('Email not confirmed')
      return { ok: false, error: 'emailNotConfirmed', email }
    }
    if (isPayloadError(error, 'AuthenticationError')) {
      const exists =
        (
          await payload.count({
            collection: 'members',
            where: { email: { equals: email } },
            overrideAccess: true,
          })
        ).totalDocs > 0
      if (!exists) await spendPasswordCheck(password)
      await failed('Invalid login credentials')
      return { ok: false, error: 'invalidCredentials', email }
    }
    if (error instanceof Error && error.message === ACCOUNT_DISABLED) {
      await failed('Account disabled')
      return { ok: false, error: 'accountDisabled', email }
    }
    payload.logger.error({ err: error, msg: 'Login failed unexpectedly' })
    return { ok: false, error: 'generic', email }
  }
}

export async function logOut(
  { payload, ip }: AuthContext,
  user: { id: number | string; email: string; collection: string; _sid?: string },
): Promise<void> {
  const collection = user.collection === 'users' ? 'users' : 'members'
  const req = await createLocalReq(
    { user: { ...user, collection } as never, context: { ...SITE_FORMS_CONTEXT } },
    payload,
  )
  await logoutOperation({ collection: payload.collections[collection], req })
  await logSecurityEvent(payload, {
    type: 'logout',
    userId: user.id,
    accountType: collection,
    email: user.email,
    ip,
  })
}

/**
 * The common part of the e-mail requests (resend, reset): the address's rules, then the limits per
 * client address and per recipient, counted whether or not the address has an account.
 */
async function checkMailRequest(
  ip: string,
  kind: 'confirm' | 'reset',
  input: { email?: string },
): Promise<{ ok: true; email: string } | Failure> {
  const parsed = emailOnlySchema.safeParse(input)
  if (!parsed.success)
    return { ok: false, error: 'invalidFields', fields: fieldErrors(parsed.error) }
  const { email } = parsed.data
  const perAddress = await consume(`mail:${ip}`, rules.mailPerAddress)
  const perEmail = await consume(`mail-${kind}:${email}`, rules.mailPerEmail)
  if (!perAddress.allowed || !perEmail.allowed) return { ok: false, error: 'rateLimited', email }
  return { ok: true, email }
}

/**
 * Same answer, at once, whether or not the address has an account or is already confirmed: the
 * lookup and the e-mail are a queued job's work.
 */
export async function resendConfirmation(
  { payload, ip, locale }: AuthContext,
  input: { email?: string },
): Promise<{ ok: true } | Failure> {
  const request = await checkMailRequest(ip, 'confirm', input)
  if (!request.ok) return request
  await queueAccountMail(payload, { kind: 'confirm', email: request.email, locale, ip })
  return { ok: true }
}

/** Same answer, at once, whether or not the address has an account (see `resendConfirmation`). */
export async function requestPasswordReset(
  { payload, ip, locale }: AuthContext,
  input: { email?: string },
): Promise<{ ok: true } | Failure> {
  const request = await checkMailRequest(ip, 'reset', input)
  if (!request.ok) return request
  await queueAccountMail(payload, { kind: 'reset', email: request.email, locale, ip })
  return { ok: true }
}

/** The address and name of the account a reset link is for (none for an unknown link). */
async function accountWordsOfReset(
  payload: Payload,
  token: string,
): Promise<{ email?: string; name?: string }> {
  const { docs } = await payload.find({
    collection: 'members',
    where: { resetPasswordToken: { equals: token } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  })
  const member = docs[0]
  return member ? { email: member.email, name: member.displayName ?? undefined } : {}
}

export async function resetPassword(
  { payload, ip }: AuthContext,
  input: { token?: string; password?: string; confirm?: string },
): Promise<{ ok: true } | Failure> {
  const parsed = resetSchema.safeParse(input)
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error)
    return { ok: false, error: fields.token ? 'invalidToken' : 'invalidFields', fields }
  }
  const { token, password } = parsed.data
  if (isCommonPassword(password, await accountWordsOfReset(payload, token)))
    return commonPasswordFailure()
  let member: Member
  try {
    const result = await payload.resetPassword({
      collection: 'members',
      data: { token, password },
      overrideAccess: true,
      context: { ...SITE_FORMS_CONTEXT },
    })
    member = result.user as unknown as Member
  } catch (error) {
    // An unknown or expired token is Payload's 403; anything else (the database down) propagates.
    if (isPayloadError(error, 'APIError', 'Forbidden')) return { ok: false, error: 'invalidToken' }
    throw error
  }
  // The link came by e-mail: the address is proven. The reset also ends any lock on it.
  await payload.update({
    collection: 'members',
    id: member.id,
    data: { _verified: true },
    overrideAccess: true,
    context: { ...SITE_FORMS_CONTEXT },
  })
  await liftLoginLimits({ scope: 'members', email: member.email, ip })
  await logSecurityEvent(payload, {
    type: 'password_reset',
    userId: member.id,
    accountType: 'members',
    email: member.email,
    ip,
  })
  return { ok: true }
}

export async function verifyEmail({ payload, ip }: AuthContext, token: string): Promise<boolean> {
  if (!/^[a-f0-9]{20,128}$/i.test(token)) return false
  const { docs } = await payload.find({
    collection: 'members',
    where: { _verificationToken: { equals: token } },
    limit: 1,
    overrideAccess: true,
    showHiddenFields: true,
  })
  const member = docs[0]
  if (!member) return false
  try {
    await payload.verifyEmail({ collection: 'members', token })
  } catch (error) {
    if (isPayloadError(error, 'APIError', 'Forbidden')) return false
    throw error
  }
  await logSecurityEvent(payload, {
    type: 'email_verified',
    userId: member.id,
    accountType: 'members',
    email: member.email,
    ip,
  })
  return true
}
