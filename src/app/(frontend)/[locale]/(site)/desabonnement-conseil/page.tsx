import type { Metadata } from 'next'

import { UnsubscribePage, unsubscribeMetadata } from '@/components/Tips/UnsubscribePage'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return unsubscribeMetadata(params)
}

export default function Page({ params, searchParams }: Props) {
  return <UnsubscribePage params={params} searchParams={searchParams} />
}
