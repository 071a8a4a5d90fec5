'use client'

import { ArrowUp } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import { cx } from '@/lib/platform/utils/cx'

const THRESHOLD_PX = 300

/**
 * Appears after 300 px of scrolling (docs/behaviour.md › Header, footer and floating elements); on a
 * phone it rises above the welcome message's controls while they show (globals.css › --intro-lift).
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
    <button
      type="button"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      aria-label={t('scrollToTop')}
      tabIndex={isVisible ? 0 : -1}
      aria-hidden={!isVisible}
      className={cx(
        'fixed right-5 bottom-[calc(1.25rem+var(--intro-lift-narrow))] z-40 inline-flex size-11 items-center justify-center rounded-full border border-line bg-surface text-forest-800 shadow-lg transition-all duration-300 hover:bg-forest-50 dark:text-forest-100 dark:hover:bg-forest-900',
        isVisible ? 'translate-y-0 opacity-100' : 'pointer-events-none translate-y-3 opacity-0',
      )}
    >
      <ArrowUp className="size-5" aria-hidden="true" />
    </button>
  )
}
