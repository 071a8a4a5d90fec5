import type { Metadata } from 'next'

import { UnsubscribePage, unsubscribeMetadata } from '@/components/Tips/UnsubscribePage'
import { privatePage } from '@/lib/platform/http/page-caching'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return unsubscribeMetadata(params)
}

export default function Page({ params, searchParams }: Props) {
  privatePage()
  return <UnsubscribePage params={params} searchParams={searchParams} />
}
