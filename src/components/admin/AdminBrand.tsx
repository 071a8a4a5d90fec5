import type { ServerProps } from 'payload'

import { defaultLocale } from '@/i18n/locales'
import { emailLocalPart } from '@/lib/auth/viewer-state'
import { DEFAULT_BRAND_NAME } from '@/lib/platform/config/brand'
import { getSiteSettings } from '@/lib/site/settings'

import { LeafMark } from '@/components/Brand/LeafMark'

/** The brand as the site shows it (the staff work in French), from the site's cached settings read. */
async function brandName(): Promise<string> {
  const settings = await getSiteSettings(defaultLocale)
  return settings.brandName || DEFAULT_BRAND_NAME
}

/** Login screen: "Administration" above the brand, as in the admin header. */
export async function AdminLogo() {
  const brand = await brandName()
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: '0.9rem' }}>
      <LeafMark size={48} />
      <div style={{ lineHeight: 1.15 }}>
        <div
          style={{
            fontSize: '0.8rem',
            letterSpacing: '0.12em',
            textTransform: 'uppercase',
            opacity: 0.7,
          }}
        >
          Administration
        </div>
        <div style={{ fontSize: '1.6rem', fontWeight: 600 }}>{brand}</div>
      </div>
    </div>
  )
}

/** Navigation icon. */
export function AdminIcon() {
  return <LeafMark fill />
}

/**
 * The admin header (docs/behaviour.md › Header, footer and floating elements): "Administration",
 * the brand, the staff member's name as the part of their e-mail before the @, a link to the site
 * and the logout button.
 */
export async function AdminHeaderBar({ user }: Partial<ServerProps>) {
  if (!user) return null
  const brand = await brandName()
  return (
    <div className="sylva-admin-bar" role="banner">
      <div className="sylva-admin-bar__title">
        <LeafMark size={22} />
        <strong>Administration</strong>
        <span aria-hidden="true">·</span>
        <span>{brand}</span>
      </div>
      <div className="sylva-admin-bar__actions">
        <span className="sylva-admin-bar__user" title={user.email}>
          {emailLocalPart(user.email)}
        </span>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- the admin is another app: a full page load */}
        <a href="/" className="sylva-admin-bar__link">
          Voir le site
        </a>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- the admin is another app: a full page load */}
        <a href="/admin/logout" className="sylva-admin-bar__button">
          Déconnexion
        </a>
      </div>
    </div>
  )
}
