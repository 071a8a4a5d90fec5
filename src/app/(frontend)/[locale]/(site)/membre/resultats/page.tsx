import type { Metadata } from 'next'

import { MyResultsPage, myResultsMetadata } from '@/components/Personality/MyResultsPage'

type Props = { params: Promise<{ locale: string }> }

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return myResultsMetadata(params)
}

export default function Page({ params }: Props) {
  return <MyResultsPage params={params} />
}
