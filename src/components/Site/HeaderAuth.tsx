import { LogOut, UserRound } from 'lucide-react'
import { getTranslations } from 'next-intl/server'

import { logoutAction } from '@/components/Auth/actions'
import { Button } from '@/components/ui/button'
import type { Locale } from '@/i18n/locales'
import { localizedHref } from '@/i18n/routing'
import { BackgroundSubscriptionCheck } from '@/components/Billing/BackgroundCheck.client'
import { needsSubscriptionCheck } from '@/lib/billing/access-snapshot'
import { getOwnAccount, getViewer } from '@/lib/auth/viewer'
import { badgeLabel, type Viewer } from '@/lib/auth/viewer-state'
import { getTierNames } from '@/lib/billing/plans'

import { authLinks } from './navigation'
import { SubscriptionBadge } from './SubscriptionBadge'

/** Sign-in buttons or, for a signed-in viewer, the badge, the member area and the logout icon. */
export async function HeaderAuth({ locale }: { locale: Locale }) {
  const [viewer, account] = await Promise.all([getViewer(), getOwnAccount()])
  const needsCheck = account?.collection === 'members' && needsSubscriptionCheck(account)
  return <HeaderAuthView locale={locale} viewer={viewer} needsCheck={needsCheck} />
}

export async function HeaderAuthView({
  locale,
  viewer,
  needsCheck = false,
}: {
  locale: Locale
  viewer: Viewer
  /** Verify the subscription with the payment provider in the background. */
  needsCheck?: boolean
}) {
  const t = await getTranslations({ locale, namespace: 'header' })
  if (viewer.kind === 'loading') {
    return (
      <SubscriptionBadge
        state={badgeLabel(viewer)}
        labels={{ checking: t('badgeChecking'), free: t('badgeFree'), tierNames: {} }}
      />
    )
  }
  if (viewer.kind === 'visitor') {
    return (
      <div className="flex items-center gap-2">
        <Button asChild variant="ghost" size="sm">
          <a href={localizedHref(authLinks.login, locale)}>{t('login')}</a>
        </Button>
        <Button asChild size="sm">
          <a href={localizedHref(authLinks.signup, locale)}>{t('signup')}</a>
        </Button>
      </div>
    )
  }
  const labels = {
    checking: t('badgeChecking'),
    free: t('badgeFree'),
    tierNames: await getTierNames(locale),
  }
  // The full header (from 1280 px, components/Site/SiteHeader.tsx) fits the badge and the member
  // area's labelled button beside the six links only from 1536 px: below, the button shows its icon
  // (the label stays the link's name for assistive technology, and its tooltip).
  return (
    <div className="flex items-center gap-2">
      {needsCheck ? (
        <BackgroundSubscriptionCheck initial={badgeLabel(viewer)} labels={labels} />
      ) : (
        <SubscriptionBadge state={badgeLabel(viewer)} labels={labels} />
      )}
      <Button asChild variant="secondary" size="sm">
        <a href={localizedHref(authLinks.memberArea, locale)} title={t('memberArea')}>
          <UserRound aria-hidden="true" />
          <span className="sr-only 2xl:not-sr-only">{t('memberArea')}</span>
        </a>
      </Button>
      <form action={logoutAction}>
        <button
          type="submit"
          aria-label={t('logout')}
          title={t('logout')}
          className="inline-flex size-9 cursor-pointer items-center justify-center rounded-[var(--radius-base)] text-ink-soft hover:bg-surface-muted hover:text-ink"
        >
          <LogOut className="size-4" aria-hidden="true" />
        </button>
      </form>
    </div>
  )
}
