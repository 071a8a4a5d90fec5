import { WelcomeBanner } from '@/components/Billing/WelcomeBanner.client'
import type { Locale } from '@/i18n/locales'
import { localizedHref } from '@/i18n/routing'
import { getAudience } from '@/lib/auth/audience'
import { getOwnAccount } from '@/lib/auth/viewer'
import { isPremiumStatus } from '@/lib/auth/viewer-state'
import { hasHadSubscription } from '@/lib/billing/state'
import { TRIAL_DAYS } from '@/lib/billing/status'
import { getPayloadClient } from '@/lib/platform/payload/client'

/**
 * The welcome offer, for whoever can still start the free trial: not for Premium (a running trial
 * included) nor staff, nor for a member who already subscribed once (the trial is for an account's
 * first subscription). Rendered in its own Suspense boundary: the page does not wait for it (it
 * appears 5 s later anyway), and without a session cookie nothing is asked of the database.
 */
export async function WelcomeOffer({ locale }: { locale: Locale }) {
  const [audience, account] = await Promise.all([getAudience(), getOwnAccount()])
  // A page for an audience of members (lib/auth/audience.ts): the audience says whether it is open.
  if (audience && !audience.welcomeOffer) return null
  if (account) {
    if (account.collection !== 'members' || isPremiumStatus(account.subscriptionStatus)) return null
    if (await hasHadSubscription(await getPayloadClient(), account.id)) return null
  }
  const isMember = Boolean(audience || account)
  return (
    <WelcomeBanner
      days={TRIAL_DAYS}
      // A member starts the trial from the plans; a visitor creates the account first.
      trialHref={localizedHref(isMember ? '/abonnement' : '/register', locale)}
      moreHref={localizedHref('/abonnement', locale)}
    />
  )
}
