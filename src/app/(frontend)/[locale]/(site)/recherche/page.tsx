import type { Metadata } from 'next'

import { SearchPage, searchPageMetadata } from '@/components/Search/SearchPage'
import { publicPage } from '@/lib/platform/http/page-caching'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return searchPageMetadata(params)
}

export default function Page({ params, searchParams }: Props) {
  publicPage({ reads: ['q', 'page'], members: 'audience' })
  return <SearchPage params={params} searchParams={searchParams} />
}
