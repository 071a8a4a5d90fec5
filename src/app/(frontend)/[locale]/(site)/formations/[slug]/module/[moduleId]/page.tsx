import type { Metadata } from 'next'

import { ModuleDetail, moduleMetadata } from '@/components/Library/ModulePage'

type Props = { params: Promise<{ locale: string; slug: string; moduleId: string }> }

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return moduleMetadata(params)
}

export default function Page({ params }: Props) {
  return <ModuleDetail params={params} />
}
