import type { Metadata } from 'next'

import { DailyTipsPage, dailyTipsMetadata } from '@/components/Tips/DailyTipsPage'
import { privatePage } from '@/lib/platform/http/page-caching'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return dailyTipsMetadata(params)
}

export default function Page({ params, searchParams }: Props) {
  privatePage()
  return <DailyTipsPage params={params} searchParams={searchParams} />
}
