'use client'

import { MessageSquareHeart } from 'lucide-react'
import { usePathname } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { lazy, Suspense, useState } from 'react'

import { InDock } from '@/components/Site/FloatingDock.client'
import { useIsCookieChoiceSettled } from '@/components/Site/floating-layer'
import { useLoadOnFirstUse } from '@/components/ui/use-load-on-first-use'
import {
  isFeedbackEnabledFor,
  type FeedbackPosition,
  type FeedbackSettings,
} from '@/lib/feedback/placement'
import { cx } from '@/lib/platform/utils/cx'

/**
 * Where the round button sits: at the bottom, in the dock's stack on that side, above the
 * scroll-to-top button (components/Site/floating-layer.ts); at the top, below the sticky header.
 */
const dockSlots: Partial<Record<FeedbackPosition, 'left' | 'right'>> = {
  'bottom-right': 'right',
  'bottom-left': 'left',
}
const topCorners: Partial<Record<FeedbackPosition, string>> = {
  'top-right': 'fixed z-(--layer-dock) right-5 top-24',
  'top-left': 'fixed z-(--layer-dock) left-5 top-24',
}

/** The dialog and its validation travel only to those who use it (docs/performance.md). */
const loadDialog = () => import('./FeedbackDialog.client')
const FeedbackDialog = lazy(loadDialog)

/**
 * The floating button (docs/behaviour.md › Feedback widget), hidden on pages the configuration does
 * not list, and, like everything floating, until the cookie choice is made. Pointing at it or
 * focusing it starts loading the dialog; a click opens it.
 */
export function FeedbackLauncher({
  settings,
  isSignedIn,
}: {
  settings: FeedbackSettings
  isSignedIn: boolean
}) {
  const t = useTranslations('feedback')
  const pathname = usePathname()
  const [isOpen, setOpen] = useState(false)
  const { isWanted, want, preload } = useLoadOnFirstUse(loadDialog)
  const isSettled = useIsCookieChoiceSettled()

  if (!isFeedbackEnabledFor(settings, pathname)) return null

  const slot = dockSlots[settings.position]
  const button = (
    <button
      type="button"
      aria-label={t('open')}
      title={t('open')}
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => {
        want()
        setOpen(true)
      }}
      className={cx(
        'pointer-events-auto inline-flex size-12 items-center justify-center rounded-full bg-primary text-on-primary shadow-lg ring-1 ring-forest-900/10 transition-transform hover:scale-105 hover:bg-secondary hover:text-on-secondary focus-visible:ring-3 focus-visible:ring-primary/40 focus-visible:outline-none motion-reduce:transition-none motion-reduce:hover:scale-100 print:hidden',
        topCorners[settings.position],
      )}
    >
      <MessageSquareHeart className="size-5" aria-hidden="true" />
    </button>
  )

  return (
    <>
      {slot ? (
        <InDock slot={slot} order={3}>
          {button}
        </InDock>
      ) : isSettled ? (
        button
      ) : null}
      {isWanted ? (
        <Suspense fallback={null}>
          <FeedbackDialog
            isOpen={isOpen}
            onOpenChange={setOpen}
            pathname={pathname}
            isSignedIn={isSignedIn}
          />
        </Suspense>
      ) : null}
    </>
  )
}
