/**
 * What start-up does before serving: apply pending migrations, make sure an administrator exists and
 * apply the seed units not yet applied, all under one lock so that parallel starts take turns.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { getEnv } from '@/lib/platform/config/env'
import { closeDatabase } from '@/lib/platform/db/close'
import { applyMigrations, withBootstrapLock } from '@/lib/platform/db/migrate'
import { runJobs } from '@/lib/platform/jobs/runner'
import { ensureAdmin, type AdminLogin } from '@/lib/seed/admin'
import { runSeeds } from '@/lib/seed'
import { readLaunchChecklist, type LaunchItem } from '@/lib/site'
import { queueInventory } from '@/lib/translation/server'

export type BootstrapSummary = {
  dialect: string
  migrationsApplied: string[]
  seedsApplied: string[]
  admin: AdminLogin
  /** What is left before the site opens (admin › dashboard › « Avant l’ouverture »). */
  launch: LaunchItem[]
}

export async function bootstrap(): Promise<BootstrapSummary> {
  const env = getEnv()
  const payload = await getPayload({ config })
  try {
    return await withBootstrapLock(payload, async () => {
      const migrationsApplied = await applyMigrations(payload)
      const admin = await ensureAdmin(payload, env)
      const seedsApplied = await runSeeds(payload)
      // A migration may add translated fields; after a seed, runSeeds has queued it already.
      if (migrationsApplied.length && !seedsApplied.length) await queueInventory(payload)
      // A new site's census (thousands of writes over the launch content) runs here, in the
      // preparation's process, which exits before the server starts: the server does not begin its
      // life holding the memory those writes left (docs/performance.md › Memory). A migration's census
      // on a live site stays in the background.
      if (seedsApplied.length) await runJobs(payload)
      const launch = await readLaunchChecklist(payload, env)
      return { dialect: payload.db.name, migrationsApplied, seedsApplied, admin, launch }
    })
  } finally {
    await closeDatabase(payload)
  }
}

/** `npm run migrate`: migrations only, no seed. */
export async function migrateOnly(): Promise<{ dialect: string; migrationsApplied: string[] }> {
  const payload = await getPayload({ config })
  try {
    const migrationsApplied = await withBootstrapLock(payload, () => applyMigrations(payload))
    if (migrationsApplied.length) await queueInventory(payload)
    return { dialect: payload.db.name, migrationsApplied }
  } finally {
    await closeDatabase(payload)
  }
}
