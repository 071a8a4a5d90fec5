import type { Metadata } from 'next'

import { BotCheckTestPage, botCheckTestMetadata } from '@/components/Auth/BotCheckTestPage'
import { privatePage } from '@/lib/platform/http/page-caching'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return botCheckTestMetadata(params)
}

export default function Page({ params, searchParams }: Props) {
  privatePage()
  return <BotCheckTestPage params={params} searchParams={searchParams} />
}
