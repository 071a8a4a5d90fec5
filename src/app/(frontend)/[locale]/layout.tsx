import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'
import { Suspense, type ReactNode } from 'react'

import { FeedbackWidget } from '@/components/Feedback/FeedbackWidget'
import { CookieConsent } from '@/components/Consent/CookieConsent.client'
import { Effects } from '@/components/Effects/Effects.client'
import { FloatingDock } from '@/components/Site/FloatingDock.client'
import { fontVariables } from '@/components/Site/fonts'
import { NavigationProgress } from '@/components/Site/NavigationProgress.client'
import { ScrollToTop } from '@/components/Site/ScrollToTop.client'
import { ThemeScript } from '@/components/Site/ThemeScript'
import { Toasts } from '@/components/Site/Toasts.client'
import { WebVitals } from '@/components/Site/WebVitals.client'
import { clientMessagesFor } from '@/i18n/client-messages'
import { isLocale } from '@/i18n/locales'
import { themeAttributes, themeStyle, withReaderTheme } from '@/lib/personalisation'
import { getPageAudio, getReaderTheme, getSiteTheme } from '@/lib/personalisation/server'
import { cn } from '@/lib/platform/utils/cn'
import { offerAudiences } from '@/components/Site/audience'
import { getSiteSettings, getSiteUrl } from '@/lib/site/settings'

import './globals.css'

/** Catalogue parts the browser needs (the rest stays on the server). */
type Props = { children: ReactNode; params: Promise<{ locale: string }> }

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#fbfaf6' },
    { media: '(prefers-color-scheme: dark)', color: '#0b1610' },
  ],
}

export async function generateMetadata(): Promise<Metadata> {
  return {
    metadataBase: new URL(getSiteUrl()),
    icons: { icon: [{ url: '/favicon.svg', type: 'image/svg+xml' }] },
  }
}

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  // The production server may now cache members' reading pages by audience (lib/auth/audience.ts).
  offerAudiences()
  const [messages, t, settings, siteTheme, pageAudio, reader] = await Promise.all([
    getMessages({ locale }),
    getTranslations({ locale, namespace: 'common' }),
    getSiteSettings(locale),
    getSiteTheme(),
    getPageAudio(locale),
    // No session cookie: nothing asked of the database.
    getReaderTheme(),
  ])
  // A member's own theme is in the profile: rendered here, the same on every device, no flash.
  const { isMember } = reader
  const theme = withReaderTheme(siteTheme, reader.saved)
  const clientMessages = clientMessagesFor(messages)

  return (
    <html
      lang={locale}
      // The site's default scheme; the head script applies a reader's own choice before the first paint.
      className={cn(fontVariables, theme.colorScheme === 'dark' && 'dark')}
      data-animations={theme.animations ? undefined : 'off'}
      // The font, background pattern and cursor (globals.css), rendered like the colours.
      {...themeAttributes(theme)}
      data-reader-theme={isMember ? 'server' : undefined}
      suppressHydrationWarning
    >
      <head>
        {/* The theme staff chose in the admin (colours, text size, corners): rendered, never fetched. */}
        <style dangerouslySetInnerHTML={{ __html: themeStyle(theme) }} />
        <ThemeScript />
      </head>
      <body className="min-h-screen antialiased">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-surface px-4 py-2 text-ink focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {t('skipToContent')}
        </a>
        <NextIntlClientProvider locale={locale} messages={clientMessages}>
          {/* First in the tab order after the skip link: the banner is reached before the page. */}
          <CookieConsent />
          {children}
          {/* What floats at the bottom goes into the dock (components/Site/floating-layer.ts). */}
          <FloatingDock />
          <ScrollToTop />
          <Suspense fallback={null}>
            <NavigationProgress />
          </Suspense>
          <Suspense fallback={null}>
            <FeedbackWidget />
          </Suspense>
          <Toasts brand={settings.brandName} />
          <Effects theme={theme} isMember={isMember} audio={pageAudio} />
          <WebVitals />
        </NextIntlClientProvider>
      </body>
    </html>
  )
}
