/**
 * The uploaded files' half of a backup (src/lib/platform/db/backup.ts), the same layout whatever the
 * storage: `files/<prefix>/<file name>` with one folder per upload collection (STORAGE_PREFIXES),
 * each file listed in the manifest with its size and SHA-256. A backup taken on local files restores
 * into a bucket and the other way round, which is also how a site moves its files to S3.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
} from '@aws-sdk/client-s3'

import type { Env } from '@/lib/platform/config/env'

import { localDirOf } from './files'
import { STORAGE_PREFIXES, type StoredCollection } from './plugin'
import { s3Client, type S3Storage } from './s3'

export type BackedUpFile = { path: string; bytes: number; sha256: string; contentType: string }

type FilesEnv = Pick<Env, 'storage' | 'mediaDir' | 'libraryFilesDir'>

const FILES = 'files'
const slugs = Object.keys(STORAGE_PREFIXES) as StoredCollection[]

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256')
  await pipeline(fs.createReadStream(file), hash)
  return hash.digest('hex')
}

/** The files directly in a collection's local folder (the media folder also holds the audio one). */
function localFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
}

async function listKeys(storage: S3Storage, prefix: string): Promise<string[]> {
  const keys: string[] = []
  let token: string | undefined
  do {
    const page = await s3Client(storage).send(
      new ListObjectsV2Command({
        Bucket: storage.bucket,
        Prefix: `${prefix}/`,
        ContinuationToken: token,
      }),
    )
    for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key)
    token = page.IsTruncated ? page.NextContinuationToken : undefined
  } while (token)
  return keys
}

/** Copies every stored file into `targetDir/files/…` and lists them. */
export async function backupFiles(env: FilesEnv, targetDir: string): Promise<BackedUpFile[]> {
  const listed: BackedUpFile[] = []
  for (const slug of slugs) {
    const prefix = STORAGE_PREFIXES[slug]
    const folder = path.join(targetDir, FILES, prefix)
    fs.mkdirSync(folder, { recursive: true })
    const storage = env.storage
    const types = new Map<string, string>()
    if (storage.kind === 'local') {
      for (const name of localFiles(localDirOf(env, slug))) {
        fs.copyFileSync(path.join(localDirOf(env, slug), name), path.join(folder, name))
      }
    } else {
      for (const key of await listKeys(storage, prefix)) {
        const name = key.slice(prefix.length + 1)
        // Nested keys are not ours (the adapter writes one level): keep them, flattened safely.
        const target = path.join(folder, name.replaceAll('/', '__'))
        const object = await s3Client(storage).send(
          new GetObjectCommand({ Bucket: storage.bucket, Key: key }),
        )
        if (!object.Body) throw new Error(`the bucket returned no body for ${key}`)
        await pipeline(object.Body as Readable, fs.createWriteStream(target))
        if (object.ContentType) types.set(path.basename(target), object.ContentType)
      }
    }
    for (const name of localFiles(folder).sort()) {
      const file = path.join(folder, name)
      listed.push({
        path: path.posix.join(FILES, prefix, name),
        bytes: fs.statSync(file).size,
        sha256: await sha256Of(file),
        contentType: types.get(name) ?? contentTypeOf(name),
      })
    }
  }
  return listed
}

/** Checks every listed file against its size and checksum before anything is replaced. */
export async function verifyBackedUpFiles(sourceDir: string, files: BackedUpFile[]): Promise<void> {
  for (const entry of files) {
    const file = path.join(sourceDir, ...entry.path.split('/'))
    if (!fs.existsSync(file)) throw new Error(`the backup lacks ${entry.path}`)
    if (fs.statSync(file).size !== entry.bytes || (await sha256Of(file)) !== entry.sha256) {
      throw new Error(`${entry.path} does not match its checksum in the manifest`)
    }
  }
}

/** Replaces the stored files (folder or bucket) with the backup's listed ones. */
export async function restoreFiles(
  env: FilesEnv,
  sourceDir: string,
  files: BackedUpFile[],
): Promise<void> {
  for (const slug of slugs) {
    const prefix = STORAGE_PREFIXES[slug]
    const folder = path.join(sourceDir, FILES, prefix)
    const entries = files.filter((entry) => entry.path.startsWith(`${FILES}/${prefix}/`))
    const names = entries.map((entry) => path.posix.basename(entry.path))
    const storage = env.storage
    if (storage.kind === 'local') {
      const dir = localDirOf(env, slug)
      for (const name of localFiles(dir)) fs.rmSync(path.join(dir, name))
      fs.mkdirSync(dir, { recursive: true })
      for (const name of names) fs.copyFileSync(path.join(folder, name), path.join(dir, name))
      continue
    }
    const client = s3Client(storage)
    const existing = await listKeys(storage, prefix)
    for (let i = 0; i < existing.length; i += 1000) {
      await client.send(
        new DeleteObjectsCommand({
          Bucket: storage.bucket,
          Delete: { Objects: existing.slice(i, i + 1000).map((Key) => ({ Key })) },
        }),
      )
    }
    for (const entry of entries) {
      const name = path.posix.basename(entry.path)
      const file = path.join(folder, name)
      await client.send(
        new PutObjectCommand({
          Bucket: storage.bucket,
          Key: `${prefix}/${name}`,
          Body: fs.createReadStream(file),
          ContentLength: fs.statSync(file).size,
          ContentType: entry.contentType,
        }),
      )
    }
  }
}

const TYPES: Record<string, string> = {
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.jpeg': 'image/jpeg',
  '.jpg': 'image/jpeg',
  '.md': 'text/markdown',
  '.m4a': 'audio/mp4',
  '.mp3': 'audio/mpeg',
  '.mp4': 'video/mp4',
  '.oga': 'audio/ogg',
  '.ogg': 'audio/ogg',
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain',
  '.vtt': 'text/vtt',
  '.wav': 'audio/wav',
  '.webm': 'video/webm',
  '.webp': 'image/webp',
}

/** A local file's type for the bucket, from its name (uploads are checked on their way in). */
function contentTypeOf(name: string): string {
  return TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream'
}
