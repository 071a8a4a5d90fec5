import type { Metadata } from 'next'

import { LegalPage, legalPageMetadata } from '@/components/Legal/LegalPage'
import { publicPage } from '@/lib/platform/http/page-caching'

type Props = { params: Promise<{ locale: string }> }

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return legalPageMetadata('politique-cookies', params)
}

export default function Page({ params }: Props) {
  publicPage({ members: 'audience' })
  return <LegalPage slug="politique-cookies" params={params} />
}
