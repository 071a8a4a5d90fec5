/**
 * GET /calendrier-foret/flux/{token}.ics: a Premium member's calendar feed (iCalendar). A wrong token,
 * or a member who is no longer Premium, answers 404 (nothing tells which).
 */
import { feedForToken } from '@/lib/calendar/server'

export const dynamic = 'force-dynamic'

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ file: string }> },
): Promise<Response> {
  const { file } = await params
  const token = file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : ''
  const body = await feedForToken(token)
  if (body === null)
    return new Response('Not found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="calendrier-foret.ics"',
      // A secret address: kept out of shared caches; calendar apps poll it about once a day.
      'Cache-Control': 'private, max-age=3600',
    },
  })
}
