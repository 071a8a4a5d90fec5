'use client'

import { MessageSquareHeart } from 'lucide-react'
import { usePathname } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { lazy, Suspense, useState } from 'react'

import { useLoadOnFirstUse } from '@/components/ui/use-load-on-first-use'
import {
  isFeedbackEnabledFor,
  type FeedbackPosition,
  type FeedbackSettings,
} from '@/lib/feedback/placement'
import { cx } from '@/lib/platform/utils/cx'

/**
 * Where the round button sits. Bottom right, it stays above the scroll-to-top button (same corner);
 * at the top, below the sticky header.
 */
const corners: Record<FeedbackPosition, string> = {
  // Above the welcome message's controls while they show at the bottom left (globals.css › --intro-lift).
  'bottom-right': 'right-5 bottom-[calc(5rem+var(--intro-lift-narrow))]',
  'bottom-left': 'left-5 bottom-[calc(1.25rem+var(--intro-lift,0px))]',
  'top-right': 'right-5 top-24',
  'top-left': 'left-5 top-24',
}

/** The dialog and its validation travel only to those who use it (docs/performance.md). */
const loadDialog = () => import('./FeedbackDialog.client')
const FeedbackDialog = lazy(loadDialog)

/**
 * The floating button (docs/behaviour.md › Feedback widget), hidden on pages the configuration does
 * not list. Pointing at it or focusing it starts loading the dialog; a click opens it.
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

  if (!isFeedbackEnabledFor(settings, pathname)) return null

  return (
    <>
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
          'fixed z-40 inline-flex size-12 items-center justify-center rounded-full bg-primary text-on-primary shadow-lg ring-1 ring-forest-900/10 transition-transform hover:scale-105 hover:bg-secondary hover:text-on-secondary focus-visible:ring-3 focus-visible:ring-primary/40 focus-visible:outline-none motion-reduce:transition-none motion-reduce:hover:scale-100 print:hidden [@media(scripting:none)]:hidden',
          corners[settings.position],
        )}
      >
        <MessageSquareHeart className="size-5" aria-hidden="true" />
      </button>
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
