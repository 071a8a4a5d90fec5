/**
 * The confirmation e-mail of a member's address: a fresh token, sent in the member's language through
 * the e-mail queue. Shared by the sign-up forms and the members collection (accounts created by staff).
 */
import { randomBytes } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import { toLocale, type Locale } from '@/i18n/locales'
import { absoluteUrl } from '@/i18n/routing'
import { getEnv } from '@/lib/platform/config/env'
import { queueEmail } from '@/lib/email'
import type { Member } from '@/payload-types'

import { SITE_FORMS_CONTEXT } from './constants'
import { emailLocalPart } from './viewer-state'

export function siteLink(path: string, locale: Locale): string {
  return absoluteUrl(getEnv().siteUrl, path, locale)
}

export async function sendConfirmation(
  payload: Payload,
  member: Pick<Member, 'id' | 'email' | 'displayName' | 'preferences'>,
  fallbackLocale: Locale,
  options: { req?: PayloadRequest; sendNow?: boolean; back?: string } = {},
): Promise<void> {
  const token = randomBytes(20).toString('hex')
  await payload.update({
    collection: 'members',
    id: member.id,
    data: { _verificationToken: token },
    overrideAccess: true,
    context: { ...SITE_FORMS_CONTEXT },
    req: options.req,
  })
  const language = member.preferences?.language
  const locale = language ? toLocale(language) : fallbackLocale
  await queueEmail(
    payload,
    {
      to: member.email,
      template: 'confirm',
      locale,
      name: member.displayName || emailLocalPart(member.email),
      // The page the member signed up from comes back after confirming and signing in.
      link: siteLink(
        `/auth?${new URLSearchParams({ verify: token, ...(options.back ? { redirect: options.back } : {}) })}`,
        locale,
      ),
    },
    { req: options.req, sendNow: options.sendNow },
  )
}
