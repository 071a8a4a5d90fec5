/**
 * Backups that can be taken while the site runs, and restored when it is stopped: SQLite's online
 * `VACUUM INTO` (a consistent copy even during writes) or `pg_dump`, plus the uploaded media.
 * Used by `npm run backup` / `npm run restore` and by the tests, outside Next (no `server-only`).
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { createClient } from '@libsql/client'

import type { Env } from '@/lib/platform/config/env'
import {
  backupFiles,
  restoreFiles,
  verifyBackedUpFiles,
  type BackedUpFile,
} from '@/lib/platform/storage/backup-files'

export type BackupManifest = {
  createdAt: string
  dialect: 'sqlite' | 'postgres'
  database: string
  /** Where the files were taken from; they restore into either kind of storage. */
  storage?: 'local' | 's3'
  /** Every uploaded file (`files/<prefix>/<name>`, src/lib/platform/storage/backup-files.ts). */
  files?: BackedUpFile[]
  /** Older backups: a copy of the media folder (`media/`)… */
  media?: boolean
  /** …and of the library's protected files (`library-files/`). */
  libraryFiles?: boolean
}

const MANIFEST = 'manifest.json'

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(`${command} is not installed (Debian: apt-get install -y postgresql-client)`)
          : error,
      ),
    )
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} failed: ${stderr.trim().split('\n')[0]}`)),
    )
  })
}

function sqlString(value: string): string {
  return `'${value.replaceAll("'", "''")}'`
}

export function backupDirName(date = new Date()): string {
  return `sylva-${date
    .toISOString()
    .replaceAll(':', '-')
    .replace(/\.\d+Z$/, 'Z')}`
}

export async function createBackup(env: Env, targetDir: string): Promise<BackupManifest> {
  if (fs.existsSync(targetDir) && fs.readdirSync(targetDir).length > 0) {
    throw new Error(`${targetDir} is not empty; choose a new folder for the backup`)
  }
  fs.mkdirSync(targetDir, { recursive: true })
  let database: string
  if (env.database.dialect === 'sqlite') {
    database = 'sylva.db'
    const client = createClient({ url: env.database.url })
    try {
      await client.execute(`VACUUM INTO ${sqlString(path.join(targetDir, database))}`)
    } finally {
      client.close()
    }
  } else {
    database = 'sylva.dump'
    await run('pg_dump', [
      '--format=custom',
      '--no-owner',
      `--file=${path.join(targetDir, database)}`,
      env.database.url,
    ])
  }
  // After the database: a file uploaded in between is extra, never missing for a row.
  const files = await backupFiles(env, targetDir)
  const manifest: BackupManifest = {
    createdAt: new Date().toISOString(),
    dialect: env.database.dialect,
    database,
    storage: env.storage.kind,
    files,
  }
  fs.writeFileSync(path.join(targetDir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`)
  return manifest
}

/**
 * Replaces the current database and files (folder or bucket) with the backup's. The site must be
 * stopped.
 */
export async function restoreBackup(env: Env, sourceDir: string): Promise<BackupManifest> {
  const manifestFile = path.join(sourceDir, MANIFEST)
  if (!fs.existsSync(manifestFile)) throw new Error(`${sourceDir} is not a backup (no ${MANIFEST})`)
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as BackupManifest
  if (manifest.dialect !== env.database.dialect) {
    throw new Error(
      `this backup is a ${manifest.dialect} backup; the configured database is ${env.database.dialect}`,
    )
  }
  // Nothing is replaced unless every file is there and intact.
  if (manifest.files) await verifyBackedUpFiles(sourceDir, manifest.files)
  const source = path.join(sourceDir, manifest.database)
  if (env.database.dialect === 'sqlite') {
    const target = env.database.file
    fs.mkdirSync(path.dirname(target), { recursive: true })
    for (const suffix of ['-wal', '-shm']) fs.rmSync(`${target}${suffix}`, { force: true })
    fs.copyFileSync(source, `${target}.restoring`)
    fs.renameSync(`${target}.restoring`, target)
  } else {
    await run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      `--dbname=${env.database.url}`,
      source,
    ])
  }
  if (manifest.files) await restoreFiles(env, sourceDir, manifest.files)
  if (manifest.media) {
    fs.rmSync(env.mediaDir, { recursive: true, force: true })
    fs.cpSync(path.join(sourceDir, 'media'), env.mediaDir, { recursive: true })
  }
  if (manifest.libraryFiles) {
    fs.rmSync(env.libraryFilesDir, { recursive: true, force: true })
    fs.cpSync(path.join(sourceDir, 'library-files'), env.libraryFilesDir, { recursive: true })
  }
  return manifest
}
