import { getLocale, getMessages } from 'next-intl/server'
import type { ReactNode } from 'react'

import { formMessagesFor, type FormNamespace } from '@/i18n/client-messages'

import { MoreMessages } from './MoreMessages.client'

/**
 * The texts of a page's forms, for the browser: the layout sends every page only what every page
 * needs (src/i18n/client-messages.ts); a page with account, member, contact or subscription forms
 * wraps itself (or its form) in this to add their namespaces, and only those travel with it.
 */
export async function FormMessages({
  namespaces,
  children,
}: {
  namespaces: readonly FormNamespace[]
  children: ReactNode
}) {
  const messages = await getMessages({ locale: await getLocale() })
  return <MoreMessages messages={formMessagesFor(messages, namespaces)}>{children}</MoreMessages>
}
