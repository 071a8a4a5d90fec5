import type { CollectionAfterOperationHook, CollectionBeforeOperationHook } from 'payload'

import { defaultLocale } from '@/i18n/locales'
import { sendConfirmation } from '@/lib/auth/confirmation'
import { SITE_FORMS_CONTEXT } from '@/lib/auth/constants'
import type { Member } from '@/payload-types'

/**
 * Payload's own verification e-mail (HTML only, in the admin's words, linking to the admin) is never
 * sent: members get the site's confirmation e-mail (multipart, branded, in their language, linking to
 * /auth). The sign-up form sends it itself; for accounts created by staff, this hook does, unless staff
 * marked the address as already verified.
 */
export const useSiteVerificationEmail: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation !== 'create') return args
  return { ...args, disableVerificationEmail: true }
}

export const confirmStaffCreatedMember: CollectionAfterOperationHook = async ({
  operation,
  req,
  result,
}) => {
  if (operation !== 'create') return result
  if (req.context?.viaSiteForms === SITE_FORMS_CONTEXT.viaSiteForms) return result
  const member = result as unknown as Member
  if (member._verified === true) return result
  // Queued in this transaction; the queue's next run (within a minute) sends it.
  await sendConfirmation(req.payload, member, defaultLocale, { req, sendNow: false })
  return result
}
