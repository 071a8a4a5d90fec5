/**
 * `npm test`: dependency floors and advisories (scripts/check-dependencies.mjs), typecheck, lint, formatting, unit tests, integration tests (SQLite, and PostgreSQL when
 * TEST_DATABASE_URL is set, with Redis when TEST_REDIS_URL is set), the Redis store (TEST_REDIS_URL), then
 * end-to-end tests in Chromium against the production build.
 * `--only=<stage>` runs one stage (deps, typecheck, lint, format, unit, int, int-postgres, redis, e2e,
 * outage, scale). With PostgreSQL and Redis offered, the last stage starts two instances behind nginx
 * (tests/scale).
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
  // The two integration runs wait on their databases much of the time: they run side by side, each
  // printing its report when it ends.
  {
    name: 'int',
    title: 'Integration tests on SQLite',
    command: ['vitest', 'run', '--project', 'int'],
    group: 'integration',
  },
  {
    name: 'int-postgres',
    title: 'Integration tests on PostgreSQL',
    command: ['vitest', 'run', '--project', 'int-postgres'],
    when: () => Boolean(process.env.TEST_DATABASE_URL),
    group: 'integration',
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
  {
    name: 'scale',
    title: 'Two instances behind nginx on PostgreSQL, Redis and S3',
    command: ['playwright', 'test', '--config', 'playwright.scale.config.ts'],
    when: () => Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL) && !skipE2E,
  },
]

function loudSkipNotice() {
  const bar = '!'.repeat(78)
  console.log(
    `\n${bar}\n!!  SKIP_E2E=1: the end-to-end tests in Chromium are NOT running.\n!!  This run proves less than \`npm test\` normally does.\n${bar}\n`,
  )
}

/** Runs one stage; with `quiet`, its output is kept and printed in one piece when it ends. */
function run(stage, { quiet = false } = {}) {
  return new Promise((resolve) => {
    if (!quiet) console.log(`\n━━ ${stage.title} ━━`)
    const started = Date.now()
    const [command, ...args] = stage.command
    const output = []
    const child = spawn(path.join(bin, command), args, {
      cwd: root,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: {
        ...process.env,
        PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}`,
        NEXT_TELEMETRY_DISABLED: '1',
      },
    })
    child.stdout?.on('data', (chunk) => output.push(chunk))
    child.stderr?.on('data', (chunk) => output.push(chunk))
    child.on('exit', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0)
      if (quiet) {
        console.log(`\n━━ ${stage.title} ━━`)
        process.stdout.write(Buffer.concat(output))
      }
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

  if (!only && !(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL)) {
    console.log(
      'ℹ TEST_DATABASE_URL and TEST_REDIS_URL are not both set: the two-instance test does not run (CI runs it).',
    )
  }

  const summary = []
  const runnable = selected.filter((stage) => !stage.when || stage.when())
  for (let i = 0; i < runnable.length; i++) {
    // Consecutive stages of one group run at the same time.
    const batch = [runnable[i]]
    while (runnable[i].group && runnable[i + 1]?.group === runnable[i].group)
      batch.push(runnable[++i])
    if (batch.length > 1)
      console.log(`\n━━ Side by side: ${batch.map((stage) => stage.title).join(' · ')} ━━`)
    const results = await Promise.all(batch.map((stage) => run(stage, { quiet: batch.length > 1 })))
    for (const [index, result] of results.entries())
      summary.push(`${result.ok ? '✔' : '✖'} ${batch[index].title} (${result.seconds} s)`)
    const failed = results.findIndex((result) => !result.ok)
    if (failed !== -1) {
      console.error(
        `\n${summary.join('\n')}\n✖ ${batch[failed].title} failed (${results[failed].detail}).`,
      )
      process.exit(1)
    }
  }
  console.log(`\n${summary.join('\n')}`)
  if (wantsE2E && skipE2E) loudSkipNotice()
}

await main()
