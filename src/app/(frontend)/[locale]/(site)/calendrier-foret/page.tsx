import type { Metadata } from 'next'

import { calendarMetadata, CalendarPage } from '@/components/Calendar/CalendarPage'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return calendarMetadata(params)
}

export default function Page({ params, searchParams }: Props) {
  return <CalendarPage params={params} searchParams={searchParams} />
}
