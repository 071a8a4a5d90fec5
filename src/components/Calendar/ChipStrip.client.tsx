'use client'

import { useEffect, useRef, type ReactNode } from 'react'

import { cn } from '@/lib/platform/utils/cn'

/**
 * A row of chips that scrolls sideways on a phone and wraps on wider screens. Its links are what the
 * keyboard reaches; once scripts run, the chosen chip is scrolled into the row's view (the page
 * itself does not move), so that December is not hidden behind January.
 */
export function ChipStrip({ className, children }: { className?: string; children: ReactNode }) {
  const ref = useRef<HTMLUListElement>(null)
  useEffect(() => {
    const strip = ref.current
    const chosen = strip?.querySelector<HTMLElement>('[aria-current]')
    if (!strip || !chosen || strip.scrollWidth <= strip.clientWidth) return
    const left = chosen.offsetLeft - (strip.clientWidth - chosen.offsetWidth) / 2
    strip.scrollLeft = Math.max(0, left)
  })
  return (
    <ul
      ref={ref}
      className={cn(
        // A phone's row bleeds to the screen's edges; the padding keeps focus rings inside it.
        'relative -mx-4 flex gap-2 overflow-x-auto px-4 py-1 [scrollbar-width:thin] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 [&>li]:shrink-0',
        className,
      )}
    >
      {children}
    </ul>
  )
}
