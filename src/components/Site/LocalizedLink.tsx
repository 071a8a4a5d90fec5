'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import type { ComponentProps } from 'react'

import type { Locale } from '@/i18n/locales'
import { localizedHref } from '@/i18n/routing'

import { announceNavigation } from './navigation-start'

type Props = Omit<ComponentProps<typeof Link>, 'href'> & { href: string; locale: Locale }

/**
 * A link that keeps the current language (`?lang=` for every language but French), and tells the
 * navigation indicator when it navigates in the browser.
 *
 * The next page's data is fetched ahead when the reader shows the intent to follow the link (pointer
 * over it, a touch, keyboard focus), not for every link that scrolls into view: a page shows a dozen
 * links at once, and preparing each of them kept a phone's main thread busy right after the page
 * loaded (docs/performance.md › Scripts every page runs).
 */
export function LocalizedLink({
  href,
  locale,
  onNavigate,
  onMouseEnter,
  onTouchStart,
  onFocus,
  prefetch = false,
  ...props
}: Props) {
  const router = useRouter()
  const target = localizedHref(href, locale)
  const prepare = () => {
    if (prefetch === false) router.prefetch(target)
  }
  return (
    <Link
      href={target}
      prefetch={prefetch}
      onNavigate={(event) => {
        onNavigate?.(event)
        announceNavigation(target)
      }}
      onMouseEnter={(event) => {
        onMouseEnter?.(event)
        prepare()
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event)
        prepare()
      }}
      onFocus={(event) => {
        onFocus?.(event)
        prepare()
      }}
      {...props}
    />
  )
}
