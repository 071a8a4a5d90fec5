/**
 * `npm start`: check the configuration, build when needed, migrate, seed once, then serve.
 * `npm run dev` (`--dev`): the same preparation, then Next's development server.
 * `--init`: allows a production start to create a new site (otherwise a missing database stops it).
 *
 * Failures of the configuration or the database print one line naming the variable and exit 1.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import nextEnv from '@next/env'

import { ConfigError, readEnv, type Env } from '../src/lib/platform/config/env'
import type { BootstrapSummary } from '../src/lib/seed/bootstrap'
import { buildIfStale } from './lib/build'
import { checkDatabase } from './lib/preflight'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const isDev = process.argv.includes('--dev')
/** `npm start -- --init`: a production start may create a new, empty site (see scripts/lib/preflight.ts). */
const isInit = process.argv.includes('--init')

function fail(message: string): never {
  console.error(`✖ ${message}`)
  process.exit(1)
}

function prepareEnvironment(): Env {
  // The operator's NODE_ENV decides the mode; the processes below always run a production Next.js
  // (except `--dev`), so the mode travels in APP_MODE.
  const requestedNodeEnv = process.env.NODE_ENV
  nextEnv.loadEnvConfig(root, isDev)
  process.env.APP_MODE ??= requestedNodeEnv === 'production' ? 'production' : 'embedded'
  process.env.NEXT_TELEMETRY_DISABLED = '1'
  // The preparation below loads Payload outside Next: no hot-reload socket to a dev server.
  process.env.DISABLE_PAYLOAD_HMR = 'true'
  try {
    return readEnv()
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message)
    throw error
  }
}

function printBanner(env: Env, summary: BootstrapSummary) {
  const { admin } = summary
  const passwordLine =
    admin.password !== undefined
      ? `${admin.password}${admin.passwordSource === 'generated' ? `   (generated on first start, kept in ${path.relative(root, env.dataDir) || '.'}/admin-login.json)` : '   (from ADMIN_PASSWORD)'}`
      : admin.passwordSource === 'environment'
        ? 'the one set in ADMIN_PASSWORD'
        : 'not shown (this account was created earlier; use “Mot de passe oublié” if needed)'
  console.log('')
  console.log(`  🌲 Sylva Cévennes is ready on ${env.siteUrl}`)
  console.log(`     Administration: ${env.siteUrl}/admin`)
  console.log(`       e-mail:   ${admin.email}`)
  console.log(`       password: ${passwordLine}`)
  console.log(
    `     Database: ${summary.dialect}${env.database.dialect === 'sqlite' ? ` (${path.relative(root, env.database.file)})` : ''}, mode: ${env.mode}`,
  )
  console.log(
    env.email.smtpUrl
      ? `     E-mail: SMTP (${new URL(env.email.smtpUrl).host})`
      : '     E-mail: development outbox (admin › « Emails envoyés » ; links also printed here). Set SMTP_URL to send.',
  )
  if (env.mode === 'production' && !env.email.smtpUrl) {
    console.warn('  ⚠ Production without SMTP_URL: members will not receive confirmation e-mails.')
  }
  console.log('')
}

/**
 * Migrations, the first administrator and launch content, prepared in a child process that exits
 * when done (scripts/lib/bootstrap-child.ts): this process never loads Payload, so nothing of it
 * stays in memory beside the server.
 */
function prepareSite(): Promise<BootstrapSummary> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [...process.execArgv, path.join(root, 'scripts/lib/bootstrap-child.ts')],
      { cwd: root, stdio: ['inherit', 'inherit', 'inherit', 'ipc'], env: process.env },
    )
    let summary: BootstrapSummary | null = null
    let failure: string | null = null
    child.on(
      'message',
      (message: { type?: string; summary?: BootstrapSummary; message?: string }) => {
        if (message.type === 'summary' && message.summary) summary = message.summary
        if (message.type === 'error') failure = message.message ?? null
      },
    )
    child.on('error', reject)
    child.on('exit', (code) => {
      if (summary && code === 0) resolve(summary)
      else reject(new PreparationError(failure ?? `the preparation stopped (exit code ${code})`))
    })
  })
}

class PreparationError extends Error {}

function forwardSignals(child: ChildProcess): void {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => child.kill(signal))
  }
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)))
}

async function main(): Promise<void> {
  const env = prepareEnvironment()
  try {
    await checkDatabase(env, { init: isInit })
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message)
    throw error
  }

  if (!isDev) await buildIfStale(root, process.env)

  let summary: BootstrapSummary
  try {
    summary = await prepareSite()
  } catch (error) {
    if (error instanceof PreparationError) fail(error.message)
    throw error
  }
  if (summary.migrationsApplied.length)
    console.log(`▸ Migrations applied: ${summary.migrationsApplied.join(', ')}`)
  if (summary.seedsApplied.length)
    console.log(`▸ Launch content seeded: ${summary.seedsApplied.join(', ')}`)

  if (isDev) {
    const nextBin = createRequire(path.join(root, 'package.json')).resolve('next/dist/bin/next')
    const child = spawn(process.execPath, [nextBin, 'dev', '--port', String(env.port)], {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        NODE_ENV: 'development',
        DISABLE_PAYLOAD_HMR: '',
        SYLVA_QUEUE_WORKER: '1',
      },
    })
    printBanner(env, summary)
    forwardSignals(child)
    return
  }

  const server = spawn(process.execPath, [path.join(root, 'scripts/server.mjs')], {
    cwd: root,
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    // The server process also retries queued e-mails (src/lib/email/queue.ts).
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DISABLE_PAYLOAD_HMR: '',
      SYLVA_QUEUE_WORKER: '1',
    },
  })
  server.on('message', (message: { type?: string; error?: string }) => {
    if (message.type === 'ready') printBanner(env, summary)
    if (message.type === 'failed')
      console.error(`✖ ${message.error ?? 'the server could not start'}`)
  })
  forwardSignals(server)
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) fail(error.message)
  const message = error instanceof Error ? error.message : String(error)
  fail(`Start-up failed: ${message.split('\n')[0]}`)
})
