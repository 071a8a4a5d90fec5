'use client'

import {
  NextIntlClientProvider,
  useLocale,
  useMessages,
  type AbstractIntlMessages,
} from 'next-intl'
import { useMemo, type ReactNode } from 'react'

/**
 * Adds catalogue texts to those the layout already gave the browser (src/components/Site/
 * FormMessages.tsx): only the added namespaces travel in the page's data, merged here with the
 * layout's, one level deep (a namespace the layout sent in part, like `billing`, is completed).
 */
export function MoreMessages({
  messages,
  children,
}: {
  messages: AbstractIntlMessages
  children: ReactNode
}) {
  const locale = useLocale()
  const inherited = useMessages()
  const merged = useMemo(() => {
    const all: AbstractIntlMessages = { ...inherited }
    for (const [name, value] of Object.entries(messages)) {
      const before = all[name]
      all[name] =
        typeof before === 'object' && typeof value === 'object' ? { ...before, ...value } : value
    }
    return all
  }, [inherited, messages])
  return (
    <NextIntlClientProvider locale={locale} messages={merged}>
      {children}
    </NextIntlClientProvider>
  )
}
