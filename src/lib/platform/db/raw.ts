/**
 * The few statements Payload's API cannot express (an atomic claim, a write probe): run as they are on
 * the configured database. Callers build the statement from values they generated themselves, never
 * from a request.
 */
import type { Payload } from 'payload'

type RawDb = {
  name: string
  drizzle: unknown
  execute: (args: { drizzle: unknown; raw: string }) => Promise<unknown> | unknown
}

export function dialectOf(payload: Payload): 'sqlite' | 'postgres' {
  return payload.db.name === 'postgres' ? 'postgres' : 'sqlite'
}

/** Runs one statement; the rows it returns (a `RETURNING` clause, a `select`), or none. */
export async function rawRows(
  payload: Payload,
  statement: string,
): Promise<Record<string, unknown>[]> {
  const db = payload.db as unknown as RawDb
  const result = await db.execute({ drizzle: db.drizzle, raw: statement })
  const rows = (result as { rows?: unknown } | null)?.rows
  return Array.isArray(rows) ? (rows as Record<string, unknown>[]) : []
}

/** A timestamp as both dialects store and compare it (ISO 8601, UTC, milliseconds). */
export function sqlTimestamp(date: Date): string {
  return `'${date.toISOString()}'`
}
