'use client'

import { Loader2 } from 'lucide-react'
import { usePathname, useSearchParams } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'

/** A navigation that answers this fast needs no indicator (it would only flicker). */
const SHOW_AFTER_MS = 150
/** A navigation that never arrives (offline, aborted) must not leave the indicator forever. */
const GIVE_UP_MS = 20_000

/**
 * Where a click on this anchor leads inside the site, or null when the browser (new tab, download, other
 * host, the admin or the API) or the page itself (same address, an anchor on the page) takes care of it.
 */
function inSiteDestination(event: MouseEvent): URL | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null
  if (!(anchor instanceof HTMLAnchorElement)) return null
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null
  const url = new URL(anchor.href, window.location.href)
  if (url.origin !== window.location.origin) return null
  if (/^\/(admin|api)(\/|$)/.test(url.pathname)) return null
  const here = window.location
  if (url.pathname === here.pathname && url.search === here.search) return null
  return url
}

/**
 * Spec §1, "screens load on demand with a spinner while loading": a slim bar and a spinner at the top of
 * the window while the next page is prepared. It follows link clicks rather than a route-level loading
 * boundary, so that pages keep real HTTP statuses and redirects and render completely without script.
 */
export function NavigationProgress() {
  const t = useTranslations('common')
  const here = `${usePathname()}?${useSearchParams().toString()}`
  const hereRef = useRef(here)
  // A wait belongs to the page it started on: arriving anywhere else ends it.
  const [wait, setWait] = useState<{ id: number; from: string } | null>(null)
  const [shownId, setShownId] = useState<number | null>(null)

  useEffect(() => {
    hereRef.current = here
  }, [here])

  useEffect(() => {
    let count = 0
    const onClick = (event: MouseEvent) => {
      if (inSiteDestination(event)) setWait({ id: ++count, from: hereRef.current })
    }
    // Bubbling phase: the click has reached the link's own handler (client-side navigation) first.
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [])

  useEffect(() => {
    if (wait === null) return
    const show = window.setTimeout(() => setShownId(wait.id), SHOW_AFTER_MS)
    const giveUp = window.setTimeout(() => setWait(null), GIVE_UP_MS)
    return () => {
      window.clearTimeout(show)
      window.clearTimeout(giveUp)
    }
  }, [wait])

  const isVisible = wait !== null && wait.from === here && shownId === wait.id
  if (!isVisible) return null
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-0 z-[60]"
    >
      <div className="h-[3px] w-full overflow-hidden bg-forest-100/70 dark:bg-forest-900/70">
        <div className="navigation-progress-bar h-full w-1/3 rounded-full bg-secondary" />
      </div>
      <div className="absolute top-3 right-3 inline-flex items-center gap-2 rounded-full border border-line bg-surface/95 px-3 py-1.5 text-sm text-ink-soft shadow-md">
        <Loader2
          className="size-4 animate-spin text-secondary motion-reduce:animate-none"
          aria-hidden="true"
        />
        <span>{t('loading')}</span>
      </div>
    </div>
  )
}
