/**
 * "This happened once" rows (src/lib/platform/payload/record-once.ts), on the real database: however
 * many requests record the same key at the same moment, one wins and its other work runs once; when
 * that work fails, the row is not kept, so a retry can record it.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { recordOnce } from '@/lib/platform/payload/record-once'

import { startPayload, stopPayload } from './support/payload'

let payload: Payload

beforeAll(async () => {
  payload = await startPayload()
})

afterAll(async () => {
  await stopPayload(payload)
})

const rowsWith = async (key: string) =>
  (
    await payload.count({
      collection: 'scheduled-runs',
      where: { key: { equals: key } },
      overrideAccess: true,
    })
  ).totalDocs

it('records a key once however many ask at the same time, and runs the other work once', async () => {
  const key = `essai-simultane:${Date.now()}`
  let runs = 0
  const outcomes = await Promise.all(
    Array.from({ length: 6 }, () =>
      recordOnce(payload, {
        collection: 'scheduled-runs',
        key,
        data: {},
        alsoDo: async () => {
          runs += 1
        },
      }),
    ),
  )
  expect(outcomes.filter((outcome) => outcome === 'recorded')).toHaveLength(1)
  expect(outcomes.filter((outcome) => outcome === 'taken')).toHaveLength(5)
  expect(runs).toBe(1)
  expect(await rowsWith(key)).toBe(1)
  // Later, the key is found at once.
  expect(await recordOnce(payload, { collection: 'scheduled-runs', key, data: {} })).toBe('taken')
})

it('keeps no row when the other work fails, so that a retry records it', async () => {
  const key = `essai-echec:${Date.now()}`
  await expect(
    recordOnce(payload, {
      collection: 'scheduled-runs',
      key,
      data: {},
      alsoDo: async () => {
        throw new Error('la file des tâches ne répond pas')
      },
    }),
  ).rejects.toThrow('la file des tâches ne répond pas')
  expect(await rowsWith(key)).toBe(0)
  expect(await recordOnce(payload, { collection: 'scheduled-runs', key, data: {} })).toBe(
    'recorded',
  )
})
