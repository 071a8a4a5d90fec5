import 'server-only'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { getLocale } from 'next-intl/server'

import { toLocale } from '@/i18n/locales'
import { localizedHref } from '@/i18n/routing'

import { safeRedirectPath } from './redirect'
import { getSessionAccount } from './viewer'

/** The signed-in account, or a redirect to the login screen that comes back here afterwards. */
export async function requireAccount() {
  const account = await getSessionAccount()
  if (account) return account
  const [requestHeaders, locale] = await Promise.all([headers(), getLocale()])
  const back = safeRedirectPath(requestHeaders.get('x-sylva-path'), '/membre')
  redirect(localizedHref(`/auth?redirect=${encodeURIComponent(back)}`, toLocale(locale)))
}
