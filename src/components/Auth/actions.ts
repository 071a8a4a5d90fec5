'use server'

import { redirect } from 'next/navigation'

import { localizedHref } from '@/i18n/routing'
import { confirmEmailChange } from '@/lib/auth/credentials'
import { safeRedirectPath } from '@/lib/auth/redirect'
import { formString, type FieldErrors } from '@/lib/auth/schemas'
import {
  logIn,
  logOut,
  requestPasswordReset,
  resendConfirmation,
  resetPassword,
  signUp,
  type FormError,
} from '@/lib/auth/service'
import { LOGOUT_FAILED } from '@/lib/auth/constants'
import { authContext, clearSessionCookie, setFlash, setSessionCookie } from '@/lib/auth/session'
import { getSessionAccount } from '@/lib/auth/viewer'
import { BOT_CHECK_FIELD } from '@/lib/bot-check/altcha'

/** What a form shows after the server answered. `at` makes each answer distinct (toasts fire again). */
export type AuthFormState =
  | { status: 'idle' }
  | { status: 'error'; error: FormError; fields?: FieldErrors; email?: string; at: number }
  | { status: 'signedUp'; email: string; at: number }
  | { status: 'sent'; email?: string; at: number }
  | { status: 'passwordReset'; at: number }

const now = () => Date.now()

export async function loginAction(
  _previous: AuthFormState,
  form: FormData,
): Promise<AuthFormState> {
  const context = await authContext()
  const result = await logIn(context, {
    email: formString(form, 'email'),
    password: formString(form, 'password'),
    botCheck: formString(form, BOT_CHECK_FIELD),
  })
  if (!result.ok)
    return {
      status: 'error',
      error: result.error,
      fields: result.fields,
      email: result.email,
      at: now(),
    }
  await setSessionCookie(result.token, result.exp)
  await setFlash('login')
  redirect(localizedHref(safeRedirectPath(formString(form, 'redirect')), context.locale))
}

export async function signupAction(
  _previous: AuthFormState,
  form: FormData,
): Promise<AuthFormState> {
  const result = await signUp(await authContext(), {
    name: formString(form, 'name'),
    email: formString(form, 'email'),
    password: formString(form, 'password'),
    botCheck: formString(form, BOT_CHECK_FIELD),
    back: formString(form, 'redirect'),
  })
  if (!result.ok)
    return {
      status: 'error',
      error: result.error,
      fields: result.fields,
      email: result.email,
      at: now(),
    }
  return { status: 'signedUp', email: result.email, at: now() }
}

/** Resend and reset requests: the same answer ("sent") for any address the rules accept. */
async function emailRequest(
  request: typeof resendConfirmation | typeof requestPasswordReset,
  form: FormData,
): Promise<AuthFormState> {
  const email = formString(form, 'email')
  const result = await request(await authContext(), { email })
  if (!result.ok)
    return { status: 'error', error: result.error, fields: result.fields, email, at: now() }
  return { status: 'sent', email, at: now() }
}

export async function resendAction(
  _previous: AuthFormState,
  form: FormData,
): Promise<AuthFormState> {
  return emailRequest(resendConfirmation, form)
}

export async function forgotAction(
  _previous: AuthFormState,
  form: FormData,
): Promise<AuthFormState> {
  return emailRequest(requestPasswordReset, form)
}

export async function resetAction(
  _previous: AuthFormState,
  form: FormData,
): Promise<AuthFormState> {
  const result = await resetPassword(await authContext(), {
    token: formString(form, 'token'),
    password: formString(form, 'password'),
    confirm: formString(form, 'confirm'),
  })
  if (!result.ok) return { status: 'error', error: result.error, fields: result.fields, at: now() }
  return { status: 'passwordReset', at: now() }
}

/**
 * Logout (header icon, mobile menu, member area): ends this session, then back to the home page.
 * If the server cannot end it (the database refused the write, for instance), the session stays
 * open and the member area says so (« Erreur » with the message), instead of the error page.
 */
export async function logoutAction(): Promise<void> {
  const context = await authContext()
  try {
    const account = await getSessionAccount()
    if (account) await logOut(context, account)
  } catch (error) {
    context.payload.logger.error({ err: error, msg: 'Logout failed' })
    redirect(localizedHref(`/membre?${LOGOUT_FAILED.param}=${LOGOUT_FAILED.value}`, context.locale))
  }
  await clearSessionCookie()
  await setFlash('logout')
  redirect(localizedHref('/', context.locale))
}

/**
 * The button of the page the e-mail-change link opens (a plain form: works without script): applies
 * the pending change, then shows the outcome on the same page.
 */
export async function confirmEmailAction(form: FormData): Promise<void> {
  const context = await authContext()
  const outcome = await confirmEmailChange(
    context.payload,
    formString(form, 'token') ?? '',
    context.ip,
  )
  const result = outcome.ok ? (outcome.collection === 'users' ? 'staff' : 'ok') : outcome.reason
  redirect(localizedHref(`/auth/confirmer-email?resultat=${result}`, context.locale))
}
