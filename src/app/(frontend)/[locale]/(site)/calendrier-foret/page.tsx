import type { Metadata } from 'next'

import { calendarMetadata, CalendarPage } from '@/components/Calendar/CalendarPage'
import { publicPage } from '@/lib/platform/http/page-caching'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return calendarMetadata(params)
}

export default function Page({ params, searchParams }: Props) {
  publicPage({ reads: ['vue', 'mois', 'categories', 'lieu'], members: 'audience' })
  return <CalendarPage params={params} searchParams={searchParams} />
}
