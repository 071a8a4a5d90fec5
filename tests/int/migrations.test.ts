/**
 * The committed migrations describe exactly the schema the code expects: after applying them, Drizzle
 * finds nothing left to change. A field added without `npm run migrate:create` fails here, on each dialect.
 * Also: ids are never reused, and the SQLite migration that made them so keeps rows and links.
 */
import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { migrations as sqliteMigrations } from '@/migrations/sqlite'

import { createMember, tokenFor, uniqueEmail } from '../factories/accounts'
import { startPayload, stopPayload } from './support/payload'

type DrizzleKitAdapter = {
  schema: unknown
  drizzle: unknown
  execute: (args: { drizzle: unknown; raw: string }) => Promise<{ rows: Record<string, unknown>[] }>
  requireDrizzleKit: () => {
    pushSchema: (
      schema: unknown,
      drizzle: unknown,
    ) => Promise<{ statementsToExecute: string[]; warnings: string[] }>
  }
}

let payload: Payload

beforeAll(async () => {
  payload = await startPayload()
})

afterAll(async () => {
  await stopPayload(payload)
})

const numericDefault = /^ALTER TABLE "(\w+)" ALTER COLUMN "(\w+)" SET DEFAULT (-?[\d.]+);$/

/**
 * drizzle-kit reads PostgreSQL numeric defaults back as text ('0'::numeric) and proposes to set them
 * again; such a statement is no change when the stored default is the same number.
 */
async function isRealChange(adapter: DrizzleKitAdapter, statement: string): Promise<boolean> {
  const match = numericDefault.exec(statement)
  if (!match) return true
  const [, table, column, value] = match
  const { rows } = await adapter.execute({
    drizzle: adapter.drizzle,
    raw: `select column_default from information_schema.columns where table_schema = current_schema() and table_name = '${table}' and column_name = '${column}'`,
  })
  const stored = String(rows[0]?.column_default ?? '')
    .replace(/::[a-z ]+$/i, '')
    .replace(/^'(.*)'$/, '$1')
  return Number(stored) !== Number(value)
}

it('leaves no difference between the migrated database and the schema of the code', async () => {
  const adapter = payload.db as unknown as DrizzleKitAdapter
  const { statementsToExecute } = await adapter
    .requireDrizzleKit()
    .pushSchema(adapter.schema, adapter.drizzle)
  const changes: string[] = []
  for (const statement of statementsToExecute)
    if (await isRealChange(adapter, statement)) changes.push(statement)
  expect(
    changes,
    'The schema changed without a migration: run `npm run migrate:create -- <name>` and commit both dialects.',
  ).toEqual([])
})

it('never gives a deleted account’s id to a new one, and made it so without losing a row', async () => {
  const adapter = payload.db as unknown as DrizzleKitAdapter
  const query = async (raw: string) =>
    (await adapter.execute({ drizzle: adapter.drizzle, raw })).rows
  const member = await createMember(payload)
  const subscription = await payload.create({
    collection: 'subscriptions',
    data: { member: member.id, provider: 'demo', providerId: uniqueEmail('sub'), status: 'active' },
    overrideAccess: true,
  })
  await tokenFor(payload, member)
  const sessions = `select cast(count(*) as integer) as n from members_sessions where _parent_id = ${member.id}`
  expect(await query(sessions)).toEqual([{ n: 1 }])
  if (payload.db.name === 'sqlite') {
    // The rebuild of every table that AUTOINCREMENT needs, on a database that already holds rows.
    const migration = sqliteMigrations.find(({ name }) => name.endsWith('_ids_never_reused'))
    expect(migration).toBeDefined()
    const args = { db: adapter.drizzle, payload, req: await createLocalReq({}, payload) } as never
    await migration!.down(args)
    await migration!.up(args)
    expect(await query('PRAGMA foreign_key_check')).toEqual([])
    expect(await query(sessions)).toEqual([{ n: 1 }])
    expect(
      await payload.findByID({ collection: 'members', id: member.id, overrideAccess: true }),
    ).toMatchObject({ email: member.email })
  } else {
    const [column] = await query(
      "select column_default from information_schema.columns where table_schema = current_schema() and table_name = 'members' and column_name = 'id'",
    )
    expect(String(column?.column_default)).toMatch(/^nextval\(/)
  }
  expect(
    await payload.findByID({
      collection: 'subscriptions',
      id: subscription.id,
      depth: 0,
      overrideAccess: true,
    }),
  ).toMatchObject({ member: member.id })
  await payload.delete({ collection: 'members', id: member.id, overrideAccess: true })
  const next = await createMember(payload)
  expect(next.id).toBeGreaterThan(member.id)
})
