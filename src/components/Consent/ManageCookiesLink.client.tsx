'use client'

import type { ReactNode } from 'react'

import { OPEN_CONSENT_PREFERENCES_EVENT } from '@/lib/consent/shared'

/**
 * "Gérer les cookies": opens the preferences dialog; without JavaScript, a plain link to the cookie
 * policy's section on managing cookies.
 */
export function ManageCookiesLink({
  href,
  className,
  children,
}: {
  href: string
  className?: string
  children: ReactNode
}) {
  return (
    <a
      href={href}
      className={className}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
        event.preventDefault()
        window.dispatchEvent(new Event(OPEN_CONSENT_PREFERENCES_EVENT))
      }}
    >
      {children}
    </a>
  )
}
