import { permanentRedirect } from 'next/navigation'

import { toLocale } from '@/i18n/locales'
import { localizedHref } from '@/i18n/routing'
import { publicPage } from '@/lib/platform/http/page-caching'

type Props = { params: Promise<{ locale: string; slug: string }> }

/** `/culture` is the same screen as `/decouvertes`; a document has one address, under /decouvertes. */
export default async function Page({ params }: Props) {
  publicPage({ members: 'audience' })
  const { locale, slug } = await params
  permanentRedirect(localizedHref(`/decouvertes/${encodeURIComponent(slug)}`, toLocale(locale)))
}
