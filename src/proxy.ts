/**
 * Runs before every page: applies the URL scheme (docs/behaviour.md › Languages and URLs) and the
 * Content-Security-Policy.
 * - `/articles?lang=de` is served by the internal route `/de/articles` (one language per URL; pages are
 *   rendered, and their data cached, per language). No or an unknown `lang` means French.
 * - `/de/articles` typed by hand is sent to `/articles?lang=de`, so that no page has two addresses.
 * - A page opened without `lang` by someone who chose another language goes, once, to its `?lang=` URL,
 *   when the remembered choice is allowed (functional cookies): a stale cookie counts for nothing.
 */
import { NextResponse, type NextRequest } from 'next/server'

import { defaultLocale, isLocale } from '@/i18n/locales'
import { LANG_PARAM, LANG_STORAGE_KEY, localeFromSearch } from '@/i18n/routing'
import { allows, CONSENT_COOKIE, parseConsent } from '@/lib/consent/shared'
import { isLibraryDetailPath } from '@/lib/content/routes'
import { NO_STORE } from '@/lib/platform/http/json'
import { contentSecurityPolicy, createNonce } from '@/lib/security/csp'
import { INTERNAL_HEADERS } from '@/lib/platform/runtime/edge-contract.mjs'

/** next-intl reads the request's language from this header (see src/i18n/request.ts). */
const LOCALE_HEADER = 'X-NEXT-INTL-LOCALE'
const PATH_HEADER = INTERNAL_HEADERS.path

/** One language per URL: `lang` given several times counts only when every value agrees. */
function requestedLocale(values: string[]): ReturnType<typeof localeFromSearch> {
  if (values.length === 0 || values.some((value) => value !== values[0])) return defaultLocale
  return localeFromSearch(values[0])
}

function isDecodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname)
    return true
  } catch {
    return false
  }
}

function isPageNavigation(request: NextRequest): boolean {
  if (request.method !== 'GET') return false
  if (request.headers.has('rsc') || request.headers.has('next-router-prefetch')) return false
  const destination = request.headers.get('sec-fetch-dest')
  return destination
    ? destination === 'document'
    : (request.headers.get('accept') ?? '').includes('text/html')
}

function withSecurity(response: NextResponse, policy: string): NextResponse {
  response.headers.set('Content-Security-Policy', policy)
  return response
}

/** Next's draft-mode cookie, set only by /api/preview for staff (see src/app/api/preview). */
const DRAFT_COOKIE = '__prerender_bypass'

function framingFor(request: NextRequest): 'none' | 'embedsSite' | 'inAdminPreview' {
  const { pathname } = request.nextUrl
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return 'embedsSite'
  if (request.cookies.has(DRAFT_COOKIE) && isLibraryDetailPath(pathname)) return 'inAdminPreview'
  return 'none'
}

/**
 * Set by the production server, never by a client (server/page-cache.ts removes what a client
 * sends): this visitor's page is rendered for the shared cache, so it gets no nonce.
 */
const SHARED_RENDER_HEADER = INTERNAL_HEADERS.sharedRender

export function proxy(request: NextRequest): NextResponse {
  const nonce = request.headers.get(SHARED_RENDER_HEADER) === '1' ? undefined : createNonce()
  const policy = contentSecurityPolicy({
    nonce,
    isDevelopment: process.env.NODE_ENV === 'development',
    framing: framingFor(request),
  })
  const requestHeaders = new Headers(request.headers)
  if (nonce) requestHeaders.set('x-nonce', nonce)
  else requestHeaders.delete('x-nonce')
  requestHeaders.set('Content-Security-Policy', policy)

  const { pathname, searchParams } = request.nextUrl
  if (!isDecodable(pathname)) {
    return withSecurity(
      new NextResponse('Bad Request', { status: 400, headers: { 'Content-Type': 'text/plain' } }),
      policy,
    )
  }
  if (pathname === '/admin' || pathname.startsWith('/admin/')) {
    return withSecurity(NextResponse.next({ request: { headers: requestHeaders } }), policy)
  }

  const firstSegment = pathname.split('/')[1]
  if (isLocale(firstSegment)) {
    const canonical = request.nextUrl.clone()
    canonical.pathname = pathname.slice(firstSegment.length + 1) || '/'
    if (firstSegment === defaultLocale) canonical.searchParams.delete(LANG_PARAM)
    else canonical.searchParams.set(LANG_PARAM, firstSegment)
    return NextResponse.redirect(canonical, 308)
  }

  const requested = searchParams.getAll(LANG_PARAM)
  if (requested.length === 0 && isPageNavigation(request)) {
    const remembered = request.cookies.get(LANG_STORAGE_KEY)?.value
    if (
      isLocale(remembered) &&
      remembered !== defaultLocale &&
      allows(parseConsent(request.cookies.get(CONSENT_COOKIE)?.value), 'functional')
    ) {
      const target = request.nextUrl.clone()
      target.searchParams.set(LANG_PARAM, remembered)
      const redirect = NextResponse.redirect(target, 307)
      redirect.headers.set('Cache-Control', NO_STORE)
      return redirect
    }
  }

  const locale = requestedLocale(requested)
  requestHeaders.set(LOCALE_HEADER, locale)
  // The address as the visitor sees it, for "come back here after logging in".
  requestHeaders.set(PATH_HEADER, `${pathname}${request.nextUrl.search}`)
  const internal = request.nextUrl.clone()
  internal.pathname = `/${locale}${pathname === '/' ? '' : pathname}`
  return withSecurity(
    NextResponse.rewrite(internal, { request: { headers: requestHeaders } }),
    policy,
  )
}

export const config = {
  // Everything but the APIs, Next's assets, library files, health and readiness checks, metadata files and files with an extension.
  matcher: [
    '/((?!api/|_next/|media/|healthz|readyz|sitemap\\.xml|robots\\.txt|.*\\.[a-zA-Z0-9]+$).*)',
  ],
}
