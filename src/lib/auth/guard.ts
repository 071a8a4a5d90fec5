import 'server-only'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { getLocale } from 'next-intl/server'

import { toLocale } from '@/i18n/locales'
import { localizedHref } from '@/i18n/routing'

import { safeRedirectPath } from './redirect'
import { getSessionAccount } from './viewer'

/**
 * The address of this page as the visitor sees it (set by the proxy), for "come back here after
 * logging in": a same-site path, or the fallback.
 */
export async function currentPath(fallback: string): Promise<string> {
  return safeRedirectPath((await headers()).get('x-sylva-path'), fallback)
}

/** The signed-in account, or a redirect to the login screen that comes back here afterwards. */
export async function requireAccount() {
  const account = await getSessionAccount()
  if (account) return account
  const [back, locale] = await Promise.all([currentPath('/membre'), getLocale()])
  redirect(localizedHref(`/auth?redirect=${encodeURIComponent(back)}`, toLocale(locale)))
}
