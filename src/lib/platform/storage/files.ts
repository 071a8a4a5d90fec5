/**
 * Reading a stored upload wherever it lives: the data folder, or the bucket when S3 is configured.
 * Used by the library's checking route (`/media/…`, through src/lib/media/serve.ts), which streams one
 * byte range at a time either way, so that a video starts at once and seeks without a full download.
 */
import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'

import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3'

import type { Env } from '@/lib/platform/config/env'

import { STORAGE_PREFIXES, type StoredCollection } from './plugin'
import { s3Client } from './s3'

export type StoredFile = {
  size: number
  /** The bytes from `start` to `end` included. */
  read(start: number, end: number): Promise<ReadableStream<Uint8Array>>
}

/** The bucket (or disk) could not be asked: the caller answers 503, never "not found". */
export class StorageUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`file storage unreachable: ${cause instanceof Error ? cause.name : String(cause)}`, {
      cause,
    })
    this.name = 'StorageUnavailableError'
  }
}

/** The folder a collection's files use when they stay on this machine. */
export function localDirOf(env: Pick<Env, 'mediaDir' | 'libraryFilesDir'>, slug: StoredCollection) {
  if (slug === 'library-files') return env.libraryFilesDir
  if (slug === 'site-audio') return path.join(env.mediaDir, 'audio')
  return env.mediaDir
}

/** The object's key in the bucket: the document's stored prefix, or its collection's. */
export function objectKeyOf(
  slug: StoredCollection,
  doc: { filename: string; prefix?: string | null },
): string {
  return path.posix.join(doc.prefix || STORAGE_PREFIXES[slug], path.posix.basename(doc.filename))
}

function isMissing(error: unknown): boolean {
  const status = (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode
  const name = (error as { name?: string })?.name
  return status === 404 || name === 'NotFound' || name === 'NoSuchKey'
}

/** The stored file, or null when there is none under that name. */
export async function openStoredFile(
  env: Pick<Env, 'storage' | 'mediaDir' | 'libraryFilesDir'>,
  slug: StoredCollection,
  doc: { filename: string; prefix?: string | null },
): Promise<StoredFile | null> {
  if (env.storage.kind === 'local') {
    const filePath = path.join(localDirOf(env, slug), path.basename(doc.filename))
    try {
      const stat = await fs.promises.stat(filePath)
      if (!stat.isFile()) return null
      return {
        size: stat.size,
        read: async (start, end) =>
          Readable.toWeb(
            fs.createReadStream(filePath, { start, end }),
          ) as ReadableStream<Uint8Array>,
      }
    } catch {
      return null
    }
  }
  const { bucket } = env.storage
  const client = s3Client(env.storage)
  const Key = objectKeyOf(slug, doc)
  let size: number
  try {
    const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key }))
    size = head.ContentLength ?? 0
  } catch (error) {
    if (isMissing(error)) return null
    throw new StorageUnavailableError(error)
  }
  return {
    size,
    read: async (start, end) => {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key, Range: `bytes=${start}-${end}` }),
        )
        if (!object.Body) throw new Error('empty body')
        return object.Body.transformToWebStream() as ReadableStream<Uint8Array>
      } catch (error) {
        throw new StorageUnavailableError(error)
      }
    },
  }
}
