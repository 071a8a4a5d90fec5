import 'server-only'

import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import type { Viewer } from '@/lib/auth'
import { getLibraryDocument } from '@/lib/content/server'
import { canAccess } from '@/lib/entitlements'
import { getPayloadClient } from '@/lib/platform/payload/client'
import type { Formation, LibraryFile, Video } from '@/payload-types'
import { findByIdOrNull } from '@/lib/platform/payload/failures'
import { getEnv } from '@/lib/platform/config/env'
import { openStoredFile, type StoredFile } from '@/lib/platform/storage/files'

export type ResolvedFile =
  | { kind: 'notFound' }
  | { kind: 'forbidden' }
  | { kind: 'file'; file: StoredFile | null; contentType: string; download?: string }

type FileRef = number | { id: number } | null | undefined

const idOf = (ref: FileRef): number | null =>
  typeof ref === 'number' ? ref : ref && typeof ref === 'object' ? ref.id : null

/** Which file of which document an address names, or null when the address means nothing. */
function fileReference(
  segments: string[],
  doc: Video | Formation,
): { ref: FileRef; download?: (title: string) => string } | null {
  if (segments[0] === 'videos') {
    const video = doc as Video
    if (segments.length === 2) return { ref: video.video }
    if (segments.length === 4 && segments[2] === 'captions' && isLocale(segments[3])) {
      const track = video.captions?.find((caption) => caption.language === segments[3])
      return track ? { ref: track.file } : null
    }
    return null
  }
  const formation = doc as Formation
  if (segments.length !== 4) return null
  const courseModule = formation.modules?.find((candidate) => candidate.id === segments[2])
  if (!courseModule) return null
  if (segments[3] === 'media') return { ref: courseModule.media }
  if (segments[3] === 'resource')
    return {
      ref: courseModule.resource,
      download: (name) => `${formation.slug}-${courseModule.id}-${name}`,
    }
  return null
}

/**
 * Whether a module's medium is a video or an audio recording, from the stored file's type. Only for a
 * viewer who may open the module: the collection itself is staff-only, so it is read here directly.
 */
export async function libraryMediaKind(ref: FileRef): Promise<'video' | 'audio' | null> {
  const id = idOf(ref)
  if (id === null) return null
  const payload = await getPayloadClient()
  const file = await findByIdOrNull<LibraryFile>(payload, {
    collection: 'library-files',
    id,
    depth: 0,
    overrideAccess: true,
    select: { mimeType: true },
  })
  if (!file?.mimeType) return null
  return file.mimeType.startsWith('audio/') ? 'audio' : 'video'
}

/** Decides, for this viewer, what `/media/{…segments}` answers. */
export async function resolveLibraryFile(
  segments: string[],
  viewer: Viewer,
  locale: Locale = defaultLocale,
): Promise<ResolvedFile> {
  const [type, slug] = segments
  if ((type !== 'videos' && type !== 'formations') || !slug) return { kind: 'notFound' }
  // The language matters only for localised files (a module's sheet); others are the same in all.
  const doc = (await getLibraryDocument(type, slug, locale)) as Video | Formation | null
  if (!doc) return { kind: 'notFound' }
  const reference = fileReference(segments, doc)
  const id = idOf(reference?.ref as FileRef)
  if (!reference || id === null) return { kind: 'notFound' }
  if (!canAccess(doc, viewer)) return { kind: 'forbidden' }
  const payload = await getPayloadClient()
  const file = await findByIdOrNull<LibraryFile>(payload, {
    collection: 'library-files',
    id,
    depth: 0,
    overrideAccess: true,
  })
  if (!file?.filename || !file.mimeType) return { kind: 'notFound' }
  return {
    kind: 'file',
    // Throws StorageUnavailableError when the bucket does not answer (the route says 503).
    file: await openStoredFile(getEnv(), 'library-files', {
      filename: file.filename,
      prefix: file.prefix,
    }),
    contentType: file.mimeType.startsWith('text/')
      ? `${file.mimeType}; charset=utf-8`
      : file.mimeType,
    download: reference.download?.(file.filename),
  }
}
