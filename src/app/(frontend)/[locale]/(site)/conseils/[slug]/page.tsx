import type { Metadata } from 'next'

import { libraryDetailPage } from '@/components/Library/LibraryDetail'

type Props = { params: Promise<{ locale: string; slug: string }> }

const page = libraryDetailPage('routines')

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return page.generateMetadata({ params })
}

export default function Page({ params }: Props) {
  return page.Page({ params })
}
