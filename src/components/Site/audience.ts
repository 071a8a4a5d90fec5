import 'server-only'

import { isPremiumStatus, type SubscriptionStatus } from '@/lib/auth'
import {
  accountOfRequest,
  navigationSessionHeaders,
  setAudienceResolver,
  type Audience,
} from '@/lib/auth/server'
import { needsSubscriptionCheck } from '@/lib/billing'
import { hasHadSubscription } from '@/lib/billing/server'
import { readerThemeOf } from '@/lib/personalisation/server'
import { getPayloadClient } from '@/lib/platform/payload/client'

/**
 * The audience of a session (src/lib/auth/audience.ts): what a member's reading page depends on,
 * read from the account the session cookie names. Null — the page is then rendered for the account
 * itself, as before — for staff, for no valid session, and for a member whose subscription is due a
 * check with the payment provider (the header starts that check for the account).
 */
export async function audienceOfSession(
  sessionHeaders: Record<string, string>,
): Promise<Audience | null> {
  const account = await accountOfRequest(navigationSessionHeaders(new Headers(sessionHeaders)))
  if (account?.collection !== 'members' || needsSubscriptionCheck(account)) return null
  const status = (account.subscriptionStatus ?? 'free') as SubscriptionStatus
  const welcomeOffer =
    !isPremiumStatus(status) && !(await hasHadSubscription(await getPayloadClient(), account.id))
  return {
    subscriptionStatus: status,
    subscriptionTier: account.subscriptionTier ?? null,
    personalisation: readerThemeOf(account.personalisation),
    welcomeOffer,
  }
}

/** Lets the production server's page cache ask for audiences (called by the site's layout). */
export function offerAudiences(): void {
  setAudienceResolver(audienceOfSession)
}
