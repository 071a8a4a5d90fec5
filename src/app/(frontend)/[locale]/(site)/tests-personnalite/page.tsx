import type { Metadata } from 'next'

import { TestsListPage, testsListMetadata } from '@/components/Personality/TestsListPage'
import { publicPage } from '@/lib/platform/http/page-caching'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return testsListMetadata(params)
}

export default function Page({ params, searchParams }: Props) {
  publicPage({ reads: ['error'], members: 'account' })
  return <TestsListPage params={params} searchParams={searchParams} />
}
