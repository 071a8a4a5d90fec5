import type { Metadata } from 'next'

import { AuthPage, authMetadata } from '@/components/Auth/AuthPage'
import { privatePage } from '@/lib/platform/http/page-caching'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return authMetadata(params, '/auth')
}

export default function Page({ params, searchParams }: Props) {
  privatePage()
  return <AuthPage params={params} searchParams={searchParams} defaultTab="login" />
}
