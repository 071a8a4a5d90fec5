/**
 * The stand-in files of the launch library: the seed flags its generated clips and illustrations,
 * a video page built from a flagged video claims no filming and no running time, putting a real
 * file in place clears the flag, and the launch checklist lists what is still flagged.
 */
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { videoPresentation } from '@/lib/content/video-preview'
import { FULL_CONTENT_CONTEXT } from '@/lib/entitlements/context'
import { getEnv } from '@/lib/platform/config/env'
import { runSeeds } from '@/lib/seed'
import { clipsDir } from '@/lib/seed/library-content'
import { librarySeed, splitFilmingNote } from '@/lib/seed/library'
import { siteSettingsSeed } from '@/lib/seed/site-settings'
import { readLaunchChecklist } from '@/lib/site/launch-state'

import { startPayload, stopPayload } from './support/payload'

let payload: Payload

beforeAll(async () => {
  payload = await startPayload()
  await runSeeds(payload, [siteSettingsSeed, librarySeed])
})

afterAll(async () => {
  await stopPayload(payload)
})

function plainText(node: unknown): string {
  if (Array.isArray(node)) return node.map(plainText).join(' ')
  if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>
    return typeof record.text === 'string'
      ? record.text
      : plainText(record.children ?? record.root ?? [])
  }
  return ''
}

const filmingWords = /film|tourn|enregistr/i

async function seededVideos(locale: 'fr' | 'en' = 'fr') {
  const { docs } = await payload.find({
    collection: 'videos',
    locale,
    depth: 0,
    limit: 100,
    overrideAccess: true,
    context: FULL_CONTENT_CONTEXT,
  })
  return docs
}

describe('splitFilmingNote', () => {
  it('takes the opening paragraph of a video’s Markdown as its filming note', () => {
    expect(splitFilmingNote('Filmée à Vialas.\n\nClaire guide.\n\n## Déroulé\n\n- un')).toEqual({
      filming: 'Filmée à Vialas.',
      body: 'Claire guide.\n\n## Déroulé\n\n- un',
    })
  })
})

describe('seeded videos', () => {
  it('are flagged as placeholders, with the filming note kept out of the body', async () => {
    const videos = await seededVideos()
    expect(videos.length).toBeGreaterThanOrEqual(6)
    for (const video of videos) {
      expect(video.placeholder, video.slug).toBe(true)
      expect(plainText(video.filming), video.slug).toMatch(filmingWords)
      expect(plainText(video.body), video.slug).not.toMatch(
        /a été (filmée|tournée|enregistrée)|^Filmée/,
      )
    }
    const english = await seededVideos('en')
    for (const video of english)
      expect(plainText(video.filming), video.slug).toMatch(/filmed|recorded/i)
  })

  it('give the page a preview mark instead of the filming sentence and the running time', async () => {
    for (const video of await seededVideos()) {
      const presentation = videoPresentation(video)
      expect(presentation).toEqual({ preview: true, minutes: null, filming: null })
    }
  })

  it('have their generated illustrations flagged as well', async () => {
    const [video] = await seededVideos()
    const image = await payload.findByID({
      collection: 'media',
      id: video?.featuredImage as number,
      depth: 0,
      overrideAccess: true,
    })
    expect(image.placeholder).toBe(true)
  })
})

describe('replacing a stand-in file', () => {
  it('clears a video’s flag when another video file is chosen, not on other edits', async () => {
    const [video] = await seededVideos()
    if (!video) throw new Error('no seeded video')
    const edited = await payload.update({
      collection: 'videos',
      id: video.id,
      data: { title: 'Respirer sous les chênes (révisé)' },
      depth: 0,
      overrideAccess: true,
      context: FULL_CONTENT_CONTEXT,
    })
    expect(edited.placeholder).toBe(true)

    const data = fs.readFileSync(path.join(clipsDir, 'ecoute-du-ruisseau.mp4'))
    const real = await payload.create({
      collection: 'library-files',
      data: { title: 'Séance filmée' },
      file: { data, name: 'seance-filmee.mp4', mimetype: 'video/mp4', size: data.length },
      depth: 0,
      overrideAccess: true,
    })
    const replaced = await payload.update({
      collection: 'videos',
      id: video.id,
      data: { video: real.id },
      depth: 0,
      overrideAccess: true,
      context: FULL_CONTENT_CONTEXT,
    })
    expect(replaced.placeholder).toBe(false)
    expect(videoPresentation(replaced)).toMatchObject({ preview: false, minutes: video.minutes })
    expect(plainText(videoPresentation(replaced).filming)).toMatch(filmingWords)
  })

  it('clears an image’s flag when a new file is uploaded, not when its text changes', async () => {
    const { docs } = await payload.find({
      collection: 'media',
      where: { placeholder: { equals: true } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const image = docs[0]
    if (!image) throw new Error('no flagged image')
    const retitled = await payload.update({
      collection: 'media',
      id: image.id,
      data: { credit: 'Illustration Sylva Cévennes (retouchée)' },
      depth: 0,
      overrideAccess: true,
    })
    expect(retitled.placeholder).toBe(true)

    const photo = await sharp({
      create: { width: 64, height: 36, channels: 3, background: '#2f5d3a' },
    })
      .jpeg()
      .toBuffer()
    const reuploaded = await payload.update({
      collection: 'media',
      id: image.id,
      data: {},
      file: { data: photo, name: 'photo-hetraie.jpg', mimetype: 'image/jpeg', size: photo.length },
      depth: 0,
      overrideAccess: true,
    })
    expect(reuploaded.placeholder).toBe(false)
  })
})

describe('launch checklist', () => {
  it('lists the stand-in videos still in place and the empty legal fields of a fresh install', async () => {
    const items = await readLaunchChecklist(payload, getEnv())
    const byKey = Object.fromEntries(items.map((item) => [item.key, item]))
    const flagged = (await seededVideos()).filter((video) => video.placeholder)
    expect(byKey.videos?.done).toBe(false)
    expect(byKey.videos?.pending.sort()).toEqual(flagged.map((video) => video.title).sort())
    expect(byKey.media?.done).toBe(false)
    expect(byKey.legal?.done).toBe(false)
    expect(byKey.legal?.pending).toContain('Hébergeur : nom')
    expect(byKey.legal?.pending).not.toContain('Directeur de la publication')
  })
})
