/**
 * POST /desabonnement-conseil/un-clic?jeton=…: the morning e-mail's `List-Unsubscribe` address, for
 * mail programs' one-click unsubscribe (RFC 8058: a POST with `List-Unsubscribe=One-Click`, from
 * anywhere, without cookies). The secret in the address is the authority; a wrong or used one changes
 * nothing and gets the same plain answer. A GET (a person following the address) goes to the page.
 */
import { NextResponse } from 'next/server'

import { getPayloadClient } from '@/lib/platform/payload/client'
import { unsubscribeByToken } from '@/lib/tips/morning'

export const dynamic = 'force-dynamic'

const noStore = { 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' }

export async function POST(request: Request): Promise<Response> {
  const token = new URL(request.url).searchParams.get('jeton') ?? ''
  const outcome = await unsubscribeByToken(await getPayloadClient(), token)
  return new Response(outcome === 'unsubscribed' ? 'Unsubscribed\n' : 'Nothing to do\n', {
    status: 200,
    headers: noStore,
  })
}

export function GET(request: Request): Response {
  const url = new URL(request.url)
  const page = new URL('/desabonnement-conseil', url)
  page.search = url.search
  return NextResponse.redirect(page, 303)
}
