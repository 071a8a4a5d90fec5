import type { Metadata } from 'next'

import { SearchPage, searchPageMetadata } from '@/components/Search/SearchPage'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return searchPageMetadata(params)
}

export default function Page({ params, searchParams }: Props) {
  return <SearchPage params={params} searchParams={searchParams} />
}
