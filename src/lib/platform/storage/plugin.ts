/**
 * Uploads on S3: Payload's own adapter (`@payloadcms/storage-s3`) when S3_* is set. The plugin is
 * always present so that the schema is the same in both modes (its `prefix` and `_objectKey` columns
 * exist even with local files); it only moves files when S3 is configured.
 *
 * Every collection keeps Payload's access control on its file address (`/api/<collection>/file/…`
 * streams from the bucket after the check, with Range): nothing links to the bucket itself, which stays
 * private. The library's files are read by the site's own route (src/lib/platform/storage/files.ts).
 */
import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

import type { StorageConfig } from '@/lib/platform/config/env'

import { s3ClientConfig } from './s3'

/** Each upload collection's folder in the bucket, so that equal file names never meet. */
export const STORAGE_PREFIXES = {
  media: 'media',
  'site-audio': 'audio',
  'library-files': 'library',
} as const

export type StoredCollection = keyof typeof STORAGE_PREFIXES

export function storagePlugin(storage: StorageConfig): Plugin {
  const isS3 = storage.kind === 's3'
  return s3Storage({
    enabled: isS3,
    alwaysInsertFields: true,
    bucket: isS3 ? storage.bucket : 'unused-local-storage',
    config: isS3 ? s3ClientConfig(storage) : {},
    acl: 'private',
    collections: Object.fromEntries(
      Object.entries(STORAGE_PREFIXES).map(([slug, prefix]) => [
        slug,
        {
          prefix,
          // The same relative address as with local files: the page never names the bucket, and
          // Payload finds the object's prefix from the document itself.
          generateFileURL: ({ filename }: { filename: string }) =>
            `/api/${slug}/file/${encodeURIComponent(filename)}`,
        },
      ]),
    ),
  })
}
