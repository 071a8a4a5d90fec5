/**
 * Uploads on an S3-compatible bucket (a local s3rver started here): Payload's adapter writes the
 * files and their image sizes under each collection's prefix, nothing lands in DATA_DIR, Payload's
 * file route streams from the bucket with Range, the library's files are read by range, a backup takes
 * the bucket's files and restores them (into the bucket, or into local folders), and a bucket that
 * does not answer gives a clear failure rather than a half-written upload or a "not found".
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3'
import { handleEndpoints, type Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { startS3Server } from '../support/s3-server'

// Before anything reads the environment: the bucket is part of the configuration.
const s3 = await startS3Server()
Object.assign(process.env, s3.env)

const { config, startPayload, stopPayload } = await import('./support/payload')
const { getEnv } = await import('@/lib/platform/config/env')
const { s3Client, checkStorage } = await import('@/lib/platform/storage/s3')
const { openStoredFile, StorageUnavailableError } = await import('@/lib/platform/storage/files')
const { serveFile } = await import('@/lib/media/serve')
const { createBackup, restoreBackup } = await import('@/lib/platform/db/backup')

let payload: Payload

const CAPTIONS = 'WEBVTT\n\n00:00.000 --> 00:04.000\nLe vent dans les hêtres de l’Aigoual.\n'

beforeAll(async () => {
  payload = await startPayload()
})

afterAll(async () => {
  await stopPayload(payload)
  await s3.stop()
})

async function keys(prefix: string): Promise<string[]> {
  const page = await s3Client(getEnv().storage as never).send(
    new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }),
  )
  return (page.Contents ?? []).map((object) => object.Key!).sort()
}

async function objectText(key: string): Promise<string> {
  const object = await s3Client(getEnv().storage as never).send(
    new GetObjectCommand({ Bucket: s3.bucket, Key: key }),
  )
  return object.Body!.transformToString()
}

async function landscape(): Promise<Buffer> {
  return sharp({
    create: { width: 1200, height: 600, channels: 3, background: { r: 46, g: 82, b: 58 } },
  })
    .png()
    .toBuffer()
}

function fileRequest(pathname: string, headers: Record<string, string> = {}) {
  const request = new Request(`http://localhost:3000${pathname}`, { headers })
  return handleEndpoints({ config, request, path: pathname })
}

it('stores images and their sizes in the bucket, under the collection prefix, and none on disk', async () => {
  expect(getEnv().storage.kind).toBe('s3')
  const image = await landscape()
  const media = await payload.create({
    collection: 'media',
    data: { alt: 'Hêtraie du mont Aigoual au petit matin' },
    file: { data: image, mimetype: 'image/png', name: 'hetraie.png', size: image.length },
  })
  expect(media.prefix).toBe('media')
  const stored = await keys('media/')
  expect(stored).toContain('media/hetraie.png')
  // The sizes narrower than the original (480 and 960 wide) are made and stored beside it.
  expect(stored).toEqual(
    expect.arrayContaining(['media/hetraie-480x240.png', 'media/hetraie-960x480.png']),
  )
  expect(media.sizes?.card?.url).toBe('/api/media/file/hetraie-960x480.png')
  expect(fs.existsSync(path.join(getEnv().mediaDir, 'hetraie.png'))).toBe(false)

  // Payload's own file address streams from the bucket, whole or by range, with our headers.
  const whole = await fileRequest('/api/media/file/hetraie.png')
  expect(whole.status).toBe(200)
  expect(whole.headers.get('content-type')).toBe('image/png')
  expect(whole.headers.get('cache-control')).toContain('max-age=604800')
  expect(Buffer.from(await whole.arrayBuffer()).equals(image)).toBe(true)
  const part = await fileRequest('/api/media/file/hetraie.png', { Range: 'bytes=0-7' })
  expect(part.status).toBe(206)
  expect(Buffer.from(await part.arrayBuffer()).equals(image.subarray(0, 8))).toBe(true)

  // Deleting the document deletes its files.
  await payload.delete({ collection: 'media', id: media.id })
  expect(await keys('media/hetraie')).toEqual([])
})

it('keeps the library files private in the bucket and serves them by range through the checking route', async () => {
  const data = Buffer.from(CAPTIONS)
  const file = await payload.create({
    collection: 'library-files',
    data: { title: 'Sous-titres — hêtraie' },
    file: { data, mimetype: 'text/vtt', name: 'hetraie.vtt', size: data.length },
  })
  expect(await keys('library/')).toContain('library/hetraie.vtt')
  // Payload's own address of the staff-only collection refuses a visitor.
  expect((await fileRequest('/api/library-files/file/hetraie.vtt')).status).toBe(403)
  // Nor can the public media address be pointed at the library's folder.
  const sideways = await fileRequest('/api/media/file/hetraie.vtt?prefix=library')
  expect(sideways.status).not.toBe(200)
  expect(await sideways.text()).not.toContain('Aigoual')

  const stored = await openStoredFile(getEnv(), 'library-files', {
    filename: file.filename!,
    prefix: file.prefix,
  })
  expect(stored?.size).toBe(data.length)
  const response = await serveFile({
    file: stored,
    contentType: 'text/vtt; charset=utf-8',
    rangeHeader: 'bytes=8-',
  })
  expect(response.status).toBe(206)
  expect(response.headers.get('content-range')).toBe(`bytes 8-${data.length - 1}/${data.length}`)
  expect(response.headers.get('cache-control')).toBe('private, no-store')
  expect(await response.text()).toBe(CAPTIONS.slice(8))
  expect(
    await openStoredFile(getEnv(), 'library-files', { filename: 'absent.vtt', prefix: 'library' }),
  ).toBeNull()
})

it('backs up the bucket with a manifest and restores it, into the bucket or into local folders', async () => {
  const image = await landscape()
  await payload.create({
    collection: 'media',
    data: { alt: 'Causse Méjean sous la neige' },
    file: { data: image, mimetype: 'image/png', name: 'causse.png', size: image.length },
  })
  const env = getEnv()
  const backupDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sylva-backup-')), 'b')
  const manifest = await createBackup(env, backupDir)
  expect(manifest.storage).toBe('s3')
  const listed = manifest.files!.map((file) => file.path)
  expect(listed).toEqual(
    expect.arrayContaining(['files/media/causse.png', 'files/library/hetraie.vtt']),
  )
  expect(manifest.files!.find((file) => file.path === 'files/media/causse.png')).toMatchObject({
    bytes: image.length,
    contentType: 'image/png',
  })

  // The bucket loses its files; the restore puts them back, with their types.
  await payload.delete({ collection: 'media', where: { filename: { equals: 'causse.png' } } })
  expect(await keys('media/causse')).toEqual([])
  await restoreBackup(env, backupDir)
  expect(await keys('media/')).toEqual(expect.arrayContaining(['media/causse.png']))
  const head = await s3Client(env.storage as never).send(
    new HeadObjectCommand({ Bucket: s3.bucket, Key: 'media/causse.png' }),
  )
  expect(head.ContentType).toBe('image/png')
  expect(await objectText('library/hetraie.vtt')).toBe(CAPTIONS)

  // The same backup restores into a site that keeps its files on disk (and the reverse is the move).
  const localDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sylva-local-'))
  const localEnv = {
    ...env,
    storage: { kind: 'local' as const },
    mediaDir: path.join(localDir, 'media'),
    libraryFilesDir: path.join(localDir, 'library-files'),
  }
  const { restoreFiles } = await import('@/lib/platform/storage/backup-files')
  await restoreFiles(localEnv, backupDir, manifest.files!)
  expect(fs.readFileSync(path.join(localDir, 'library-files', 'hetraie.vtt'), 'utf8')).toBe(
    CAPTIONS,
  )
  expect(fs.readFileSync(path.join(localDir, 'media', 'causse.png')).equals(image)).toBe(true)

  // A damaged backup is refused before anything is replaced.
  fs.appendFileSync(path.join(backupDir, 'files', 'library', 'hetraie.vtt'), 'x')
  await expect(restoreBackup(env, backupDir)).rejects.toThrow(/checksum/)
})

it('says so when the bucket does not answer: readiness down, uploads refused, files unavailable', async () => {
  const kept = await payload.find({ collection: 'library-files', limit: 1 })
  const before = await payload.count({ collection: 'media' })
  await s3.stop()

  expect(await checkStorage(getEnv().storage)).toMatchObject({ status: 'down', kind: 's3' })
  await expect(
    openStoredFile(getEnv(), 'library-files', {
      filename: kept.docs[0]!.filename!,
      prefix: kept.docs[0]!.prefix,
    }),
  ).rejects.toBeInstanceOf(StorageUnavailableError)
  const image = await landscape()
  await expect(
    payload.create({
      collection: 'media',
      data: { alt: 'Jamais enregistrée' },
      file: { data: image, mimetype: 'image/png', name: 'perdue.png', size: image.length },
    }),
  ).rejects.toThrow()
  // PostgreSQL undoes the row with the failed upload; SQLite runs without transactions
  // (docs/deployment.md › Media on S3 says to pair S3 with PostgreSQL).
  if (getEnv().database.dialect === 'postgres') {
    expect((await payload.count({ collection: 'media' })).totalDocs).toBe(before.totalDocs)
  }
})
