import type { Metadata } from 'next'

import { libraryDetailPage } from '@/components/Library/LibraryDetail'
import { publicPage } from '@/lib/platform/http/page-caching'

type Props = { params: Promise<{ locale: string; slug: string }> }

const page = libraryDetailPage('routines')

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return page.generateMetadata({ params })
}

export default function Page({ params }: Props) {
  publicPage({ members: 'audience' })
  return page.Page({ params })
}
