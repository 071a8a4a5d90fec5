import type { Metadata } from 'next'

import { ResultPage, resultMetadata } from '@/components/Personality/ResultPage'
import { privatePage } from '@/lib/platform/http/page-caching'

type Props = {
  params: Promise<{ locale: string; slug: string; id: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return resultMetadata(params)
}

export default function Page({ params, searchParams }: Props) {
  privatePage()
  return <ResultPage params={params} searchParams={searchParams} />
}
