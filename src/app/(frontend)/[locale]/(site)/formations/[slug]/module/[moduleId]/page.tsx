import type { Metadata } from 'next'

import { ModuleDetail, moduleMetadata } from '@/components/Library/ModulePage'
import { publicPage } from '@/lib/platform/http/page-caching'

type Props = { params: Promise<{ locale: string; slug: string; moduleId: string }> }

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return moduleMetadata(params)
}

export default function Page({ params }: Props) {
  publicPage({ members: 'account' })
  return <ModuleDetail params={params} />
}
