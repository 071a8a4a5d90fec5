import type { Metadata } from 'next'

import { SharePage, shareMetadata } from '@/components/Personality/SharePage'

type Props = { params: Promise<{ locale: string; token: string }> }

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return shareMetadata(params)
}

export default function Page({ params }: Props) {
  return <SharePage params={params} />
}
