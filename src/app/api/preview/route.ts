/**
 * Draft preview from the admin's "Aperçu" button: staff only. Turns on Next's draft mode for this
 * browser and opens the page, which then reads the latest draft instead of the published version.
 */
import { draftMode, headers } from 'next/headers'
import { NextResponse } from 'next/server'

import { toLocale } from '@/i18n/locales'
import { localizedHref } from '@/i18n/routing'
import { accountOfRequest } from '@/lib/auth/viewer'
import { previewPath } from '@/lib/content/preview'

export const dynamic = 'force-dynamic'

export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const path = previewPath(url.searchParams.get('path'))
  const account = await accountOfRequest(await headers())
  if (account?.collection !== 'users' || !path) {
    return new NextResponse('Forbidden', { status: 403, headers: { 'Cache-Control': 'no-store' } })
  }
  ;(await draftMode()).enable()
  const target = localizedHref(path, toLocale(url.searchParams.get('lang')))
  return new NextResponse(null, {
    status: 307,
    headers: { Location: target, 'Cache-Control': 'no-store' },
  })
}
