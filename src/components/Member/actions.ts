'use server'

import { redirect } from 'next/navigation'

import { localizedHref } from '@/i18n/routing'
import { changeEmail, changePassword, updateProfile } from '@/lib/auth/account'
import { formString, type FieldErrors } from '@/lib/auth/schemas'
import { authContext, clearSessionCookie, setFlash, setSessionCookie } from '@/lib/auth/session'
import { requireMember } from '@/lib/auth/guard'
import { deleteAccount } from '@/lib/billing/account-deletion'
import { BillingUnavailableError } from '@/lib/billing/provider'
import { verifyMemberSubscription } from '@/lib/billing/service'
import { FORCED_CHECK_COOLDOWN_MS } from '@/lib/billing/status'
import { consume } from '@/lib/platform/rate-limit'

export type MemberFormState =
  | { status: 'idle' }
  | { status: 'saved'; at: number }
  | { status: 'error'; error: string; fields?: FieldErrors; at: number }

export async function updateProfileAction(
  _previous: MemberFormState,
  form: FormData,
): Promise<MemberFormState> {
  const member = await requireMember()
  const result = await updateProfile(await authContext(), member, {
    displayName: formString(form, 'displayName'),
    language: formString(form, 'language'),
  })
  return result.ok
    ? { status: 'saved', at: Date.now() }
    : { status: 'error', error: result.error, fields: result.fields, at: Date.now() }
}

export async function changePasswordAction(
  _previous: MemberFormState,
  form: FormData,
): Promise<MemberFormState> {
  const member = await requireMember()
  const result = await changePassword(await authContext(), member, {
    current: formString(form, 'current'),
    password: formString(form, 'password'),
    confirm: formString(form, 'confirm'),
  })
  if (!result.ok)
    return { status: 'error', error: result.error, fields: result.fields, at: Date.now() }
  await setSessionCookie(result.token, result.exp)
  return { status: 'saved', at: Date.now() }
}

/** Starts an e-mail change: a link goes to the new address; the current one stays until it is used. */
export async function changeEmailAction(
  _previous: MemberFormState,
  form: FormData,
): Promise<MemberFormState> {
  const member = await requireMember()
  const result = await changeEmail(await authContext(), member, {
    current: formString(form, 'current'),
    email: formString(form, 'email'),
  })
  return result.ok
    ? { status: 'saved', at: Date.now() }
    : { status: 'error', error: result.error, fields: result.fields, at: Date.now() }
}

export async function deleteAccountAction(
  _previous: MemberFormState,
  form: FormData,
): Promise<MemberFormState> {
  const member = await requireMember()
  const context = await authContext()
  const result = await deleteAccount(context, member, formString(form, 'confirmEmail'))
  if (!result.ok) return { status: 'error', error: result.error, at: Date.now() }
  await clearSessionCookie()
  await setFlash('accountDeleted')
  redirect(localizedHref('/', context.locale))
}

/**
 * « Actualiser » posted without script: the same forced verification as POST /api/check-subscription
 * (at most one per 15 s per member), then the member area again, rendered with the fresh status.
 */
export async function refreshSubscriptionAction(): Promise<void> {
  const member = await requireMember()
  const context = await authContext()
  const { allowed } = await consume(`check-subscription:${member.id}`, {
    limit: 1,
    windowMs: FORCED_CHECK_COOLDOWN_MS,
  })
  try {
    await verifyMemberSubscription(context.payload, member, { force: allowed })
  } catch (error) {
    // The provider cannot be reached: the page shows the status as it was.
    if (!(error instanceof BillingUnavailableError)) throw error
  }
  redirect(localizedHref('/membre', context.locale))
}
