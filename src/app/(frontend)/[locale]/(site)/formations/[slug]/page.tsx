import type { Metadata } from 'next'

import { FormationDetail, formationMetadata } from '@/components/Library/FormationPages'
import { publicPage } from '@/lib/platform/http/page-caching'

type Props = { params: Promise<{ locale: string; slug: string }> }

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return formationMetadata(params)
}

export default function Page({ params }: Props) {
  publicPage({ members: 'account' })
  return <FormationDetail params={params} />
}
