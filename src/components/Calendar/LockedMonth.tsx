import { Lock } from 'lucide-react'
import { getTranslations } from 'next-intl/server'

import { LocalizedLink } from '@/components/Site/LocalizedLink'
import type { Locale } from '@/i18n/locales'
import type { Viewer } from '@/lib/auth'
import { currentPath } from '@/lib/auth/server'

const primary =
  'inline-flex min-h-11 items-center justify-center rounded-full bg-forest-700 px-6 text-sm font-semibold text-white transition-colors hover:bg-forest-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-forest-700 dark:bg-primary dark:text-on-primary dark:hover:bg-secondary'

/**
 * A month the viewer may not open: how many entries it holds (never which), and the way in — a free
 * account for a visitor, Premium for a member.
 */
export async function LockedMonth({
  title,
  count,
  viewer,
  locale,
}: {
  title: string
  count: number
  viewer: Viewer
  locale: Locale
}) {
  const t = await getTranslations({ locale, namespace: 'calendar.locked' })
  const isVisitor = viewer.kind !== 'signedIn'
  const back = encodeURIComponent(await currentPath('/calendrier-foret'))
  return (
    <section
      aria-labelledby="locked-title"
      className="rounded-3xl border border-forest-200 bg-gradient-to-br from-forest-50 to-surface p-8 sm:p-10 dark:border-forest-800 dark:from-forest-950 dark:to-surface"
    >
      <span className="inline-flex size-11 items-center justify-center rounded-full bg-forest-700 text-white dark:bg-primary dark:text-on-primary">
        <Lock className="size-5" aria-hidden="true" />
      </span>
      <h2 id="locked-title" className="mt-5 text-2xl font-semibold tracking-tight text-ink">
        {title}
      </h2>
      <p className="mt-3 max-w-xl leading-relaxed text-ink-soft">{t('count', { count })}</p>
      <p className="mt-2 max-w-xl leading-relaxed text-ink-soft">
        {isVisitor ? t('visitor') : t('member')}
      </p>
      <div className="mt-7">
        {isVisitor ? (
          <LocalizedLink
            href={`/auth?tab=signup&redirect=${back}`}
            locale={locale}
            className={primary}
          >
            {t('signUp')}
          </LocalizedLink>
        ) : (
          <LocalizedLink href="/abonnement" locale={locale} className={primary}>
            {t('subscribe')}
          </LocalizedLink>
        )}
      </div>
    </section>
  )
}
