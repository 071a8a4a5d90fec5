import { NextIntlClientProvider } from 'next-intl'
import { getLocale, getMessages } from 'next-intl/server'
import type { ReactNode } from 'react'

import { clientMessagesFor, type FormNamespace } from '@/i18n/client-messages'

/**
 * The texts of a page's forms, for the browser: the layout sends every page only what every page
 * needs (src/i18n/client-messages.ts); a page with account, member or contact forms wraps itself in
 * this to add their namespaces.
 */
export async function FormMessages({
  namespaces,
  children,
}: {
  namespaces: readonly FormNamespace[]
  children: ReactNode
}) {
  const locale = await getLocale()
  const messages = await getMessages({ locale })
  return (
    <NextIntlClientProvider locale={locale} messages={clientMessagesFor(messages, namespaces)}>
      {children}
    </NextIntlClientProvider>
  )
}
