import type { Metadata } from 'next'

import { FormationDetail, formationMetadata } from '@/components/Library/FormationPages'

type Props = { params: Promise<{ locale: string; slug: string }> }

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return formationMetadata(params)
}

export default function Page({ params }: Props) {
  return <FormationDetail params={params} />
}
