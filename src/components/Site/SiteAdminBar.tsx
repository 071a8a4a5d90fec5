import { LayoutDashboard, LogOut } from 'lucide-react'
import { getTranslations } from 'next-intl/server'

import { logoutAction } from '@/components/Auth/actions'
import { LeafMark } from '@/components/Brand/LeafMark'
import type { Locale } from '@/i18n/locales'
import { getViewer } from '@/lib/auth/viewer'
import { emailLocalPart } from '@/lib/auth/viewer-state'

/**
 * The admin header on the site, for staff only
 * (docs/behaviour.md › Header, footer and floating elements): "Administration", the brand, the part
 * of the e-mail before the @, a way into the admin and the logout button.
 */
export async function SiteAdminBar({ locale, brand }: { locale: Locale; brand: string }) {
  const viewer = await getViewer()
  if (viewer.kind !== 'signedIn' || viewer.role !== 'admin') return null
  const t = await getTranslations({ locale, namespace: 'adminBar' })
  const name = emailLocalPart(viewer.email)
  return (
    <div
      role="region"
      aria-label={t('title')}
      className="bg-forest-900 text-forest-50 dark:bg-forest-950"
      data-testid="admin-bar"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-1.5 text-sm sm:px-6 lg:px-8">
        <p className="flex items-center gap-2">
          <LeafMark size={18} />
          <span className="font-semibold">{t('title')}</span>
          <span aria-hidden="true" className="opacity-60">
            ·
          </span>
          <span>{brand}</span>
        </p>
        <div className="flex items-center gap-3">
          <span className="whitespace-nowrap opacity-85" title={viewer.email}>
            <span className="hidden sm:inline">{t('signedInAs', { name })}</span>
            <span className="sm:hidden">{name}</span>
          </span>
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- the admin is another app: a full page load */}
          <a
            href="/admin"
            aria-label={t('open')}
            title={t('open')}
            className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 whitespace-nowrap underline-offset-4 hover:underline"
          >
            <LayoutDashboard className="size-4" aria-hidden="true" />
            <span className="hidden sm:inline">{t('open')}</span>
          </a>
          <form action={logoutAction}>
            <button
              type="submit"
              className="inline-flex cursor-pointer items-center gap-1.5 rounded-md border border-forest-50/40 px-2.5 py-0.5 whitespace-nowrap hover:bg-forest-50/10"
            >
              <LogOut className="size-4" aria-hidden="true" />
              {t('logout')}
            </button>
          </form>
        </div>
      </div>
    </div>
  )
}
