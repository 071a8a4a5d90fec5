'use client'

import { Search } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import { SearchOverlay } from './SearchOverlay.client'

/** The header's search button; Ctrl+K (⌘K on a Mac) opens the same overlay from anywhere. */
export function SearchButton({ brand }: { brand: string }) {
  const t = useTranslations('search')
  const [open, setOpen] = useState(false)

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

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-keyshortcuts="Control+K Meta+K"
        className="inline-flex h-10 items-center gap-2 rounded-[var(--radius-base)] px-2.5 text-ink-soft hover:bg-surface-muted hover:text-ink"
      >
        <Search className="size-[1.15rem]" aria-hidden="true" />
        <span className="sr-only">{t('open')}</span>
        <kbd
          aria-hidden="true"
          className="hidden rounded border border-line bg-surface px-1.5 py-0.5 font-sans text-[0.7rem] whitespace-nowrap text-ink-soft xl:inline"
        >
          Ctrl K
        </kbd>
      </button>
      {open ? <SearchOverlay brand={brand} onClose={() => setOpen(false)} /> : null}
    </>
  )
}
