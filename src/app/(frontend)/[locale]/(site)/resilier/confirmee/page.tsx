import { CheckCircle2 } from 'lucide-react'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { pageContext } from '@/components/Site/page-context'
import { privatePage } from '@/lib/platform/http/page-caching'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const context = await pageContext(params)
  const t = await getTranslations({ locale: context.locale, namespace: 'billing.publicCancel' })
  return context.metadata({
    title: t('doneTitle'),
    description: t('doneTitle'),
    canonicalPath: '/resilier/confirmee',
    noindex: true,
  })
}

/** The acknowledgement of a cancellation made from the e-mailed link. */
export default async function PublicCancelDonePage({ params }: Props) {
  privatePage()
  const { locale } = await pageContext(params)
  const t = await getTranslations({ locale, namespace: 'billing.publicCancel' })
  return (
    <div className="mx-auto max-w-xl px-4 pt-16 pb-24 text-center sm:px-6">
      <CheckCircle2
        className="mx-auto size-10 text-secondary dark:text-primary"
        aria-hidden="true"
      />
      <h1 className="mt-5 text-3xl font-semibold tracking-tight text-forest-900 dark:text-forest-50">
        {t('doneTitle')}
      </h1>
      <p className="mt-4 text-lg text-ink-soft" role="status">
        {t('doneText')}
      </p>
    </div>
  )
}
