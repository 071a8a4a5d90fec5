/**
 * What a signed-in member does to their own account: profile, password, address. The profile goes
 * through Payload's access control as the member (who can only change their own harmless fields).
 * Deleting the account ends its subscriptions first, so it belongs to billing (account-deletion.ts).
 */
import 'server-only'

import { type Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import type { Member } from '@/payload-types'
import { logSecurityEvent } from '@/lib/security'

import { SITE_FORMS_CONTEXT } from './constants'
import {
  loadAuthSecrets,
  requestEmailChange,
  TRUSTED_CREDENTIALS_CONTEXT,
  verifyPassword,
} from './credentials'
import { isCommonPassword } from './password-policy'
import {
  changeEmailSchema,
  changePasswordSchema,
  fieldErrors,
  profileSchema,
  type FieldErrors,
} from './schemas'

type Context = { payload: Payload; ip: string; locale?: Locale }
type Result<T = object> =
  | ({ ok: true } & T)
  | {
      ok: false
      error: 'invalidFields' | 'wrongCurrent' | 'generic'
      fields?: FieldErrors
    }

export async function updateProfile(
  { payload }: Context,
  member: Member,
  input: { displayName?: string; language?: string },
): Promise<Result> {
  const parsed = profileSchema.safeParse(input)
  if (!parsed.success)
    return { ok: false, error: 'invalidFields', fields: fieldErrors(parsed.error) }
  await payload.update({
    collection: 'members',
    id: member.id,
    data: { displayName: parsed.data.displayName, preferences: { language: parsed.data.language } },
    overrideAccess: false,
    user: { ...member, collection: 'members' },
  })
  return { ok: true }
}

async function isCurrentPassword(payload: Payload, member: Member, password: string) {
  return verifyPassword(await loadAuthSecrets(payload, 'members', member.id), password)
}

/**
 * Checks the current password, sets the new one, and signs out every other device; returns a fresh
 * session for this browser.
 */
export async function changePassword(
  { payload, ip }: Context,
  member: Member,
  input: { current?: string; password?: string; confirm?: string },
): Promise<Result<{ token: string; exp?: number }>> {
  const parsed = changePasswordSchema.safeParse(input)
  if (!parsed.success)
    return { ok: false, error: 'invalidFields', fields: fieldErrors(parsed.error) }
  if (!(await isCurrentPassword(payload, member, parsed.data.current)))
    return { ok: false, error: 'wrongCurrent', fields: { current: 'wrongCurrent' } }
  if (
    isCommonPassword(parsed.data.password, {
      email: member.email,
      name: member.displayName ?? undefined,
    })
  )
    return { ok: false, error: 'invalidFields', fields: { password: 'validation.commonPassword' } }
  await payload.update({
    collection: 'members',
    id: member.id,
    data: { password: parsed.data.password, sessions: [] },
    overrideAccess: true,
    context: { ...SITE_FORMS_CONTEXT, ...TRUSTED_CREDENTIALS_CONTEXT },
  })
  const session = await payload.login({
    collection: 'members',
    data: { email: member.email, password: parsed.data.password },
    context: { ...SITE_FORMS_CONTEXT },
  })
  if (!session.token) return { ok: false, error: 'generic' }
  await logSecurityEvent(payload, {
    type: 'password_changed',
    userId: member.id,
    accountType: 'members',
    email: member.email,
    ip,
  })
  return { ok: true, token: session.token, exp: session.exp }
}

/**
 * Starts a change of the account's e-mail address: the current password proves the member, the link
 * sent to the new address proves that address (src/lib/auth/credentials.ts). The answer is the same
 * whether or not the new address is already used by another account.
 */
export async function changeEmail(
  { payload, ip, locale = 'fr' }: Context,
  member: Member,
  input: { current?: string; email?: string },
): Promise<Result<{ email: string }>> {
  const parsed = changeEmailSchema.safeParse(input)
  if (!parsed.success)
    return { ok: false, error: 'invalidFields', fields: fieldErrors(parsed.error) }
  if (!(await isCurrentPassword(payload, member, parsed.data.current)))
    return { ok: false, error: 'wrongCurrent', fields: { current: 'wrongCurrent' } }
  await requestEmailChange({
    payload,
    collection: 'members',
    id: member.id,
    newEmail: parsed.data.email,
    locale,
    ip,
  })
  return { ok: true, email: parsed.data.email }
}
