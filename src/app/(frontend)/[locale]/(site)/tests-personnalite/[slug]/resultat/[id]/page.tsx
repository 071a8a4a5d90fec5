import type { Metadata } from 'next'

import { ResultPage, resultMetadata } from '@/components/Personality/ResultPage'

type Props = { params: Promise<{ locale: string; slug: string; id: string }> }

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return resultMetadata(params)
}

export default function Page({ params }: Props) {
  return <ResultPage params={params} />
}
