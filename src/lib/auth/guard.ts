import 'server-only'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { getLocale } from 'next-intl/server'

import { toLocale } from '@/i18n/locales'
import { localizedHref } from '@/i18n/routing'

import { safeRedirectPath } from './redirect'
import {
  getSessionAccount,
  type SignedInAccount,
  type SignedInMember,
  type SignedInStaff,
} from './viewer'
import { INTERNAL_HEADERS } from '@/lib/platform/runtime/edge-contract.mjs'

/**
 * The one guard of member pages and server actions (docs/architecture.md › One guard). A visitor goes
 * to the sign-in page in the reader's language and comes back afterwards; the account comes back
 * typed by its collection, so nobody casts.
 */

/**
 * The address of this page as the visitor sees it (set by the proxy), for "come back here after
 * logging in": a same-site path, or the fallback. In a server action it is the page the form was on.
 */
export async function currentPath(fallback: string): Promise<string> {
  return safeRedirectPath((await headers()).get(INTERNAL_HEADERS.path), fallback)
}

async function locale() {
  return toLocale(await getLocale())
}

type SignIn = {
  /** Where to come back to (a same-site path); this page by default. */
  back?: string
  /** Which tab of the sign-in page opens: `signup` where a newcomer is expected. */
  tab?: 'login' | 'signup'
}

/** Sends a visitor to sign in, then back. */
export async function redirectToSignIn({ back, tab = 'login' }: SignIn = {}): Promise<never> {
  const [path, lang] = await Promise.all([back ?? currentPath('/membre'), locale()])
  const query = new URLSearchParams({ ...(tab === 'signup' ? { tab } : {}), redirect: path })
  redirect(localizedHref(`/auth?${query}`, lang))
}

/** Any signed-in account (member or staff), or the sign-in page. */
export async function requireAccount(signIn: SignIn = {}): Promise<SignedInAccount> {
  return (await getSessionAccount()) ?? redirectToSignIn(signIn)
}

/**
 * A signed-in member, or the sign-in page; a staff account (which has no member area of its own)
 * goes to /membre.
 */
export async function requireMember(signIn: SignIn = {}): Promise<SignedInMember> {
  const account = await requireAccount(signIn)
  if (account.collection === 'members') return account
  redirect(localizedHref('/membre', await locale()))
}

/** A signed-in staff account, or the sign-in page of the admin. */
export async function requireStaff(): Promise<SignedInStaff> {
  const account = await getSessionAccount()
  if (account?.collection === 'users') return account
  redirect('/admin/login')
}
