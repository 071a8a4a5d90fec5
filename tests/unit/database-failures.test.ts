/**
 * docs/architecture.md › Failures: an outage is told by the drivers' codes, never by words in a
 * message, since a failed query's message carries the visitor's values. Real SQLite errors (libsql
 * through drizzle, as the adapter sees them), a real refused PostgreSQL connection, and PostgreSQL
 * server errors built with node-postgres' own class.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient, type Client } from '@libsql/client'
import { DrizzleQueryError, sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/libsql'
import pg from 'pg'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import {
  clearUnavailableMark,
  isInfrastructureFailure,
  isMarkedUnavailable,
  isQueryValueFailure,
  reportInfrastructureFailure,
  ServiceUnavailableError,
} from '@/lib/platform/payload/failures'

/** Every phrase the detector used to look for in messages, in one visitor's filter value. */
const OUTAGE_WORDS =
  'disk I/O error; database is locked; Connection terminated unexpectedly; terminating connection; ' +
  'timeout exceeded when trying to connect; the database system is shutting down; ' +
  'unable to open database file; attempt to write a readonly database'

let dir: string
let first: Client
let second: Client

async function failure(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work()
  } catch (error) {
    return error
  }
  throw new Error('expected a failure')
}

/** A server error as node-postgres builds it from the server's answer (pg-protocol's parser). */
function serverError(code: string, message: string) {
  const error = new pg.DatabaseError(message, message.length, 'error')
  error.severity = 'ERROR'
  error.code = code
  return error
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sylva-failures-'))
  const url = `file:${path.join(dir, 'test.db')}`
  first = createClient({ url })
  second = createClient({ url })
  await first.execute('create table notes (id integer primary key, body text)')
})

afterAll(() => {
  first.close()
  second.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

afterEach(() => clearUnavailableMark())

describe('SQLite (libsql through drizzle)', () => {
  it('a failed query whose values hold every outage phrase is not an outage', async () => {
    const error = await failure(() =>
      drizzle(second).run(sql`select no_such_function(${OUTAGE_WORDS})`),
    )
    expect(error).toBeInstanceOf(DrizzleQueryError)
    expect((error as Error).message).toContain('disk I/O error')
    expect(isInfrastructureFailure(error)).toBe(false)
  })

  it('a write refused because another connection holds the lock is an outage (SQLITE_BUSY)', async () => {
    const transaction = await first.transaction('write')
    try {
      await transaction.execute("insert into notes (body) values ('held')")
      const error = await failure(() =>
        drizzle(second).run(sql`insert into notes (body) values (${'x'})`),
      )
      expect((error as { cause?: { code?: string } }).cause?.code).toBe('SQLITE_BUSY')
      expect(isInfrastructureFailure(error)).toBe(true)
    } finally {
      await transaction.rollback()
    }
  })

  it('a value the driver cannot bind is a value failure, not an outage', async () => {
    const error = await failure(() => drizzle(second).run(sql`select ${Number.NaN}`))
    expect(isInfrastructureFailure(error)).toBe(false)
    expect(isQueryValueFailure(error)).toBe(true)
  })
})

describe('PostgreSQL', () => {
  it('a refused connection is an outage (ECONNREFUSED)', async () => {
    const client = new pg.Client({ host: '127.0.0.1', port: 1, connectionTimeoutMillis: 2000 })
    const error = await failure(() => client.connect())
    expect(isInfrastructureFailure(error)).toBe(true)
  })

  it('a server error is an outage by its SQLSTATE only, whatever its message says', () => {
    const refusedValue = serverError(
      '22P02',
      `invalid input syntax for type integer: "${OUTAGE_WORDS}"`,
    )
    expect(isInfrastructureFailure(refusedValue)).toBe(false)
    expect(isQueryValueFailure(refusedValue)).toBe(true)
    const wrapped = new DrizzleQueryError('select 1 where id = $1', [OUTAGE_WORDS], refusedValue)
    expect(isInfrastructureFailure(wrapped)).toBe(false)

    for (const code of ['57P01', '57P03', '08006', '53300', '55000', '25006']) {
      const down = new DrizzleQueryError('select 1', [], serverError(code, 'anything'))
      expect(isInfrastructureFailure(down), code).toBe(true)
      expect(isQueryValueFailure(down), code).toBe(false)
    }
  })

  it('a lost connection (no code) is an outage; the same words in another error are not', () => {
    const lost = new Error('Connection terminated unexpectedly')
    expect(isInfrastructureFailure(new DrizzleQueryError('select 1', [], lost))).toBe(true)
    expect(isInfrastructureFailure(new Error('timeout exceeded when trying to connect'))).toBe(true)
    // The ORM's own error, an Error with extra words, or a Payload-like subclass never count.
    expect(
      isInfrastructureFailure(
        new DrizzleQueryError('select 1', ['Connection terminated unexpectedly'], new TypeError()),
      ),
    ).toBe(false)
    expect(isInfrastructureFailure(new Error(`Invalid value: ${OUTAGE_WORDS}`))).toBe(false)
    class CustomError extends Error {}
    expect(isInfrastructureFailure(new CustomError('Connection terminated unexpectedly'))).toBe(
      false,
    )
  })
})

describe('reporting an outage', () => {
  it('logs the code, never the failed query or its values', () => {
    const lines: string[] = []
    const error = new DrizzleQueryError(
      'select * from members where email = $1',
      ['visitor-secret@example.org'],
      serverError('57P01', 'terminating connection due to administrator command'),
    )
    reportInfrastructureFailure(error, (line) => lines.push(line), Date.now() + 3_600_000)
    expect(lines).toEqual(['Database unavailable: 57P01'])
    expect(isMarkedUnavailable()).toBe(true)
  })

  it('counts an outage seen elsewhere (ServiceUnavailableError)', () => {
    expect(isInfrastructureFailure(new ServiceUnavailableError())).toBe(true)
  })
})
