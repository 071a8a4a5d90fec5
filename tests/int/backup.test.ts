import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { getPayload, type Payload } from 'payload'
import { afterAll, expect, it } from 'vitest'

import { getEnv } from '@/lib/platform/config/env'
import { createBackup, restoreBackup } from '@/lib/platform/db/backup'
import { closeDatabase } from '@/lib/platform/db/close'

import { createMember } from '../factories/accounts'
import { config, startPayload } from './support/payload'
import { PNG_1X1 } from '../factories/media'

let payload: Payload | undefined

afterAll(async () => {
  if (payload) await closeDatabase(payload)
})

it('takes a backup while the database is open and restores it after later changes', async () => {
  payload = await startPayload()
  const env = getEnv()
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { brandName: 'Sylva avant sauvegarde' },
  })
  const member = await createMember(payload)
  const media = await payload.create({
    collection: 'media',
    data: { alt: 'Genêt en fleur sur le causse Méjean' },
    file: { data: PNG_1X1, mimetype: 'image/png', name: 'genet.png', size: PNG_1X1.length },
  })

  const backupDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sylva-backup-')), 'b1')
  const manifest = await createBackup(env, backupDir)
  expect(manifest).toMatchObject({ dialect: env.database.dialect, storage: 'local' })
  expect(manifest.files).toContainEqual(
    expect.objectContaining({ path: 'files/media/genet.png', bytes: PNG_1X1.length }),
  )

  // Changes after the backup, which the restore must undo.
  await payload.delete({ collection: 'members', id: member.id })
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { brandName: 'Sylva après sauvegarde' },
  })
  fs.rmSync(path.join(env.mediaDir, 'genet.png'))
  await closeDatabase(payload)
  payload = undefined

  await restoreBackup(env, backupDir)

  // A fresh instance (the cached one was closed) sees the backed-up state.
  payload = await getPayload({ config, key: 'after-restore' })
  expect((await payload.findGlobal({ slug: 'site-settings' })).brandName).toBe(
    'Sylva avant sauvegarde',
  )
  expect((await payload.findByID({ collection: 'members', id: member.id })).email).toBe(
    member.email,
  )
  expect((await payload.findByID({ collection: 'media', id: media.id })).alt).toBe(
    'Genêt en fleur sur le causse Méjean',
  )
  expect(fs.existsSync(path.join(env.mediaDir, 'genet.png'))).toBe(true)
})

it('refuses to write a backup over an existing one', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sylva-backup-'))
  fs.writeFileSync(path.join(dir, 'manifest.json'), '{}')
  await expect(createBackup(getEnv(), dir)).rejects.toThrow(/not empty/)
})

it('refuses to restore something that is not a backup', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sylva-backup-'))
  await expect(restoreBackup(getEnv(), dir)).rejects.toThrow(/is not a backup/)
})
