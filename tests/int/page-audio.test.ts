/**
 * Page sounds (src/collections/PageAudioConfig, docs/personalisation.md) on the real database: one
 * active configuration per path and type, paths kept as the site matches them, sounds from this site
 * only, volumes on their scales; and the landing page's seeded welcome message in five languages.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { locales } from '@/i18n/locales'
import { runSeeds } from '@/lib/seed'
import { pageAudioSeed } from '@/lib/seed/page-audio'

import { startPayload, stopPayload } from './support/payload'

let payload: Payload

beforeAll(async () => {
  payload = await startPayload()
  // Only the welcome message this file reads (tests/int/platform.test.ts seeds the whole library).
  await runSeeds(payload, [pageAudioSeed])
})

afterAll(async () => {
  await stopPayload(payload)
})

const ambient = (pagePath: string, extra: Record<string, unknown> = {}) =>
  payload.create({
    collection: 'page-audio-config',
    data: { pagePath, audioType: 'ambient', ambientSoundType: 'rain', ambientVolume: 40, ...extra },
    overrideAccess: true,
  })

/** Refused, with `message` among the field errors staff read in the admin. */
async function refusedWith(attempt: Promise<unknown>, message: RegExp): Promise<void> {
  const error = await attempt.then(
    () => null,
    (thrown: unknown) => thrown as { data?: { errors?: { message: string }[] } },
  )
  expect(error, 'the write should have been refused').not.toBeNull()
  expect(error?.data?.errors?.map((e) => e.message).join(' | ')).toMatch(message)
}

describe('page sound configurations', () => {
  it('keep one active row per path and type, whatever the spelling of the path', async () => {
    const first = await ambient('/balades/')
    expect(first.pagePath).toBe('/balades')
    await refusedWith(ambient('/balades?lang=de'), /autre configuration active/)
    // Inactive, or another use of the same page: allowed.
    await ambient('/balades', { isActive: false })
    await payload.create({
      collection: 'page-audio-config',
      data: { pagePath: '/balades', audioType: 'intro', audioUrl: '/api/site-audio/file/x.mp3' },
      overrideAccess: true,
    })
    // Switching the first off frees the place.
    await payload.update({
      collection: 'page-audio-config',
      id: first.id,
      data: { isActive: false },
      overrideAccess: true,
    })
    await expect(ambient('/balades')).resolves.toMatchObject({ isActive: true })
  })

  it('refuse sounds from another site and volumes off their scales', async () => {
    await refusedWith(
      ambient('/sentiers', { ambientSoundUrl: 'https://sons.example.org/pluie.mp3' }),
      /son de ce site/,
    )
    await refusedWith(ambient('/sentiers', { ambientVolume: 42 }), /par pas de 5/)
    await refusedWith(
      payload.create({
        collection: 'page-audio-config',
        data: { pagePath: '/sentiers', audioType: 'intro', volume: 0.33 },
        overrideAccess: true,
      }),
      /par pas de 0,05/,
    )
    await refusedWith(ambient('sentiers'), /chemin de ce site/)
  })
})

describe('the welcome message of the landing page', () => {
  it('is an active intro of « / » with its own recording in each language', async () => {
    const { docs } = await payload.find({
      collection: 'page-audio-config',
      where: { pagePath: { equals: '/' }, audioType: { equals: 'intro' } },
      locale: 'all',
      depth: 0,
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    const row = docs[0]!
    expect(row).toMatchObject({ isActive: true, autoplay: true, showControls: true })
    const audio = row.audio as unknown as Record<string, number>
    const ids = locales.map((locale) => audio[locale])
    expect(new Set(ids).size).toBe(locales.length)
    for (const id of ids) {
      const file = await payload.findByID({
        collection: 'site-audio',
        id: id!,
        overrideAccess: true,
      })
      expect(file.mimeType).toBe('audio/mpeg')
      expect(file.filesize).toBeGreaterThan(20_000)
      expect(file.transcript).toMatch(
        /synthèse|synthesi[sz]ed|sintetizada|synthetisch|synthetische|Synthese/i,
      )
    }
  })
})
