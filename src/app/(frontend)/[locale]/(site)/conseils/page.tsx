import { permanentRedirect } from 'next/navigation'

import { toLocale } from '@/i18n/locales'
import { localizedHref } from '@/i18n/routing'

type Props = { params: Promise<{ locale: string }> }

/** The routines ("conseils") are listed at /routines; their pages live under /conseils/{slug}. */
export default async function Page({ params }: Props) {
  permanentRedirect(localizedHref('/routines', toLocale((await params).locale)))
}
