import { ArrowRight } from 'lucide-react'
import { getTranslations } from 'next-intl/server'

import { Button } from '@/components/ui/button'
import type { Locale } from '@/i18n/locales'
import { localizedHref } from '@/i18n/routing'
import { getViewer } from '@/lib/auth/viewer'
import { heroAction, type Viewer } from '@/lib/auth/viewer-state'

/** The hero's buttons for this viewer (streamed: 'Chargement' shows until the session is known). */
export async function HeroActions({ locale }: { locale: Locale }) {
  return <HeroActionsView locale={locale} viewer={await getViewer()} />
}

export async function HeroActionsView({ locale, viewer }: { locale: Locale; viewer: Viewer }) {
  const t = await getTranslations({ locale, namespace: 'home.hero' })
  const action = heroAction(viewer)
  return (
    // The page's main action: the welcome offer never covers it (src/components/Billing/welcome-placement.ts).
    <div data-main-action className="flex flex-wrap items-center gap-3">
      {action.href ? (
        <Button asChild size="lg">
          <a href={localizedHref(action.href, locale)}>
            {t(action.label)}
            <ArrowRight aria-hidden="true" />
          </a>
        </Button>
      ) : (
        <Button size="lg" disabled aria-busy="true">
          {t(action.label)}
        </Button>
      )}
      {viewer.kind === 'visitor' ? (
        <>
          <Button asChild size="lg" variant="secondary">
            <a href={localizedHref('/auth?tab=login', locale)}>{t('login')}</a>
          </Button>
          <Button asChild size="lgText" variant="link">
            <a href={localizedHref('/#tarifs', locale)}>{t('pricing')}</a>
          </Button>
        </>
      ) : null}
    </div>
  )
}
