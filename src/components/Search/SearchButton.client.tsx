'use client'

import { Search } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import { lazy, Suspense, useEffect, useState } from 'react'

import { useIsHydrated } from '@/components/ui/use-is-hydrated'
import { toLocale } from '@/i18n/locales'
import { localizedHref } from '@/i18n/routing'
import { SEARCH_PATH } from '@/lib/search/normalize'

/** The overlay (and its search code) travels only to those who open it (docs/performance.md). */
const loadOverlay = () =>
  import('./SearchOverlay.client').then((module) => ({ default: module.SearchOverlay }))
const SearchOverlay = lazy(loadOverlay)

/**
 * The header's search button; Ctrl+K (⌘K on a Mac) opens the same overlay from anywhere. Until the
 * page's script runs (or when it never does) it is a plain link to the search page.
 */
export function SearchButton({ brand }: { brand: string }) {
  const t = useTranslations('search')
  const [open, setOpen] = useState(false)
  const locale = toLocale(useLocale())
  const isInteractive = useIsHydrated()
  const className =
    'inline-flex h-10 items-center gap-2 rounded-[var(--radius-base)] px-2.5 text-ink-soft hover:bg-surface-muted hover:text-ink'

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault()
        setOpen(true)
      }
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])

  if (!isInteractive)
    return (
      <a href={localizedHref(SEARCH_PATH, locale)} className={className}>
        <Search className="size-[1.15rem]" aria-hidden="true" />
        <span className="sr-only">{t('open')}</span>
      </a>
    )

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadOverlay()}
        onFocus={() => void loadOverlay()}
        aria-keyshortcuts="Control+K Meta+K"
        className={className}
      >
        <Search className="size-[1.15rem]" aria-hidden="true" />
        <span className="sr-only">{t('open')}</span>
        <kbd
          aria-hidden="true"
          className="hidden rounded border border-line bg-surface px-1.5 py-0.5 font-sans text-[0.7rem] whitespace-nowrap text-ink-soft 2xl:inline"
        >
          Ctrl K
        </kbd>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SearchOverlay brand={brand} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  )
}
