'use client'

import { Gift, X } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import { Button } from '@/components/ui/button'
import { browserAllows, readBrowserConsent } from '@/lib/consent/shared'
import { WELCOME_DISMISSED_KEY } from '@/lib/consent/storage'

export const WELCOME_BANNER_DELAY_MS = 5_000

type Props = { trialHref: string; moreHref: string; days: number }

/**
 * The welcome offer (docs/behaviour.md › Header, footer and floating elements): 7 days of Premium
 * free, shown 5 s after load (once the cookie banner has been answered) unless dismissed for good.
 * The "dismissed" flag is a marketing cookie-list item: it is kept across visits only with that
 * consent; otherwise the banner stays closed for this visit (the layout keeps it mounted).
 */
export function WelcomeBanner({ trialHref, moreHref, days }: Props) {
  const t = useTranslations('billing.banner')
  const [isVisible, setVisible] = useState(false)
  const [isDismissed, setDismissed] = useState(false)

  useEffect(() => {
    if (isDismissed) return
    try {
      if (localStorage.getItem(WELCOME_DISMISSED_KEY) === '1') return
    } catch {
      // Storage disabled: the banner shows, and dismissing lasts for this visit.
    }
    // The cookie banner speaks first: the offer waits until a cookie decision exists (the two
    // would otherwise cover each other), then appears 5 s after it.
    let timer: ReturnType<typeof setTimeout> | undefined
    const start = () => {
      if (timer || readBrowserConsent() === null) return false
      timer = setTimeout(() => setVisible(true), WELCOME_BANNER_DELAY_MS)
      return true
    }
    const poll = start() ? undefined : setInterval(() => start() && clearInterval(poll), 1_000)
    return () => {
      clearTimeout(timer)
      clearInterval(poll)
    }
  }, [isDismissed])

  function dismiss() {
    setVisible(false)
    setDismissed(true)
    if (browserAllows('marketing')) {
      try {
        localStorage.setItem(WELCOME_DISMISSED_KEY, '1')
      } catch {
        // Nothing more to do: it stays closed for this visit.
      }
    }
  }

  if (!isVisible) return null
  return (
    <aside
      aria-labelledby="welcome-offer-title"
      className="fixed inset-x-3 bottom-3 z-40 mx-auto max-w-2xl rounded-2xl border border-forest-700 bg-forest-900 p-5 text-forest-50 shadow-2xl sm:inset-x-6 sm:bottom-6 sm:p-6"
    >
      <button
        type="button"
        onClick={dismiss}
        aria-label={t('close')}
        className="absolute top-3 right-3 inline-flex size-9 cursor-pointer items-center justify-center rounded-full text-forest-200 hover:bg-forest-800 hover:text-white"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
      <div className="flex gap-4 pr-8">
        <Gift className="mt-1 size-6 shrink-0 text-primary" aria-hidden="true" />
        <div>
          <h2 id="welcome-offer-title" className="text-lg font-semibold">
            {t('title', { days })}
          </h2>
          <p className="mt-1 text-sm text-forest-100">{t('text', { days })}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Button asChild size="sm">
              <a href={trialHref}>{t('trial')}</a>
            </Button>
            <Button
              asChild
              size="sm"
              variant="ghost"
              className="text-forest-50 hover:bg-forest-800 hover:text-white"
            >
              <a href={moreHref}>{t('more')}</a>
            </Button>
          </div>
        </div>
      </div>
    </aside>
  )
}
