/**
 * Not found ≠ down (docs/architecture.md › Failures). A read that finds nothing answers "not found"; a
 * database that cannot answer is an outage, which must never look like "not found", "invalid link" or
 * "signed out". Three parts:
 *
 * - `isInfrastructureFailure` tells an outage (connection refused or lost, database locked or
 *   read-only, pool exhausted…) from every other error by the drivers' codes, walking the error's
 *   causes, never by words a failed query's message could take from a visitor's filter;
 * - the database adapter reports such failures as they happen (src/lib/platform/db/adapter.ts), which
 *   marks this process as unavailable for a few seconds and logs one line per outage, not per query;
 * - while marked, the production server turns the error page's 500 into 503 with Retry-After
 *   (server/index.ts reads the same global mark), and code that would otherwise conclude "signed
 *   out" or "not found" asks `throwIfDatabaseDown` first.
 */
import type { AfterErrorHook, CollectionSlug, Payload } from 'payload'

import { isPayloadError } from './errors'
import { UNAVAILABLE_UNTIL } from '@/lib/platform/runtime/edge-contract.mjs'
import { getLogger } from '@/lib/platform/runtime/logger.mjs'

/** How long one failure keeps the process marked as unavailable. */
export const UNAVAILABLE_WINDOW_MS = 10_000

/** An outage seen by code that would otherwise have concluded something false (signed out…). */
export class ServiceUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('The database is unavailable', { cause })
    this.name = 'ServiceUnavailableError'
  }
}

/** Node's codes of a connection that could not be made or was lost. */
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
/** SQLite result codes (primary or extended) of a database that cannot be read or written now. */
const SQLITE_UNAVAILABLE =
  /^SQLITE_(BUSY|LOCKED|CANTOPEN|IOERR|READONLY|FULL|NOTADB|CORRUPT|PROTOCOL)(_|$)/
/** The same, as SQLite's numeric primary result codes (`rawCode & 0xff`). */
const SQLITE_UNAVAILABLE_CODES = new Set([5, 6, 14, 10, 8, 13, 26, 11, 15])
/**
 * The connection failures that node-postgres and its pool report without a code: plain `Error`s with
 * these fixed messages (node_modules/pg/lib/client.js, node_modules/pg-pool/index.js).
 */
const PG_CONNECTION_MESSAGES = new Set([
  'Connection terminated',
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
])

function* causes(error: unknown): Generator<unknown> {
  const seen = new Set<unknown>()
  for (let current = error; current && !seen.has(current);) {
    seen.add(current)
    yield current
    current = (current as { cause?: unknown }).cause
  }
}

/**
 * Why one link of an error's chain is an outage, in words that hold nothing of the query: the driver's
 * code, or a connection error's fixed message; null when that link is not an outage.
 */
function outageOf(entry: unknown): string | null {
  if (!entry || typeof entry !== 'object') return null
  const { code, rawCode, extendedCode } = entry as Record<string, unknown>
  for (const value of [code, extendedCode]) {
    if (typeof value !== 'string') continue
    if (NETWORK_CODES.has(value) || PG_UNAVAILABLE.test(value) || SQLITE_UNAVAILABLE.test(value))
      return value
  }
  if (
    typeof rawCode === 'number' &&
    typeof code === 'string' &&
    code.startsWith('SQLITE_') &&
    SQLITE_UNAVAILABLE_CODES.has(rawCode & 0xff)
  )
    return `${code} (${rawCode})`
  // A message counts only on a bare Error without a code and only when equal to a fixed text: errors
  // that can carry a query or its values (the ORM's, the drivers', Payload's) are subclasses or coded.
  if (
    Object.getPrototypeOf(entry) === Error.prototype &&
    code === undefined &&
    PG_CONNECTION_MESSAGES.has((entry as Error).message)
  )
    return (entry as Error).message
  return null
}

/** What makes `error` an outage (a driver code or a fixed connection message), or null. */
export function outageReason(error: unknown): string | null {
  if (error instanceof ServiceUnavailableError) return 'marked unavailable'
  for (const entry of causes(error)) {
    const reason = outageOf(entry)
    if (reason) return reason
  }
  return null
}

/**
 * Whether `error` is an outage: recognised by error codes and the drivers' fixed connection messages
 * only, never by text a visitor's query could hold (a "disk I/O error" in a filter is not an outage).
 */
export function isInfrastructureFailure(error: unknown): boolean {
  return outageReason(error) !== null
}

/** PostgreSQL SQLSTATEs of a value that does not fit: data exceptions, no such operator for the type. */
const PG_VALUE = /^(22|42883|42804|42P18)/
/** SQLite result codes of the same. */
const SQLITE_VALUE = /^SQLITE_(MISMATCH|RANGE|TOOBIG)/

/**
 * Whether the database refused a statement for one of its values rather than failed: PostgreSQL's
 * data exceptions, SQLite's type and range codes, or a value the driver could not bind (the ORM's
 * failed-query error caused by a RangeError or TypeError raised before the statement was sent).
 */
export function isQueryValueFailure(error: unknown): boolean {
  if (isInfrastructureFailure(error)) return false
  let parent: unknown
  for (const entry of causes(error)) {
    if (entry && typeof entry === 'object') {
      const { code, severity } = entry as Record<string, unknown>
      if (typeof code === 'string' && typeof severity === 'string' && PG_VALUE.test(code))
        return true
      if (typeof code === 'string' && SQLITE_VALUE.test(code)) return true
      const failedQuery =
        parent !== undefined &&
        typeof (parent as { query?: unknown }).query === 'string' &&
        Array.isArray((parent as { params?: unknown }).params)
      if (failedQuery && (entry instanceof RangeError || entry instanceof TypeError)) return true
    }
    parent = entry
  }
  return false
}

/** An error's class and code, for a log line that must not hold its message. */
function kindOf(error: unknown): string {
  const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown }
  return [typeof name === 'string' ? name : typeof error, typeof code === 'string' ? code : '']
    .join(' ')
    .trim()
}

type Holder = typeof globalThis & { [UNAVAILABLE_UNTIL]?: number }
let lastLoggedAt = 0

/** Marks this process as unavailable for a moment; logs once per window (not once per query). */
export function reportInfrastructureFailure(
  error: unknown,
  log: (line: string) => void = (line) => getLogger().error(line),
  now = Date.now(),
): void {
  ;(globalThis as Holder)[UNAVAILABLE_UNTIL] = now + UNAVAILABLE_WINDOW_MS
  if (now - lastLoggedAt < UNAVAILABLE_WINDOW_MS) return
  lastLoggedAt = now
  // The code, never the message: a failed query's message holds its SQL and the visitor's values.
  log(`Database unavailable: ${outageReason(error) ?? kindOf(error)}`)
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
