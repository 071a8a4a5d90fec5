/**
 * Launch content, applied once per database. Each unit is recorded in `seed-runs` when it completes, so
 * a restart (or a second `npm start` on the same data) seeds nothing twice, and what an editor deleted
 * stays deleted.
 */
import type { Payload } from 'payload'

import { queueInventory } from '@/lib/translation/server'

import { calendarSeed } from './calendar'
import { dailyTipsSeed, dailyTipsYearRoundSeed } from './daily-tips'
import { feedbackConfigSeed } from './feedback-config'
import { legalPagesSeed } from './legal-pages'
import { librarySeed } from './library'
import { pageAudioSeed } from './page-audio'
import { personalityTestsSeed } from './personality-tests'
import { plansSeed } from './plans'
import { siteSettingsSeed } from './site-settings'
import { translationGlossarySeed } from './translation-glossary'
import type { SeedUnit } from './types'

export const seedUnits: SeedUnit[] = [
  siteSettingsSeed,
  plansSeed,
  legalPagesSeed,
  librarySeed,
  calendarSeed,
  personalityTestsSeed,
  dailyTipsSeed,
  dailyTipsYearRoundSeed,
  feedbackConfigSeed,
  pageAudioSeed,
  translationGlossarySeed,
]

export async function runSeeds(payload: Payload, units: SeedUnit[] = seedUnits): Promise<string[]> {
  const { docs } = await payload.find({
    collection: 'seed-runs',
    limit: 0,
    depth: 0,
    overrideAccess: true,
  })
  const done = new Set(docs.map((doc) => doc.key))
  const applied: string[] = []
  for (const unit of units) {
    if (done.has(unit.key)) continue
    await unit.run(payload)
    await payload.create({
      collection: 'seed-runs',
      depth: 0,
      data: { key: unit.key, appliedAt: new Date().toISOString() },
      overrideAccess: true,
    })
    applied.push(unit.key)
  }
  // Seeding queues no translation work: the census then takes stock of what was seeded.
  if (applied.length) await queueInventory(payload)
  return applied
}
