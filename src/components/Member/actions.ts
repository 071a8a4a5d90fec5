'use server'

import { redirect } from 'next/navigation'

import { localizedHref } from '@/i18n/routing'
import { changeEmail, changePassword, deleteAccount, updateProfile } from '@/lib/auth/account'
import { formString, type FieldErrors } from '@/lib/auth/schemas'
import { authContext, clearSessionCookie, setFlash, setSessionCookie } from '@/lib/auth/session'
import { requireMember } from '@/lib/auth/guard'

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
