import type { Metadata } from 'next'

import { MyResultsPage, myResultsMetadata } from '@/components/Personality/MyResultsPage'
import { privatePage } from '@/lib/platform/http/page-caching'

type Props = { params: Promise<{ locale: string }> }

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return myResultsMetadata(params)
}

export default function Page({ params }: Props) {
  privatePage()
  return <MyResultsPage params={params} />
}
