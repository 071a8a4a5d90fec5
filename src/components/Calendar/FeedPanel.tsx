import { CalendarPlus, RefreshCw } from 'lucide-react'
import { getTranslations } from 'next-intl/server'

import { LocalizedLink } from '@/components/Site/LocalizedLink'
import { Button } from '@/components/ui/button'
import type { Locale } from '@/i18n/locales'
import { absoluteUrl } from '@/i18n/routing'
import { calendarFeedPath } from '@/lib/calendar/server'
import { getEnv } from '@/lib/platform/config/env'

import { renewCalendarFeedAction } from './actions'
import { FeedAddress, FeedSubmit } from './FeedControls.client'

/**
 * The member area's calendar subscription: the private address to give a calendar app (and a
 * `webcal:` link that opens it there, a button that copies it), a way to change it, or the offer for
 * members without Premium. Making an address takes a moment: its button says it is working.
 */
export async function FeedPanel({
  token,
  isPremium,
  locale,
}: {
  token: string | null
  isPremium: boolean
  locale: Locale
}) {
  const [t, locked] = await Promise.all([
    getTranslations({ locale, namespace: 'calendar.feed' }),
    getTranslations({ locale, namespace: 'calendar.locked' }),
  ])
  if (!isPremium)
    return (
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-ink-soft">{t('premium')}</p>
        <Button asChild variant="secondary">
          <LocalizedLink href="/abonnement" locale={locale}>
            {locked('subscribe')}
          </LocalizedLink>
        </Button>
      </div>
    )
  const address = token ? absoluteUrl(getEnv().siteUrl, calendarFeedPath(token), 'fr') : null
  return (
    <div className="grid gap-4">
      <p className="text-ink-soft">{t('text')}</p>
      {address ? (
        <>
          <FeedAddress
            address={address}
            labels={{
              address: t('address'),
              copy: t('copy'),
              copied: t('copied'),
              copyFailed: t('copyFailed'),
            }}
          />
          <div className="flex flex-wrap gap-3">
            <Button asChild>
              <a href={address.replace(/^https?:/, 'webcal:')}>
                <CalendarPlus aria-hidden="true" />
                {t('open')}
              </a>
            </Button>
            <form action={renewCalendarFeedAction}>
              <FeedSubmit variant="ghost" busyLabel={t('resetting')}>
                <RefreshCw aria-hidden="true" />
                {t('reset')}
              </FeedSubmit>
            </form>
          </div>
          <p className="text-xs text-ink-soft">{t('resetNote')}</p>
        </>
      ) : (
        <form action={renewCalendarFeedAction}>
          <FeedSubmit busyLabel={t('creating')}>
            <CalendarPlus aria-hidden="true" />
            {t('create')}
          </FeedSubmit>
        </form>
      )}
    </div>
  )
}
