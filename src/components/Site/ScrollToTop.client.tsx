'use client'

import { ArrowUp } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import { cx } from '@/lib/platform/utils/cx'

import { InDock } from './FloatingDock.client'

const THRESHOLD_PX = 300

/**
 * Appears after 300 px of scrolling (docs/behaviour.md › Header, footer and floating elements), at
 * the bottom of the dock's right stack: its place is kept while hidden, so that the buttons above it
 * do not move when it comes.
 */
export function ScrollToTop() {
  const t = useTranslations('common')
  const [isVisible, setVisible] = useState(false)

  useEffect(() => {
    const update = () => setVisible(window.scrollY > THRESHOLD_PX)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])

  return (
    <InDock slot="right" order={0}>
      <button
        type="button"
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        aria-label={t('scrollToTop')}
        tabIndex={isVisible ? 0 : -1}
        aria-hidden={!isVisible}
        className={cx(
          'inline-flex size-11 items-center justify-center rounded-full border border-line bg-surface text-forest-800 shadow-lg transition-all duration-300 hover:bg-forest-50 dark:text-forest-100 dark:hover:bg-forest-900',
          isVisible
            ? 'pointer-events-auto translate-y-0 opacity-100'
            : 'pointer-events-none translate-y-3 opacity-0',
        )}
      >
        <ArrowUp className="size-5" aria-hidden="true" />
      </button>
    </InDock>
  )
}
