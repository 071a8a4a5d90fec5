/**
 * The preparation `npm start` runs before serving, in a process of its own that exits when done
 * (started by scripts/start.mjs, which never loads more than Node itself): check the configuration
 * and the database, build when the sources changed, migrate, create the first administrator and the
 * launch content. It hands the parent the environment the server must run with and the banner to
 * print once the server is ready, over IPC.
 * `--dev`: no build (Next's development server follows). `--init`: a production start may create a
 * new, empty site (otherwise a missing database stops it).
 *
 * Failures of the configuration or the database print one line naming the variable and exit 1.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import nextEnv from '@next/env'

import { ConfigError, readEnv, type Env } from '../../src/lib/platform/config/env'
import type { BootstrapSummary } from '../../src/lib/seed/bootstrap'
import { launchWarnings } from '../../src/lib/site/launch-checklist'
import { buildIfStale } from './build'
import { checkDatabase } from './preflight'
import { bundleServer } from './server-bundle.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const isDev = process.argv.includes('--dev')
/** `npm start -- --init`: a production start may create a new, empty site (see scripts/lib/preflight.ts). */
const isInit = process.argv.includes('--init')

function fail(message: string): never {
  console.error(`✖ ${message}`)
  process.exit(1)
}

function prepareEnvironment(): Env {
  // The operator's NODE_ENV decides the mode; the server always runs a production Next.js (except
  // `--dev`), so the mode travels in APP_MODE.
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

/** What `npm start` prints once the server answers. */
function bannerLines(env: Env, summary: BootstrapSummary): string[] {
  const { admin } = summary
  const passwordLine =
    admin.password !== undefined
      ? `${admin.password}${admin.passwordSource === 'generated' ? `   (generated on first start, kept in ${path.relative(root, env.dataDir) || '.'}/admin-login.json)` : '   (from ADMIN_PASSWORD)'}`
      : admin.passwordSource === 'environment'
        ? 'the one set in ADMIN_PASSWORD'
        : 'not shown (this account was created earlier; use “Mot de passe oublié” if needed)'
  const lines = [
    '',
    `  🌲 Sylva Cévennes is ready on ${env.siteUrl}`,
    `     Administration: ${env.siteUrl}/admin`,
    `       e-mail:   ${admin.email}`,
    `       password: ${passwordLine}`,
    `     Database: ${summary.dialect}${env.database.dialect === 'sqlite' ? ` (${path.relative(root, env.database.file)})` : ''}, mode: ${env.mode}`,
    env.email.smtpUrl
      ? `     E-mail: SMTP (${new URL(env.email.smtpUrl).host})`
      : '     E-mail: development outbox (admin › « Emails envoyés » ; links also printed here). Set SMTP_URL to send.',
  ]
  if (env.mode === 'production' && !env.email.smtpUrl) {
    lines.push('  ⚠ Production without SMTP_URL: members will not receive confirmation e-mails.')
  }
  // A demo may show « à compléter »; a real deployment is told at every start until it is ready.
  if (env.mode === 'production') lines.push(...launchWarnings(summary.launch))
  return [...lines, '']
}

/** What the parent (scripts/start.mjs) receives when the site is ready to serve. */
export type PreparedMessage = {
  type: 'prepared'
  env: Record<string, string | undefined>
  port: number
  banner: string[]
}

async function main(): Promise<void> {
  const env = prepareEnvironment()
  try {
    await checkDatabase(env, { init: isInit })
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message)
    throw error
  }

  if (!isDev) {
    await buildIfStale(root, process.env)
    await bundleServer(root)
  }

  // Loaded only now: Payload's configuration reads the environment prepared above.
  const { bootstrap } = await import('../../src/lib/seed/bootstrap')
  const summary = await bootstrap()
  if (summary.migrationsApplied.length)
    console.log(`▸ Migrations applied: ${summary.migrationsApplied.join(', ')}`)
  if (summary.seedsApplied.length)
    console.log(`▸ Launch content seeded: ${summary.seedsApplied.join(', ')}`)

  const prepared: PreparedMessage = {
    type: 'prepared',
    env: { ...process.env },
    port: env.port,
    banner: bannerLines(env, summary),
  }
  await new Promise<void>((resolve, reject) =>
    process.send
      ? process.send(prepared, (error: Error | null) => (error ? reject(error) : resolve()))
      : resolve(),
  )
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    if (error instanceof ConfigError) fail(error.message)
    const message = error instanceof Error ? error.message : String(error)
    fail(`Start-up failed: ${message.split('\n')[0]}`)
  })
