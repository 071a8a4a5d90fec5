import type { Metadata } from 'next'

import { calendarEntryMetadata, CalendarEntryPage } from '@/components/Calendar/CalendarEntryPage'

type Props = { params: Promise<{ locale: string; slug: string }> }

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return calendarEntryMetadata(params)
}

export default function Page({ params }: Props) {
  return <CalendarEntryPage params={params} />
}
