import Link from 'next/link'
import type { ComponentProps } from 'react'

import type { Locale } from '@/i18n/locales'
import { localizedHref } from '@/i18n/routing'

type Props = Omit<ComponentProps<typeof Link>, 'href'> & { href: string; locale: Locale }

/** A link that keeps the current language (`?lang=` for every language but French). */
export function LocalizedLink({ href, locale, ...props }: Props) {
  return <Link href={localizedHref(href, locale)} {...props} />
}
