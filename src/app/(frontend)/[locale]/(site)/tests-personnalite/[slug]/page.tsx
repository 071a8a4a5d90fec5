import type { Metadata } from 'next'

import { TestPage, testMetadata } from '@/components/Personality/TestPage'
import { publicPage } from '@/lib/platform/http/page-caching'

type Props = {
  params: Promise<{ locale: string; slug: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return testMetadata(params)
}

export default function Page({ params, searchParams }: Props) {
  publicPage({ reads: ['q', 'error', 'first'], members: 'account' })
  return <TestPage params={params} searchParams={searchParams} />
}
