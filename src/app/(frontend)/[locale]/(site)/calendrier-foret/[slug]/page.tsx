import type { Metadata } from 'next'

import { calendarEntryMetadata, CalendarEntryPage } from '@/components/Calendar/CalendarEntryPage'
import { publicPage } from '@/lib/platform/http/page-caching'

type Props = { params: Promise<{ locale: string; slug: string }> }

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return calendarEntryMetadata(params)
}

export default function Page({ params }: Props) {
  publicPage({ members: 'audience' })
  return <CalendarEntryPage params={params} />
}
