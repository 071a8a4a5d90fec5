import type { Metadata } from 'next'

import { BotCheckTestPage, botCheckTestMetadata } from '@/components/Auth/BotCheckTestPage'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return botCheckTestMetadata(params)
}

export default function Page({ params, searchParams }: Props) {
  return <BotCheckTestPage params={params} searchParams={searchParams} />
}
