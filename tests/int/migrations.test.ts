/**
 * The committed migrations describe exactly the schema the code expects: after applying them, Drizzle
 * finds nothing left to change. A field added without `npm run migrate:create` fails here, on each dialect.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

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
