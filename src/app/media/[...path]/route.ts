/**
 * The library's files: `/media/videos/{slug}`, `/media/videos/{slug}/captions/{lang}` and
 * `/media/formations/{slug}/{moduleId}/media|resource`. Every request checks, through `canAccess`, that
 * this viewer may read the document using the file, then streams it with Range support. The files'
 * own collection is staff-only, so there is no other public address to guess.
 */
import { toLocale } from '@/i18n/locales'
import { getViewer } from '@/lib/auth/viewer'
import { resolveLibraryFile } from '@/lib/media/library-files'
import { notFound, serveFile, storageUnavailable } from '@/lib/media/serve'
import { StorageUnavailableError } from '@/lib/platform/storage/files'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ path: string[] }> }

async function handle(request: Request, { params }: Context): Promise<Response> {
  const { path } = await params
  const locale = toLocale(new URL(request.url).searchParams.get('lang'))
  const viewer = await getViewer()
  // The bucket may fail while the file is looked up or while its bytes are read: 503 either way.
  try {
    const found = await resolveLibraryFile(path, viewer, locale)
    if (found.kind === 'notFound') return notFound()
    if (found.kind === 'forbidden') {
      return new Response('Forbidden', {
        status: 403,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
      })
    }
    return await serveFile({
      file: found.file,
      contentType: found.contentType,
      rangeHeader: request.headers.get('range'),
      download: found.download,
      method: request.method,
    })
  } catch (error) {
    if (error instanceof StorageUnavailableError) return storageUnavailable()
    throw error
  }
}

export const GET = handle
export const HEAD = handle
