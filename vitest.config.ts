import path from 'node:path'

import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'

const root = import.meta.dirname

// `server-only` throws outside React Server Components; the tests import server modules directly.
const alias = { 'server-only': path.join(root, 'tests/support/empty.ts') }

const integration = (
  name: string,
  dialect: 'sqlite' | 'postgres',
): TestProjectInlineConfiguration => ({
  extends: true,
  test: {
    name,
    include: ['tests/int/**/*.test.ts'],
    environment: 'node',
    // One process per test file: each boots its own Payload on its own database.
    pool: 'forks',
    isolate: true,
    setupFiles: ['tests/int/support/setup.ts'],
    globalSetup: dialect === 'postgres' ? ['tests/int/support/postgres-global.ts'] : [],
    env: { TEST_DB_DIALECT: dialect },
    testTimeout: 60_000,
    // A file's setup boots Payload and may seed the whole launch library: about a minute on a fast
    // 2-core machine, over two while the SQLite and PostgreSQL runs share the cores of a slower one.
    hookTimeout: 360_000,
  },
})

const projects: TestProjectInlineConfiguration[] = [
  {
    extends: true,
    test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' },
  },
  integration('int', 'sqlite'),
]
// The same integration suite on PostgreSQL (with Redis when TEST_REDIS_URL is set), whenever a server
// is offered (CI always offers both).
if (process.env.TEST_DATABASE_URL) projects.push(integration('int-postgres', 'postgres'))
// A real server through a real PostgreSQL outage (after the end-to-end tests: it needs the build).
if (process.env.TEST_DATABASE_URL)
  projects.push({
    extends: true,
    test: {
      name: 'outage',
      include: ['tests/outage/**/*.test.ts'],
      environment: 'node',
      testTimeout: 120_000,
      hookTimeout: 300_000,
    },
  })
// The shared store of rate limits against a real Redis server.
if (process.env.TEST_REDIS_URL)
  projects.push({
    extends: true,
    test: {
      name: 'redis',
      include: ['tests/redis/**/*.test.ts'],
      environment: 'node',
      testTimeout: 30_000,
    },
  })

export default defineConfig({
  resolve: { alias, tsconfigPaths: true },
  test: {
    projects,
    css: false,
  },
})
