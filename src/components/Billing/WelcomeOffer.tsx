import { WelcomeBanner } from '@/components/Billing/WelcomeBanner.client'
import type { Locale } from '@/i18n/locales'
import { localizedHref } from '@/i18n/routing'
import { getViewer } from '@/lib/auth/viewer'
import { TRIAL_DAYS } from '@/lib/billing/status'

/**
 * The welcome offer for whoever is not premium yet. Rendered in its own Suspense boundary: the page
 * does not wait for the session to be read to show this banner (which appears 5 s later anyway).
 */
export async function WelcomeOffer({ locale }: { locale: Locale }) {
  const viewer = await getViewer()
  if (viewer.kind === 'signedIn' && viewer.isPremium) return null
  return (
    <WelcomeBanner
      days={TRIAL_DAYS}
      trialHref={localizedHref('/register', locale)}
      moreHref={localizedHref('/abonnement', locale)}
    />
  )
}
