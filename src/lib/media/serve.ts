import 'server-only'

import type { StoredFile } from '@/lib/platform/storage/files'

import { parseRange } from './range'

/**
 * Streams a stored file (disk or bucket, src/lib/platform/storage/files.ts), honouring one byte range,
 * with headers that keep it out of shared caches.
 */
export async function serveFile({
  file,
  contentType,
  rangeHeader,
  download,
  method = 'GET',
}: {
  file: StoredFile | null
  contentType: string
  rangeHeader: string | null
  download?: string
  method?: string
}): Promise<Response> {
  if (!file) return notFound()
  const { size } = file
  const headers = new Headers({
    'Content-Type': contentType,
    'Accept-Ranges': 'bytes',
    // The answer depends on who asks: never stored by a shared cache.
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Resource-Policy': 'same-origin',
  })
  if (download) {
    headers.set(
      'Content-Disposition',
      `attachment; filename="${download.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(download)}`,
    )
  }
  const range = parseRange(rangeHeader, size)
  if (range.kind === 'unsatisfiable') {
    headers.set('Content-Range', `bytes */${size}`)
    return new Response(null, { status: 416, headers })
  }
  const start = range.kind === 'partial' ? range.start : 0
  const end = range.kind === 'partial' ? range.end : size - 1
  headers.set('Content-Length', String(size === 0 ? 0 : end - start + 1))
  if (range.kind === 'partial') headers.set('Content-Range', `bytes ${start}-${end}/${size}`)
  const status = range.kind === 'partial' ? 206 : 200
  if (method === 'HEAD' || size === 0) return new Response(null, { status, headers })
  return new Response(await file.read(start, end), { status, headers })
}

/** The file storage (S3) did not answer: the file exists, it cannot be had now. */
export function storageUnavailable(): Response {
  return new Response('Service Unavailable', {
    status: 503,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'Retry-After': '30',
    },
  })
}

export function notFound(): Response {
  return new Response('Not Found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}
