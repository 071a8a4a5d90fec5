import { permanentRedirect } from 'next/navigation'

import { toLocale } from '@/i18n/locales'
import { localizedHref } from '@/i18n/routing'
import { publicPage } from '@/lib/platform/http/page-caching'

type Props = { params: Promise<{ locale: string }> }

/** The routines ("conseils") are listed at /routines; their pages live under /conseils/{slug}. */
export default async function Page({ params }: Props) {
  publicPage({ members: 'audience' })
  permanentRedirect(localizedHref('/routines', toLocale((await params).locale)))
}
