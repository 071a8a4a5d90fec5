import { Lock, LockOpen } from 'lucide-react'
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { accessLevelOf } from '@/lib/entitlements/gate'
import { cn } from '@/lib/platform/utils/cn'

/** The access level of a document, with a lock when this viewer cannot open it. */
export async function AccessBadge({
  access,
  isLocked,
  locale,
  className,
}: {
  access: string
  isLocked: boolean
  locale: Locale
  className?: string
}) {
  const t = await getTranslations({ locale, namespace: 'library' })
  const level = accessLevelOf({ access })
  if (level === 'free') {
    return (
      <span
        className={cn(
          'inline-flex items-center rounded-full bg-forest-100 px-2.5 py-0.5 text-xs font-semibold text-forest-800 dark:bg-forest-900 dark:text-forest-100',
          className,
        )}
      >
        {t('access.free')}
      </span>
    )
  }
  const Icon = isLocked ? Lock : LockOpen
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold',
        level === 'premium'
          ? 'bg-accent/25 text-forest-900 dark:bg-accent/20 dark:text-forest-50'
          : 'bg-surface-muted text-ink',
        className,
      )}
      title={isLocked ? t(`lockedFor.${level}`) : t('unlocked')}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {t(`access.${level}`)}
      <span className="sr-only">
        {' — '}
        {isLocked ? t(`lockedFor.${level}`) : t('unlocked')}
      </span>
    </span>
  )
}
