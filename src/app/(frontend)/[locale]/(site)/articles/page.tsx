import type { Metadata } from 'next'

import { LibraryList, libraryListMetadata } from '@/components/Library/LibraryList'
import { publicPage } from '@/lib/platform/http/page-caching'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return libraryListMetadata('articles', params)
}

export default function Page({ params, searchParams }: Props) {
  publicPage({ reads: ['categorie', 'page'], members: 'audience' })
  return <LibraryList type="articles" params={params} searchParams={searchParams} />
}
