import { Suspense, type ReactNode } from 'react'

import { WelcomeBanner } from '@/components/Billing/WelcomeBanner.client'
import { SiteAdminBar } from '@/components/Site/SiteAdminBar'
import { SiteFooter } from '@/components/Site/SiteFooter'
import { SiteHeader } from '@/components/Site/SiteHeader'
import { toLocale } from '@/i18n/locales'
import { localizedHref } from '@/i18n/routing'
import { getViewer } from '@/lib/auth/viewer'
import { TRIAL_DAYS } from '@/lib/billing/status'
import { getSiteSettings } from '@/lib/site/settings'

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

/** Pages with the full header and the footer. */
export default async function SiteLayout({ children, params }: Props) {
  const locale = toLocale((await params).locale)
  const [settings, viewer] = await Promise.all([getSiteSettings(locale), getViewer()])
  const isPremium = viewer.kind === 'signedIn' && viewer.isPremium
  return (
    <>
      <Suspense fallback={null}>
        <SiteAdminBar locale={locale} brand={settings.brandName} />
      </Suspense>
      <SiteHeader locale={locale} brand={settings.brandName} />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter locale={locale} settings={settings} />
      {isPremium ? null : (
        <WelcomeBanner
          days={TRIAL_DAYS}
          trialHref={localizedHref('/register', locale)}
          moreHref={localizedHref('/abonnement', locale)}
        />
      )}
    </>
  )
}
