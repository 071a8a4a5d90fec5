import type { Metadata } from 'next'

import { DailyTipsPage, dailyTipsMetadata } from '@/components/Tips/DailyTipsPage'

type Props = { params: Promise<{ locale: string }> }

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return dailyTipsMetadata(params)
}

export default function Page({ params }: Props) {
  return <DailyTipsPage params={params} />
}
