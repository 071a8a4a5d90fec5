/**
 * GET /api/search?q=…&lang=… : library documents whose title or excerpt contains every word of the
 * term (case- and accent-insensitive), in that language, at most eight, each with its lock for this
 * viewer. Bodies are never searched nor returned. `Server-Timing: search;dur=…` tells how long the
 * server took (read by scripts/benchmark.ts).
 */
import { toLocale } from '@/i18n/locales'
import { getViewer } from '@/lib/auth/viewer'
import { searchTerm } from '@/lib/search'
import { searchContent } from '@/lib/search/content'

export const dynamic = 'force-dynamic'

export async function GET(request: Request): Promise<Response> {
  const started = performance.now()
  const url = new URL(request.url)
  const term = searchTerm(url.searchParams.get('q') ?? '')
  const locale = toLocale(url.searchParams.get('lang'))
  const results = term ? await searchContent({ term, locale, viewer: await getViewer() }) : []
  return Response.json(
    { term, results },
    // The locks depend on who asks.
    {
      headers: {
        'Cache-Control': 'private, no-store',
        'Server-Timing': `search;dur=${(performance.now() - started).toFixed(1)}`,
      },
    },
  )
}
