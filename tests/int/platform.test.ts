import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { locales } from '@/i18n/locales'
import { getEnv } from '@/lib/platform/config/env'
import { checkDatabase } from '@/lib/platform/db/health'
import { applyMigrations, committedMigrations } from '@/lib/platform/db/migrate'
import { SQLITE_BUSY_TIMEOUT_MS } from '@/lib/platform/db/adapter'
import { runSeeds, seedUnits } from '@/lib/seed'
import { ensureAdmin } from '@/lib/seed/admin'

import { startPayload, stopPayload } from './support/payload'

let payload: Payload

beforeAll(async () => {
  payload = await startPayload()
})

afterAll(async () => {
  await stopPayload(payload)
})

type RawDb = {
  drizzle: unknown
  execute: (args: { drizzle: unknown; raw: string }) => Promise<{ rows: Record<string, unknown>[] }>
}

async function raw(sql: string): Promise<Record<string, unknown>[]> {
  const db = payload.db as unknown as RawDb
  return (await db.execute({ drizzle: db.drizzle, raw: sql })).rows
}

describe('database', () => {
  it('runs on the dialect this project asked for', () => {
    expect(payload.db.name).toBe(process.env.TEST_DB_DIALECT)
  })

  it('has applied every committed migration, and applying again changes nothing', async () => {
    const { docs } = await payload.find({
      collection: 'payload-migrations',
      limit: 0,
      overrideAccess: true,
    })
    expect(docs.map((doc) => doc.name).sort()).toEqual(
      committedMigrations(payload)
        .map((m) => m.name)
        .sort(),
    )
    expect(await applyMigrations(payload)).toEqual([])
  })

  it('answers a health check with a real round trip that needs the right to write', async () => {
    const health = await checkDatabase(payload)
    expect(health).toMatchObject({ status: 'up', dialect: process.env.TEST_DB_DIALECT })
  })

  it('reports the database down while it refuses writes, and up again once it accepts them', async () => {
    const env = getEnv()
    if (env.database.dialect === 'sqlite') {
      // The connection made read-only (as a file the process may not write): reads still answer.
      await raw('PRAGMA query_only = ON')
      try {
        expect((await raw('select 1 as one'))[0]).toMatchObject({ one: 1 })
        expect(await checkDatabase(payload)).toMatchObject({ status: 'down' })
      } finally {
        await raw('PRAGMA query_only = OFF')
      }
    } else {
      // A connection whose transactions are all read-only, as on a standby: reads answer, the probe
      // does not.
      const client = new pg.Client({ connectionString: env.database.url })
      await client.connect()
      try {
        await client.query('SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY')
        const readOnly = {
          db: {
            name: 'postgres',
            drizzle: null,
            execute: ({ raw: sql }: { raw: string }) => client.query(sql),
          },
        } as unknown as Payload
        expect((await client.query('select 1 as one')).rows[0]).toMatchObject({ one: 1 })
        expect(await checkDatabase(readOnly)).toMatchObject({ status: 'down' })
      } finally {
        await client.end()
      }
    }
    expect(await checkDatabase(payload)).toMatchObject({ status: 'up' })
  }, 20_000)

  it('stores its data where the configuration says, with the durability settings of its dialect', async () => {
    const env = getEnv()
    if (env.database.dialect === 'sqlite') {
      expect(fs.existsSync(path.join(env.dataDir, 'sylva.db'))).toBe(true)
      expect((await raw('PRAGMA journal_mode'))[0]).toMatchObject({ journal_mode: 'wal' })
      expect((await raw('PRAGMA busy_timeout'))[0]).toMatchObject({
        timeout: SQLITE_BUSY_TIMEOUT_MS,
      })
      expect((await raw('PRAGMA foreign_keys'))[0]).toMatchObject({ foreign_keys: 1 })
      // FULL: a write acknowledged to the caller is on disk before the answer.
      expect((await raw('PRAGMA synchronous'))[0]).toMatchObject({ synchronous: 2 })
    } else {
      // Each test file works in a database of its own, created for this run and dropped after it.
      const [row] = await raw('select current_database() as name')
      expect(String(row?.name)).toBe(new URL(process.env.DATABASE_URL ?? '').pathname.slice(1))
      expect(String(row?.name)).toMatch(/^sylva_t[0-9a-f]{6}_[0-9a-f]{8}$/)
      expect(fs.existsSync(path.join(env.dataDir, 'sylva.db'))).toBe(false)
    }
  })
})

describe('localisation', () => {
  it('is configured from the one locale list, French first and as fallback', () => {
    const localization = payload.config.localization
    expect(localization && localization.localeCodes).toEqual([...locales])
    expect(localization && localization.defaultLocale).toBe('fr')
    expect(localization && localization.fallback).toBe(true)
  })

  it('stores a localised field per language and falls back to French', async () => {
    await payload.updateGlobal({
      slug: 'site-settings',
      locale: 'fr',
      data: { tagline: 'Respirer sous les châtaigniers' },
    })
    await payload.updateGlobal({
      slug: 'site-settings',
      locale: 'de',
      data: { tagline: 'Atmen unter Kastanien' },
    })
    const de = await payload.findGlobal({ slug: 'site-settings', locale: 'de' })
    const nl = await payload.findGlobal({ slug: 'site-settings', locale: 'nl' })
    expect(de.tagline).toBe('Atmen unter Kastanien')
    expect(nl.tagline).toBe('Respirer sous les châtaigniers')
  })
})

describe('seeding', () => {
  // The whole launch content (library, 72 calendar entries, four tests, five languages each) takes
  // over a minute on PostgreSQL on a two-core machine.
  it('applies each unit once, and a second run adds nothing', async () => {
    const first = await runSeeds(payload)
    expect(first).toEqual(seedUnits.map((unit) => unit.key))
    const settings = await payload.findGlobal({ slug: 'site-settings', locale: 'es' })
    expect(settings.tagline).toContain('Cevenas')
    expect(settings.region?.serviceRadiusKm).toBe(50)

    expect(await runSeeds(payload)).toEqual([])
    const { totalDocs } = await payload.count({ collection: 'seed-runs', overrideAccess: true })
    expect(totalDocs).toBe(seedUnits.length)
  }, 300_000)

  it('does not undo an editor’s change when the start-up seeds again', async () => {
    await runSeeds(payload)
    await payload.updateGlobal({ slug: 'site-settings', data: { brandName: 'Sylva Lozère' } })
    expect(await runSeeds(payload)).toEqual([])
    expect((await payload.findGlobal({ slug: 'site-settings' })).brandName).toBe('Sylva Lozère')
  })

  it('creates the administrator once, with a generated password kept in DATA_DIR', async () => {
    const env = getEnv()
    const first = await ensureAdmin(payload, env)
    expect(first).toMatchObject({
      created: true,
      passwordSource: 'generated',
      email: 'admin@sylva-cevennes.fr',
    })
    expect(first.password).toMatch(/^[A-Za-z2-9]{5}(-[A-Za-z2-9]{5}){3}$/)
    const stored = JSON.parse(
      fs.readFileSync(path.join(env.dataDir, 'admin-login.json'), 'utf8'),
    ) as { password: string }
    expect(stored.password).toBe(first.password)

    const second = await ensureAdmin(payload, env)
    expect(second).toMatchObject({ created: false, password: first.password })
    const admins = await payload.find({
      collection: 'users',
      where: { role: { equals: 'admin' } },
      overrideAccess: true,
    })
    expect(admins.totalDocs).toBe(1)

    const login = await payload.login({
      collection: 'users',
      data: { email: first.email, password: first.password ?? '' },
    })
    expect(login.user?.role).toBe('admin')
  })
})
