/**
 * The S3 side of file storage (docs/deployment.md › Media on S3): one client per process for the
 * site's own reads (the library route, readiness, backups), with the same settings the Payload adapter
 * uses for writes. Plain Node (no `server-only`): payload.config and the backup script load it too.
 */
import { HeadBucketCommand, S3Client } from '@aws-sdk/client-s3'

import type { StorageConfig } from '@/lib/platform/config/env'
import { processWide } from '@/lib/platform/runtime/edge-contract.mjs'

export type S3Storage = Extract<StorageConfig, { kind: 's3' }>

/** The adapter's and our client's settings: keys from the environment, short timeouts. */
export function s3ClientConfig(storage: S3Storage) {
  return {
    region: storage.region,
    endpoint: storage.endpoint,
    forcePathStyle: storage.forcePathStyle,
    credentials: { accessKeyId: storage.accessKeyId, secretAccessKey: storage.secretAccessKey },
    // One quick retry: a bucket that does not answer must not hold a request for long.
    maxAttempts: 2,
    // Checksums only where S3 requires them: the SDK's default (streamed uploads in "aws-chunked"
    // encoding with a trailing checksum) is not understood by several S3-compatible servers, which
    // would store the chunk framing as the file.
    requestChecksumCalculation: 'WHEN_REQUIRED' as const,
    responseChecksumValidation: 'WHEN_REQUIRED' as const,
  }
}

export function s3Client(storage: S3Storage): S3Client {
  const holder = processWide(
    's3Client',
    (): { current?: { key: string; client: S3Client } } => ({}),
  )
  const key = JSON.stringify(s3ClientConfig(storage))
  if (holder.current?.key !== key) {
    holder.current = { key, client: new S3Client(s3ClientConfig(storage)) }
  }
  return holder.current.client
}

export type StorageHealth =
  | { status: 'up'; kind: 's3'; latencyMs: number }
  | { status: 'down'; kind: 's3'; error: string }
  | { status: 'up'; kind: 'local' }

const HEALTH_TIMEOUT_MS = 1500

/** Whether the bucket answers (HEAD bucket, bounded): part of the readiness check. */
export async function checkStorage(storage: StorageConfig): Promise<StorageHealth> {
  if (storage.kind === 'local') return { status: 'up', kind: 'local' }
  const started = performance.now()
  try {
    await s3Client(storage).send(new HeadBucketCommand({ Bucket: storage.bucket }), {
      abortSignal: AbortSignal.timeout(HEALTH_TIMEOUT_MS),
    })
    return { status: 'up', kind: 's3', latencyMs: Math.round(performance.now() - started) }
  } catch (error) {
    return {
      status: 'down',
      kind: 's3',
      error: error instanceof Error ? error.name || error.message : String(error),
    }
  }
}
