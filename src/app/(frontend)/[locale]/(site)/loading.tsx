import { Loader2 } from 'lucide-react'
import { getTranslations } from 'next-intl/server'

/** Route-level loading state: a calm spinner while a page is prepared. */
export default async function Loading() {
  const t = await getTranslations('common')
  return (
    <div className="flex min-h-[60vh] items-center justify-center" role="status" aria-live="polite">
      <Loader2 className="size-8 animate-spin text-secondary" aria-hidden="true" />
      <span className="sr-only">{t('loading')}</span>
    </div>
  )
}
