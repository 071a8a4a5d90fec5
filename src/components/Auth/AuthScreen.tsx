import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { LeafMark } from '@/components/Brand/LeafMark'
import { HeroLandscape } from '@/components/Illustrations/HeroLandscape'
import { MinimalHeader } from '@/components/Site/MinimalHeader'
import type { Locale } from '@/i18n/locales'
import { localizedHref } from '@/i18n/routing'
import type { AuthTab } from '@/lib/auth/tabs'
import { cn } from '@/lib/platform/utils/cn'

type Props = {
  locale: Locale
  brand: string
  tab: AuthTab | null
  redirectTo?: string
  notice?: ReactNode
  children: ReactNode
}

/**
 * The auth screen (docs/behaviour.md › Auth screen): minimal header, tabs Connexion / Inscription,
 * the form.
 */
export async function AuthScreen({ locale, brand, tab, redirectTo, notice, children }: Props) {
  const [t, tagline] = await Promise.all([
    getTranslations({ locale, namespace: 'auth' }),
    getTranslations({ locale, namespace: 'footer' }),
  ])
  const tabHref = (target: 'login' | 'signup') => {
    const params = new URLSearchParams({ tab: target })
    if (redirectTo) params.set('redirect', redirectTo)
    return localizedHref(`/auth?${params.toString()}`, locale)
  }
  return (
    <>
      <MinimalHeader locale={locale} brand={brand} />
      <main
        id="main"
        className="mx-auto grid min-h-[calc(100vh-4rem)] max-w-6xl items-stretch gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_1.1fr] lg:py-16"
      >
        <aside className="hidden overflow-hidden rounded-[1.75rem] border border-line bg-surface lg:flex lg:flex-col">
          <div className="min-h-0 flex-1 [&_img]:h-full [&_img]:w-full [&_img]:object-cover [&_img]:object-bottom">
            <HeroLandscape title={tagline('tagline')} />
          </div>
          <div className="flex items-start gap-4 p-10">
            <LeafMark size={44} />
            <div>
              <p className="text-2xl leading-tight font-semibold tracking-tight text-forest-900 dark:text-forest-50">
                {t('heading')}
              </p>
              <p className="mt-2 max-w-sm text-ink-soft">{tagline('tagline')}</p>
            </div>
          </div>
        </aside>
        <section className="flex flex-col justify-center">
          <div className="mx-auto w-full max-w-md">
            <h1 className="text-3xl font-semibold tracking-tight text-forest-900 lg:hidden dark:text-forest-50">
              {t('heading')}
            </h1>
            <p className="mt-2 text-ink-soft">{t('intro')}</p>
            {tab === 'login' || tab === 'signup' ? (
              <nav
                aria-label={t('tabs.label')}
                className="mt-8 grid grid-cols-2 rounded-[var(--radius-base)] bg-surface-muted p-1"
              >
                {(['login', 'signup'] as const).map((target) => (
                  <a
                    key={target}
                    href={tabHref(target)}
                    aria-current={tab === target ? 'page' : undefined}
                    className={cn(
                      'rounded-md px-4 py-2.5 text-center text-sm font-medium transition-colors',
                      tab === target
                        ? 'bg-surface text-ink shadow-sm'
                        : 'text-ink-soft hover:text-ink',
                    )}
                  >
                    {t(`tabs.${target}`)}
                  </a>
                ))}
              </nav>
            ) : null}
            <div className="mt-8 flex flex-col gap-5 rounded-2xl border border-line bg-surface p-6 shadow-[0_20px_60px_-45px_rgba(15,42,28,0.6)] sm:p-8">
              {notice}
              {children}
            </div>
            <p className="mt-6 text-center text-sm text-ink-soft">{brand}</p>
          </div>
        </section>
      </main>
    </>
  )
}
