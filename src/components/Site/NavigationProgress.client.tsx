'use client'

import { Loader2 } from 'lucide-react'
import { usePathname, useSearchParams } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useEffect, useRef } from 'react'

import { NAVIGATION_START_EVENT, otherSitePage } from './navigation-start'

/** A navigation that answers this fast needs no indicator (it would only flicker). */
const SHOW_AFTER_MS = 150
/** A navigation that never arrives (offline, aborted) must not leave the indicator forever. */
const GIVE_UP_MS = 20_000

/**
 * Where a plain click on this anchor leads inside the site, or null when the browser (new tab,
 * download), the page itself (an anchor on the page, a link whose click a script took over: « Gérer
 * les cookies », next/link, which announces its own navigations) or another site takes care of it.
 */
function clickedSitePage(event: MouseEvent): URL | null {
  if (event.defaultPrevented) return null
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null
  if (!(anchor instanceof HTMLAnchorElement)) return null
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null
  return otherSitePage(anchor.href)
}

/**
 * The loading indicator (docs/behaviour.md › Header, footer and floating elements): a slim bar and
 * a spinner at the top of the window while the next page is prepared. It follows link clicks rather
 * than a route-level loading boundary, so that pages keep real HTTP statuses and redirects and
 * render completely without script.
 *
 * Shown and hidden through the DOM, not through React state: once the browser has started loading
 * another document, React no longer renders on the page that is leaving, but timers still run.
 */
export function NavigationProgress() {
  const t = useTranslations('common')
  const here = `${usePathname()}?${useSearchParams().toString()}`
  const indicator = useRef<HTMLDivElement>(null)
  const hide = useRef<() => void>(() => {})

  useEffect(() => {
    let show: number | undefined
    let giveUp: number | undefined
    const setHidden = (hidden: boolean) => {
      if (indicator.current) indicator.current.hidden = hidden
    }
    hide.current = () => {
      window.clearTimeout(show)
      window.clearTimeout(giveUp)
      setHidden(true)
    }
    const start = () => {
      hide.current()
      show = window.setTimeout(() => setHidden(false), SHOW_AFTER_MS)
      giveUp = window.setTimeout(() => hide.current(), GIVE_UP_MS)
    }
    const onClick = (event: MouseEvent) => {
      if (clickedSitePage(event)) start()
    }
    const onAnnounced = (event: Event) => {
      const href = (event as CustomEvent<{ href?: unknown }>).detail?.href
      if (typeof href === 'string' && otherSitePage(href)) start()
    }
    // Coming back to this page from the browser's history must not find it still waiting.
    const onPageShow = () => hide.current()
    // Bubbling phase: the click has reached the link's own handler first, which may have taken it over.
    document.addEventListener('click', onClick)
    window.addEventListener(NAVIGATION_START_EVENT, onAnnounced)
    window.addEventListener('pageshow', onPageShow)
    // Says the page is ready to follow clicks (until then the browser's own indicator is all there is).
    indicator.current?.setAttribute('data-listening', '')
    return () => {
      hide.current()
      document.removeEventListener('click', onClick)
      window.removeEventListener(NAVIGATION_START_EVENT, onAnnounced)
      window.removeEventListener('pageshow', onPageShow)
    }
  }, [])

  // Arriving anywhere (a page prepared in the browser) ends the wait.
  useEffect(() => hide.current(), [here])

  return (
    <div
      ref={indicator}
      hidden
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-0 z-[60]"
    >
      <div className="h-[3px] w-full overflow-hidden bg-forest-100/70 dark:bg-forest-900/70">
        <div className="navigation-progress-bar h-full w-1/3 rounded-full bg-secondary" />
      </div>
      <div className="absolute top-20 left-1/2 inline-flex -translate-x-1/2 items-center gap-2 rounded-full border border-line bg-surface/95 px-3 py-1.5 text-sm text-ink-soft shadow-md">
        <Loader2
          className="size-4 animate-spin text-secondary motion-reduce:animate-none"
          aria-hidden="true"
        />
        <span>{t('loading')}</span>
      </div>
    </div>
  )
}
