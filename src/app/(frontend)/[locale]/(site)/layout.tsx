import { Suspense, type ReactNode } from 'react'

import { WelcomeOffer } from '@/components/Billing/WelcomeOffer'
import { SiteAdminBar } from '@/components/Site/SiteAdminBar'
import { SiteFooter } from '@/components/Site/SiteFooter'
import { SiteHeader } from '@/components/Site/SiteHeader'
import { toLocale } from '@/i18n/locales'
import { getSiteSettings } from '@/lib/site/settings'

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

/** Pages with the full header and the footer. */
export default async function SiteLayout({ children, params }: Props) {
  const locale = toLocale((await params).locale)
  const settings = await getSiteSettings(locale)
  return (
    <>
      <SiteAdminBar locale={locale} brand={settings.brandName} />
      <SiteHeader locale={locale} brand={settings.brandName} />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter locale={locale} settings={settings} />
      <Suspense fallback={null}>
        <WelcomeOffer locale={locale} />
      </Suspense>
    </>
  )
}
