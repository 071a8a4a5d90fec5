import 'server-only'

import { type Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import type { Member } from '@/payload-types'
import { SITE_FORMS_CONTEXT } from '@/lib/auth'
import { logSecurityEvent } from '@/lib/security'

import { BillingUnavailableError } from './provider'
import { endSubscriptionsForDeletion } from './service'

type Context = { payload: Payload; ip: string; locale?: Locale }
type DeletionResult = { ok: true } | { ok: false; error: 'mismatch' | 'billingUnavailable' }

/**
 * Deletes the account and its personal data, once the member has typed their address to confirm. The
 * members' delete hook (src/collections/shared/ownedRows.ts) removes or anonymises every row that
 * names the account, here as when staff delete it; the security log keeps event types and dates only.
 */
export async function deleteAccount(
  { payload }: Context,
  member: Member,
  confirmation: string | undefined,
): Promise<DeletionResult> {
  if ((confirmation ?? '').trim().toLowerCase() !== member.email.toLowerCase())
    return { ok: false, error: 'mismatch' }
  // Deleting the account cancels any subscription first: nothing renews for nobody.
  try {
    await endSubscriptionsForDeletion(payload, member)
  } catch (error) {
    if (error instanceof BillingUnavailableError) return { ok: false, error: 'billingUnavailable' }
    throw error
  }
  await payload.delete({
    collection: 'members',
    id: member.id,
    overrideAccess: true,
    context: { ...SITE_FORMS_CONTEXT },
  })
  // Without the id: nothing in the log points to an account that no longer exists.
  await logSecurityEvent(payload, { type: 'account_deleted', accountType: 'members' })
  return { ok: true }
}
