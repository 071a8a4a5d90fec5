import { draftMode } from 'next/headers'
import { NextResponse } from 'next/server'

import { previewPath } from '@/lib/content/preview'

export const dynamic = 'force-dynamic'

/** Leaves the draft preview and goes back to the published page. */
export async function GET(request: Request): Promise<Response> {
  ;(await draftMode()).disable()
  const path = previewPath(new URL(request.url).searchParams.get('path')) ?? '/'
  return new NextResponse(null, {
    status: 307,
    headers: { Location: path, 'Cache-Control': 'no-store' },
  })
}
