'use client'

import { Gift, X } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'

import { Button } from '@/components/ui/button'
import { cx } from '@/lib/platform/utils/cx'
import { browserAllows, COOKIE_BANNER_CHANGED_EVENT } from '@/lib/consent/shared'

import { isWelcomeOfferDismissed, rememberWelcomeOfferDismissed } from './welcome-dismissal'
import { placeWelcomeOffer, type Box, type Placement } from './welcome-placement'

export const WELCOME_BANNER_DELAY_MS = 5_000

type Props = { trialHref: string; moreHref: string; days: number }

function browserStores() {
  const get = (name: 'sessionStorage' | 'localStorage') => {
    try {
      return window[name]
    } catch {
      return null
    }
  }
  return { session: get('sessionStorage'), local: get('localStorage') }
}

function boxOf(selector: string): Box | null {
  const element = document.querySelector(selector)
  if (!element) return null
  const { top, bottom, left, right, width, height } = element.getBoundingClientRect()
  return width > 0 && height > 0 ? { top, bottom, left, right } : null
}

/**
 * The welcome offer (docs/behaviour.md › Header, footer and floating elements): 7 days of Premium
 * free, shown 5 s after the page loads whether or not the cookie banner has been answered, placed
 * where it covers neither that banner nor the page's main action (`welcome-placement.ts`). Closing it
 * lasts for the visit, or 30 days with functional consent (`welcome-dismissal.ts`).
 */
export function WelcomeBanner({ trialHref, moreHref, days }: Props) {
  const t = useTranslations('billing.banner')
  const [isVisible, setVisible] = useState(false)
  const [placement, setPlacement] = useState<Placement | null>(null)
  const offer = useRef<HTMLElement>(null)

  useEffect(() => {
    if (isWelcomeOfferDismissed(browserStores())) return
    const timer = setTimeout(() => setVisible(true), WELCOME_BANNER_DELAY_MS)
    return () => clearTimeout(timer)
  }, [])

  const place = useCallback(() => {
    const element = offer.current
    if (!element) return
    const { width, height } = element.getBoundingClientRect()
    setPlacement(
      placeWelcomeOffer({
        viewport: { width: window.innerWidth, height: window.innerHeight },
        offer: { width, height },
        cookieBanner: boxOf('[data-cookie-banner]'),
        mainAction: boxOf('[data-main-action]'),
      }),
    )
  }, [])

  // Measured before it is painted, then again whenever the window or the cookie banner changes.
  useLayoutEffect(() => {
    if (!isVisible) return
    place()
    const replace = () => requestAnimationFrame(place)
    window.addEventListener('resize', replace)
    window.addEventListener(COOKIE_BANNER_CHANGED_EVENT, replace)
    return () => {
      window.removeEventListener('resize', replace)
      window.removeEventListener(COOKIE_BANNER_CHANGED_EVENT, replace)
    }
  }, [isVisible, place])

  function dismiss() {
    setVisible(false)
    rememberWelcomeOfferDismissed(browserStores(), browserAllows('functional'))
  }

  if (!isVisible) return null
  return (
    <aside
      ref={offer}
      aria-labelledby="welcome-offer-title"
      data-placement={placement?.kind ?? 'measuring'}
      style={
        placement?.kind === 'beside'
          ? { left: placement.left, bottom: placement.bottom, right: 24 }
          : undefined
      }
      className={cx(
        'fixed z-50 rounded-2xl border border-forest-700 bg-forest-900 p-4 text-forest-50 shadow-2xl sm:p-6',
        placement === null && 'invisible',
        placement?.kind === 'beside' && 'max-w-md',
        placement?.kind === 'top' && 'inset-x-3 top-3 mx-auto max-w-2xl sm:inset-x-6 sm:top-6',
        (placement === null || placement.kind === 'bottom') &&
          'inset-x-3 bottom-3 mx-auto max-w-2xl sm:inset-x-6 sm:bottom-6',
      )}
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
          {/* On a phone the title says it; the sentence would only make the offer taller. */}
          <p className="mt-1 hidden text-sm text-forest-100 sm:block">{t('text', { days })}</p>
          <div className="mt-3 flex flex-wrap gap-3 sm:mt-4">
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
