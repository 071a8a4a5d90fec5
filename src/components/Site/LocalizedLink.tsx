'use client'

import Link from 'next/link'
import type { ComponentProps } from 'react'

import type { Locale } from '@/i18n/locales'
import { localizedHref } from '@/i18n/routing'

import { announceNavigation } from './navigation-start'

type Props = Omit<ComponentProps<typeof Link>, 'href'> & { href: string; locale: Locale }

/**
 * A link that keeps the current language (`?lang=` for every language but French), and tells the
 * navigation indicator when it navigates in the browser.
 */
export function LocalizedLink({ href, locale, onNavigate, ...props }: Props) {
  const target = localizedHref(href, locale)
  return (
    <Link
      href={target}
      onNavigate={(event) => {
        onNavigate?.(event)
        announceNavigation(target)
      }}
      {...props}
    />
  )
}
