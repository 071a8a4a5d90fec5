/**
 * Integration tests on PostgreSQL: each test file gets a database of its own, named after this run, and
 * the whole run's databases are dropped at the end. An unreachable server fails the run loudly.
 */
import { randomBytes } from 'node:crypto'

import pg from 'pg'
import type { TestProject } from 'vitest/node'

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL
  if (!url) throw new Error('TEST_DATABASE_URL is not set, yet the PostgreSQL project runs')
  return url
}

async function withClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl(), connectionTimeoutMillis: 5000 })
  try {
    await client.connect()
  } catch (error) {
    throw new Error(`TEST_DATABASE_URL: cannot connect to PostgreSQL (${(error as Error).message})`)
  }
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

export default async function setup(project: TestProject) {
  const runId = `sylva_t${randomBytes(3).toString('hex')}`
  await withClient((client) => client.query('select 1'))
  project.provide('postgresRunId', runId)
  return async () => {
    await withClient(async (client) => {
      const { rows } = await client.query<{ datname: string }>(
        'select datname from pg_database where datname like $1',
        [`${runId}\\_%`],
      )
      for (const { datname } of rows)
        await client.query(`drop database if exists "${datname}" with (force)`)
    })
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresRunId: string
  }
}
