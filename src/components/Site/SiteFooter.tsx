import { getTranslations } from 'next-intl/server'

import { LeafMark } from '@/components/Brand/LeafMark'
import { ManageCookiesLink } from '@/components/Consent/ManageCookiesLink.client'
import type { Locale } from '@/i18n/locales'
import { localizedHref } from '@/i18n/routing'
import { socialPlatforms } from '@/globals/SiteSettings/config'

import { exploreLinks, legalLinks, siteLinks } from './navigation'

type Settings = {
  brandName: string
  tagline?: string | null
  socialLinks?: { platform: keyof typeof socialPlatforms; url: string; id?: string | null }[] | null
}

function FooterColumn({
  title,
  links,
}: {
  title: string
  links: { href: string; label: string }[]
}) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-forest-100">{title}</h2>
      <ul className="mt-4 space-y-2.5">
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              className="text-[0.94rem] text-forest-200/85 transition-colors hover:text-white"
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** The footer: the five legal links, contact, "Gérer les cookies", social profiles. */
export async function SiteFooter({ locale, settings }: { locale: Locale; settings: Settings }) {
  const [t, nav] = await Promise.all([
    getTranslations({ locale, namespace: 'footer' }),
    getTranslations({ locale, namespace: 'nav' }),
  ])
  const href = (path: string) => localizedHref(path, locale)
  return (
    <footer className="bg-forest-950 text-forest-100">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-[1.4fr_1fr_1fr_1.2fr] lg:px-8">
        <div className="max-w-sm">
          <div className="flex items-center gap-2.5">
            <LeafMark size={34} />
            <span className="text-lg font-semibold text-white">{settings.brandName}</span>
          </div>
          <p className="mt-4 text-[0.94rem] leading-relaxed text-forest-200/85">
            {settings.tagline || t('tagline')}
          </p>
          {settings.socialLinks?.length ? (
            <div className="mt-6">
              <h2 className="text-sm font-semibold text-forest-100">{t('social')}</h2>
              <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-2">
                {settings.socialLinks.map((link) => (
                  <li key={link.id ?? link.url}>
                    <a
                      href={link.url}
                      rel="me noopener"
                      className="text-[0.94rem] text-forest-200/85 hover:text-white"
                    >
                      {socialPlatforms[link.platform]}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
        <FooterColumn
          title={t('explore')}
          links={exploreLinks.map((link) => ({ href: href(link.href), label: nav(link.key) }))}
        />
        <FooterColumn
          title={t('site')}
          links={siteLinks.map((link) => ({ href: href(link.href), label: nav(link.key) }))}
        />
        <div>
          <FooterColumn
            title={t('legal')}
            links={legalLinks.map((link) => ({ href: href(link.href), label: t(link.key) }))}
          />
          <ManageCookiesLink
            href={href('/politique-cookies')}
            className="mt-2.5 inline-block text-[0.94rem] text-forest-200/85 underline decoration-forest-600 underline-offset-4 hover:text-white"
          >
            {t('manageCookies')}
          </ManageCookiesLink>
        </div>
      </div>
      <div className="border-t border-forest-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-forest-200/70 sm:px-6 lg:px-8">
          {t('rights', { year: new Date().getFullYear(), brand: settings.brandName })}
        </p>
      </div>
    </footer>
  )
}
