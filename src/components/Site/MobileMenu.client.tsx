'use client'

import { Menu, X } from 'lucide-react'
import { lazy, Suspense } from 'react'

import { useLoadOnFirstUse } from '@/components/ui/use-load-on-first-use'

import { MenuActions, MenuLinks, type MobileMenuProps } from './MobileMenuParts'

export type { MobileMenuProps } from './MobileMenuParts'

/** The sheet (and the dialog code under it) travels only to those who open it (docs/performance.md). */
const loadSheet = () => import('./MobileMenuSheet.client')
const MobileMenuSheet = lazy(loadSheet)

/**
 * The same menu when no script runs (CSS `scripting: none`): a native disclosure that opens a panel
 * under the header, so that the navigation is reachable on a phone without JavaScript.
 */
function MenuWithoutScript({ links, more, labels, actions }: MobileMenuProps) {
  return (
    <details className="group hidden xl:hidden [@media(scripting:none)]:block">
      <summary
        className="inline-flex size-10 cursor-pointer list-none items-center justify-center rounded-[var(--radius-base)] text-ink hover:bg-surface-muted [&::-webkit-details-marker]:hidden"
        aria-label={labels.open}
      >
        <Menu className="size-5 group-open:hidden" aria-hidden="true" />
        <X className="hidden size-5 group-open:block" aria-hidden="true" />
      </summary>
      <div className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-line bg-canvas px-6 pt-2 pb-6 shadow-xl">
        <MenuLinks links={links} more={more} label={labels.title} />
        <div className="mt-4 flex flex-col gap-3 border-t border-line pt-5">
          <MenuActions actions={actions} />
        </div>
      </div>
    </details>
  )
}

/**
 * Below the large breakpoint: the navigation in a sheet, with its own buttons. Until it is first used
 * the button is a plain one that loads the sheet, which then opens at once.
 */
export function MobileMenu({ links, more, labels, actions }: MobileMenuProps) {
  const { isWanted, want, preload } = useLoadOnFirstUse(loadSheet)
  const placeholder = (
    <button
      type="button"
      aria-label={labels.open}
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={want}
      className="inline-flex size-10 items-center justify-center rounded-[var(--radius-base)] text-ink hover:bg-surface-muted xl:hidden [@media(scripting:none)]:hidden"
    >
      <Menu className="size-5" aria-hidden="true" />
    </button>
  )
  return (
    <>
      <MenuWithoutScript links={links} more={more} labels={labels} actions={actions} />
      {isWanted ? (
        <Suspense fallback={placeholder}>
          <MobileMenuSheet links={links} more={more} labels={labels} actions={actions} />
        </Suspense>
      ) : (
        placeholder
      )}
    </>
  )
}
