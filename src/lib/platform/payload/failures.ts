/**
 * Not found ≠ down (docs/architecture.md › Failures). A read that finds nothing answers "not found"; a
 * database that cannot answer is an outage, which must never look like "not found", "invalid link" or
 * "signed out". Three parts:
 *
 * - `isInfrastructureFailure` tells an outage (connection refused or lost, database locked or
 *   read-only, pool exhausted…) from every other error, walking the error's causes;
 * - the database adapter reports such failures as they happen (src/lib/platform/db/adapter.ts), which
 *   marks this process as unavailable for a few seconds and logs one line per outage, not per query;
 * - while marked, the production server turns the error page's 500 into 503 with Retry-After
 *   (scripts/server.mjs reads the same global mark), and code that would otherwise conclude "signed
 *   out" or "not found" asks `throwIfDatabaseDown` first.
 */
import type { AfterErrorHook, CollectionSlug, Payload } from 'payload'

import { isPayloadError } from './errors'

/** Shared with scripts/server.mjs through this global symbol: epoch ms until which we answer 503. */
const UNAVAILABLE_UNTIL = Symbol.for('sylva.unavailableUntil')
/** How long one failure keeps the process marked as unavailable. */
export const UNAVAILABLE_WINDOW_MS = 10_000

/** An outage seen by code that would otherwise have concluded something false (signed out…). */
export class ServiceUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('The database is unavailable', { cause })
    this.name = 'ServiceUnavailableError'
  }
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
])
/** PostgreSQL SQLSTATE classes and codes of an unavailable server. */
const PG_UNAVAILABLE = /^(08|53|57P0[1-4]|55000|25006)/
/** SQLite result codes of a database that cannot be read or written now. */
const SQLITE_UNAVAILABLE =
  /^SQLITE_(BUSY|LOCKED|CANTOPEN|IOERR|READONLY|FULL|NOTADB|CORRUPT|PROTOCOL)/
const MESSAGES =
  /connection terminated|terminating connection|database is locked|timeout exceeded when trying to connect|Connection terminated unexpectedly|not currently accepting connections|the database system is (starting up|shutting down)|unable to open database file|attempt to write a readonly database|disk I\/O error/i

function* causes(error: unknown): Generator<unknown> {
  const seen = new Set<unknown>()
  for (let current = error; current && !seen.has(current);) {
    seen.add(current)
    yield current
    current = (current as { cause?: unknown }).cause
  }
}

export function isInfrastructureFailure(error: unknown): boolean {
  if (error instanceof ServiceUnavailableError) return true
  for (const entry of causes(error)) {
    if (!entry || typeof entry !== 'object') continue
    const { code, message } = entry as { code?: unknown; message?: unknown }
    if (typeof code === 'string') {
      if (NETWORK_CODES.has(code) || PG_UNAVAILABLE.test(code) || SQLITE_UNAVAILABLE.test(code))
        return true
    }
    if (typeof message === 'string' && MESSAGES.test(message)) return true
  }
  return false
}

type Holder = typeof globalThis & { [UNAVAILABLE_UNTIL]?: number }
let lastLoggedAt = 0

/** Marks this process as unavailable for a moment; logs once per window (not once per query). */
export function reportInfrastructureFailure(
  error: unknown,
  log: (line: string) => void = (line) => console.error(line),
  now = Date.now(),
): void {
  ;(globalThis as Holder)[UNAVAILABLE_UNTIL] = now + UNAVAILABLE_WINDOW_MS
  if (now - lastLoggedAt < UNAVAILABLE_WINDOW_MS) return
  lastLoggedAt = now
  const message = error instanceof Error ? error.message.split('\n')[0] : String(error)
  log(`Database unavailable: ${message}`)
}

export function isMarkedUnavailable(now = Date.now()): boolean {
  return ((globalThis as Holder)[UNAVAILABLE_UNTIL] ?? 0) > now
}

/** Forgets the mark (tests, and a health check that found the database back). */
export function clearUnavailableMark(): void {
  delete (globalThis as Holder)[UNAVAILABLE_UNTIL]
}

/**
 * For code about to conclude "nothing there" from an empty answer that may hide an outage (Payload's
 * session check swallows database errors): throws when the database was just seen failing.
 */
export function throwIfDatabaseDown(): void {
  if (isMarkedUnavailable()) throw new ServiceUnavailableError()
}

/**
 * `findByID` that answers null only when the document does not exist; every other failure (the
 * database down) propagates.
 */
export async function findByIdOrNull<T>(
  payload: Payload,
  args: { collection: CollectionSlug; id: number | string } & Record<string, unknown>,
): Promise<T | null> {
  try {
    return (await payload.findByID(args as Parameters<Payload['findByID']>[0])) as T
  } catch (error) {
    if (isPayloadError(error, 'NotFound')) return null
    throw error
  }
}

/** Payload's REST and GraphQL errors: an outage answers 503 with a message people can act on. */
export const answerOutagesWith503: AfterErrorHook = ({ error }) => {
  if (!isInfrastructureFailure(error)) return
  return {
    status: 503,
    response: {
      errors: [
        { message: 'Le service est momentanément indisponible. Réessayez dans un instant.' },
      ],
    },
  }
}
