/**
 * `npm test`: dependency floors and advisories (scripts/check-dependencies.mjs), typecheck, lint, formatting, unit tests, integration tests (SQLite, and PostgreSQL when
 * TEST_DATABASE_URL is set, with Redis when TEST_REDIS_URL is set), the Redis store (TEST_REDIS_URL), then
 * end-to-end tests in Chromium against the production build.
 * `--only=<stage>` runs one stage (deps, typecheck, lint, format, unit, int, int-postgres, redis, e2e,
 * outage).
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const bin = path.join(root, 'node_modules/.bin')
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length)
const skipE2E = process.env.SKIP_E2E === '1'

function chromiumPath() {
  return [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
    (candidate) => candidate && fs.existsSync(candidate),
  )
}

const stages = [
  {
    name: 'deps',
    title: 'Dependency floors and advisories',
    command: ['node', 'scripts/check-dependencies.mjs'],
  },
  { name: 'typecheck', title: 'Typecheck', command: ['tsc', '--noEmit'] },
  { name: 'lint', title: 'Lint', command: ['eslint', '.', '--max-warnings=0'] },
  {
    name: 'format',
    title: 'Formatting',
    command: ['prettier', '--check', '--log-level=warn', '.'],
  },
  { name: 'unit', title: 'Unit tests', command: ['vitest', 'run', '--project', 'unit'] },
  {
    name: 'int',
    title: 'Integration tests on SQLite',
    command: ['vitest', 'run', '--project', 'int'],
  },
  {
    name: 'int-postgres',
    title: 'Integration tests on PostgreSQL',
    command: ['vitest', 'run', '--project', 'int-postgres'],
    when: () => Boolean(process.env.TEST_DATABASE_URL),
  },
  {
    name: 'redis',
    title: 'Redis: shared rate limits and cache invalidation',
    command: ['vitest', 'run', '--project', 'redis'],
    when: () => Boolean(process.env.TEST_REDIS_URL),
  },
  {
    name: 'e2e',
    title: 'End-to-end tests in Chromium',
    command: ['playwright', 'test'],
    when: () => !skipE2E,
  },
  {
    name: 'outage',
    title: 'A database outage on a real server (PostgreSQL)',
    command: ['vitest', 'run', '--project', 'outage'],
    when: () => Boolean(process.env.TEST_DATABASE_URL),
  },
]

function loudSkipNotice() {
  const bar = '!'.repeat(78)
  console.log(
    `\n${bar}\n!!  SKIP_E2E=1: the end-to-end tests in Chromium are NOT running.\n!!  This run proves less than \`npm test\` normally does.\n${bar}\n`,
  )
}

function run(stage) {
  return new Promise((resolve) => {
    console.log(`\n━━ ${stage.title} ━━`)
    const started = Date.now()
    const [command, ...args] = stage.command
    const child = spawn(path.join(bin, command), args, {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}`,
        NEXT_TELEMETRY_DISABLED: '1',
      },
    })
    child.on('exit', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0)
      resolve({ ok: code === 0, detail: signal ? `killed by ${signal}` : `exit ${code}`, seconds })
    })
  })
}

async function main() {
  const selected = stages.filter((stage) => (only ? stage.name === only : true))
  if (only && selected.length === 0) {
    console.error(
      `✖ unknown stage "${only}" (expected one of ${stages.map((stage) => stage.name).join(', ')})`,
    )
    process.exit(2)
  }
  const wantsE2E = selected.some((stage) => stage.name === 'e2e')
  if (wantsE2E && skipE2E) loudSkipNotice()
  if (wantsE2E && !skipE2E && !chromiumPath()) {
    console.error(
      '✖ Chromium not found: install it with `sudo apt-get install -y chromium` (or set CHROME_PATH), or set SKIP_E2E=1 to skip the end-to-end tests.',
    )
    process.exit(1)
  }
  if (!only && !process.env.TEST_DATABASE_URL) {
    console.log(
      'ℹ TEST_DATABASE_URL is not set: the integration suite runs on SQLite only (CI runs it on PostgreSQL too).',
    )
  }
  if (!only && !process.env.TEST_REDIS_URL) {
    console.log(
      'ℹ TEST_REDIS_URL is not set: rate limits are tested in memory only (CI tests them on Redis too).',
    )
  }

  const summary = []
  for (const stage of selected) {
    if (stage.when && !stage.when()) continue
    const result = await run(stage)
    summary.push(`${result.ok ? '✔' : '✖'} ${stage.title} (${result.seconds} s)`)
    if (!result.ok) {
      console.error(`\n${summary.join('\n')}\n✖ ${stage.title} failed (${result.detail}).`)
      process.exit(1)
    }
  }
  console.log(`\n${summary.join('\n')}`)
  if (wantsE2E && skipE2E) loudSkipNotice()
}

await main()
