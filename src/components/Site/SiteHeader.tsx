import { getTranslations } from 'next-intl/server'

import { logoutAction } from '@/components/Auth/actions'
import { Personalise } from '@/components/Personalise/Personalise'
import { SearchButton } from '@/components/Search/SearchButton.client'
import type { Locale } from '@/i18n/locales'
import { localizedHref } from '@/i18n/routing'
import { getViewer } from '@/lib/auth/viewer'

import { BrandLink } from './BrandLink'
import { ExploreMenu } from './ExploreMenu.client'
import { HeaderAuth } from './HeaderAuth'
import { LanguageSelector } from './LanguageSelector.client'
import { MobileMenu } from './MobileMenu.client'
import { authLinks, headerLinks, headerMoreLinks } from './navigation'
import { ThemeToggle } from './ThemeToggle.client'

type Props = { locale: Locale; brand: string }

async function MobileMenuForViewer({ locale }: { locale: Locale }) {
  const [t, nav, viewer] = await Promise.all([
    getTranslations({ locale, namespace: 'header' }),
    getTranslations({ locale, namespace: 'nav' }),
    getViewer(),
  ])
  const href = (path: string) => localizedHref(path, locale)
  return (
    <MobileMenu
      links={headerLinks.map((link) => ({ href: href(link.href), label: nav(link.key) }))}
      more={{
        title: nav('explore'),
        links: headerMoreLinks.map((link) => ({ href: href(link.href), label: nav(link.key) })),
      }}
      labels={{ open: t('openMenu'), close: t('closeMenu'), title: nav('main') }}
      actions={
        viewer.kind === 'signedIn'
          ? {
              kind: 'signedIn',
              myArea: { href: href(authLinks.memberArea), label: t('mobileMyArea') },
              logout: { action: logoutAction, label: t('mobileLogout') },
            }
          : {
              kind: 'visitor',
              subscribe: { href: href(authLinks.subscribe), label: t('mobileSubscribe') },
              login: { href: href(authLinks.login), label: t('mobileLogin') },
            }
      }
    />
  )
}

/**
 * The full header (docs/behaviour.md › Header, footer and floating elements): logo, navigation,
 * search, language, theme, sign-in, mobile menu.
 */
export async function SiteHeader({ locale, brand }: Props) {
  const [t, nav] = await Promise.all([
    getTranslations({ locale, namespace: 'header' }),
    getTranslations({ locale, namespace: 'nav' }),
  ])
  return (
    <header className="sticky top-0 z-40 border-b border-line/70 bg-canvas/85 backdrop-blur-md supports-[backdrop-filter]:bg-canvas/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:h-[4.5rem] lg:px-8">
        <BrandLink brand={brand} locale={locale} label={t('homeLink', { brand })} />
        <nav aria-label={nav('main')} className="ml-4 hidden xl:block">
          <ul className="flex items-center gap-1">
            {headerLinks.map((link) => (
              <li key={link.key}>
                <a
                  href={localizedHref(link.href, locale)}
                  className="rounded-md px-2 py-2 text-[0.94rem] whitespace-nowrap text-ink-soft transition-colors hover:bg-surface-muted hover:text-ink 2xl:px-3"
                >
                  {nav(link.key)}
                </a>
              </li>
            ))}
            <li>
              <ExploreMenu
                label={nav('explore')}
                links={headerMoreLinks.map((link) => ({
                  href: localizedHref(link.href, locale),
                  label: nav(link.key),
                }))}
              />
            </li>
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <SearchButton brand={brand} />
          <LanguageSelector />
          <Personalise />
          <div className="hidden xl:block">
            <ThemeToggle />
          </div>
          <div className="ml-2 hidden xl:block">
            {/* Not streamed: a fallback swapped in by script would stay on « Vérification... » without
                JavaScript. A visitor (no session cookie) costs nothing to decide; a member, one read. */}
            <HeaderAuth locale={locale} />
          </div>
          <MobileMenuForViewer locale={locale} />
        </div>
      </div>
    </header>
  )
}
