import { draftMode } from 'next/headers'
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { getSiteUrl } from '@/lib/site/settings'

import { RefreshRouteOnSave } from './RefreshRouteOnSave.client'

/** Shown to staff previewing a draft from the admin, with the way out; refreshes on each save. */
export async function PreviewBanner({ locale, path }: { locale: Locale; path: string }) {
  const { isEnabled } = await draftMode()
  if (!isEnabled) return null
  const t = await getTranslations({ locale, namespace: 'library.preview' })
  return (
    <div
      role="status"
      data-testid="preview-banner"
      className="flex flex-wrap items-center justify-center gap-3 bg-amber-100 px-4 py-2 text-sm text-amber-950"
    >
      <RefreshRouteOnSave serverURL={getSiteUrl()} />
      <span>{t('banner')}</span>
      <a
        href={`/api/preview/exit?path=${encodeURIComponent(path)}`}
        className="font-semibold underline underline-offset-2"
      >
        {t('exit')}
      </a>
    </div>
  )
}
