'use client'

import { Gift, X } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'

import { useDockSlot } from '@/components/Site/floating-layer'
import { Button } from '@/components/ui/button'
import { browserAllows } from '@/lib/consent/shared'
import { cx } from '@/lib/platform/utils/cx'

import { isWelcomeOfferDismissed, rememberWelcomeOfferDismissed } from './welcome-dismissal'
import { isOfferPlaceFree, type Box } from './welcome-placement'

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

function boxOf(element: Element | null): Box | null {
  if (!element) return null
  const { top, bottom, left, right, width, height } = element.getBoundingClientRect()
  return width > 0 && height > 0 ? { top, bottom, left, right } : null
}

/** What the offer must leave uncovered: the header, the page's first heading, its main action. */
function keptBoxes(): (Box | null)[] {
  return [
    boxOf(document.querySelector('header')),
    boxOf(document.querySelector('main h1') ?? document.querySelector('h1')),
    boxOf(document.querySelector('[data-main-action]')),
  ]
}

/**
 * The welcome offer (docs/behaviour.md › Header, footer and floating elements): 7 days of Premium
 * free, 5 s after the page loads and never before the cookie choice is made, as the one offer of the
 * bottom dock (components/Site/floating-layer.ts). It waits, measured but unseen, while there it
 * would cover the header, the first heading or the main action (`welcome-placement.ts`). Closing it
 * lasts for the visit, or 30 days with functional consent (`welcome-dismissal.ts`).
 */
export function WelcomeBanner({ trialHref, moreHref, days }: Props) {
  const t = useTranslations('billing.banner')
  const [isDue, setDue] = useState(false)
  const [isDismissed, setDismissed] = useState(false)
  const [isPlaceFree, setPlaceFree] = useState(false)
  const offer = useRef<HTMLElement>(null)
  const slot = useDockSlot('offer')
  const isRendered = isDue && !isDismissed && slot !== null

  useEffect(() => {
    if (isWelcomeOfferDismissed(browserStores())) return
    const timer = setTimeout(() => setDue(true), WELCOME_BANNER_DELAY_MS)
    return () => clearTimeout(timer)
  }, [])

  // Measured before it is painted, then again whenever the page scrolls or the window changes.
  useLayoutEffect(() => {
    if (!isRendered) return
    let frame = 0
    const measure = () => {
      frame = 0
      const box = boxOf(offer.current)
      if (box) setPlaceFree(isOfferPlaceFree(box, keptBoxes()))
    }
    const remeasure = () => {
      if (!frame) frame = requestAnimationFrame(measure)
    }
    measure()
    window.addEventListener('scroll', remeasure, { passive: true })
    window.addEventListener('resize', remeasure)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', remeasure)
      window.removeEventListener('resize', remeasure)
    }
  }, [isRendered])

  function dismiss() {
    setDismissed(true)
    rememberWelcomeOfferDismissed(browserStores(), browserAllows('functional'))
  }

  if (!isRendered) return null
  return createPortal(
    <aside
      ref={offer}
      aria-labelledby="welcome-offer-title"
      data-placement={isPlaceFree ? 'bottom' : 'waiting'}
      className={cx(
        'relative mx-auto w-full max-w-2xl rounded-2xl border border-forest-700 bg-forest-900 p-4 text-forest-50 shadow-2xl sm:p-6',
        // Waiting: out of the dock's flow (the controls stay down) and unseen, at the same place.
        isPlaceFree ? 'pointer-events-auto' : 'invisible absolute inset-x-0 bottom-0',
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
            {/* Not the ghost button: its text colour is the page's ink, unreadable on this green. */}
            <a
              href={moreHref}
              className="inline-flex h-9 items-center justify-center rounded-[var(--radius-base)] px-3 text-sm font-medium whitespace-nowrap text-forest-50 underline-offset-4 transition-colors hover:bg-forest-800 hover:text-white hover:underline"
            >
              {t('more')}
            </a>
          </div>
        </div>
      </div>
    </aside>,
    slot,
  )
}
