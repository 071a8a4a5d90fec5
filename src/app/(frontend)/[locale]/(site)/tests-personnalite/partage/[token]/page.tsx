import type { Metadata } from 'next'

import { SharePage, shareMetadata } from '@/components/Personality/SharePage'
import { privatePage } from '@/lib/platform/http/page-caching'

type Props = { params: Promise<{ locale: string; token: string }> }

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return shareMetadata(params)
}

export default function Page({ params }: Props) {
  privatePage()
  return <SharePage params={params} />
}
