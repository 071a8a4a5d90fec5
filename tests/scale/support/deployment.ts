/**
 * The reference topology of docs/deployment.md, on this machine: one PostgreSQL database, Redis, an
 * S3 stand-in (s3rver), a real SMTP server, Stripe's stand-in, two app instances started as
 * `NODE_ENV=production npm start` starts them, and nginx running deploy/nginx/sylva.conf in front,
 * round-robin. The instances share everything but their DATA_DIR (nothing of theirs is shared).
 */
import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { freeLocalPort, startFront, type NginxFront } from '../../../scripts/lib/nginx-front'
import {
  launchSite,
  stopSite,
  waitUntilReady,
  type SiteProcess,
} from '../../e2e/support/site-process'
import { FakeStripe } from '../../support/fake-stripe'
import { startSmtpSink, type SmtpSink } from '../../support/mail'
import { startS3Server, type S3Stand } from '../../support/s3-server'

const LOG_DIR = path.resolve(import.meta.dirname, '../../../test-results/scale')

export const ADMIN = { email: 'equipe@sylva-cevennes.fr', password: 'une-phrase-de-passe-du-test' }
export const WEBHOOK_SECRET = `whsec_${randomBytes(16).toString('hex')}`

export type Deployment = {
  /** The variables every instance (and the backup scripts) run with. */
  env: Record<string, string>
  /** The PostgreSQL server's administration URL (to drop and create the database). */
  server: string
  front: NginxFront
  instances: [SiteProcess, SiteProcess]
  s3: S3Stand
  smtp: SmtpSink
  stripe: FakeStripe
  database: string
  startInstance: () => Promise<SiteProcess>
  stop: () => Promise<void>
}

function requireVariable(name: 'TEST_DATABASE_URL' | 'TEST_REDIS_URL'): string {
  const value = process.env[name]
  if (!value) throw new Error(`${name} is required for the two-instance test (.ci/run sets it)`)
  return value
}

export async function admin(server: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: server })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

export async function startDeployment(): Promise<Deployment> {
  const server = requireVariable('TEST_DATABASE_URL')
  const redis = requireVariable('TEST_REDIS_URL')
  const database = `scale_${randomBytes(4).toString('hex')}`
  await admin(server, `CREATE DATABASE "${database}"`)
  const databaseUrl = new URL(server)
  databaseUrl.pathname = `/${database}`

  const s3 = await startS3Server('sylva-scale')
  const smtp = await startSmtpSink()
  const stripe = await new FakeStripe().start()
  const frontPort = await freeLocalPort()
  const siteUrl = `http://127.0.0.1:${frontPort}`
  const env = {
    NODE_ENV: 'production',
    SITE_URL: siteUrl,
    DATABASE_URL: databaseUrl.toString(),
    REDIS_URL: redis,
    PAYLOAD_SECRET: randomBytes(32).toString('hex'),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    EMAIL_FROM: 'Sylva Cévennes <bonjour@sylva-cevennes.fr>',
    STRIPE_SECRET_KEY: 'sk_test_scale',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.url,
    TRUST_PROXY: '1',
    LOG_LEVEL: 'warn',
    ...s3.env,
  }
  // One after the other: the first start builds when the build is missing or stale, and prepares
  // the new, empty database (`--init`: migrations, administrator, launch content); the second joins
  // a running site as any later instance does.
  const first = launchSite({ env, args: ['--init'] })
  await waitUntilReady(first, 15 * 60_000)
  const second = launchSite({ env })
  await waitUntilReady(second, 5 * 60_000)
  const instances: [SiteProcess, SiteProcess] = [first, second]
  /** Instances a test starts later (after a restore), stopped with the others. */
  const extra: SiteProcess[] = []
  const front = await startFront({
    port: frontPort,
    upstreams: instances.map((instance) => `127.0.0.1:${instance.port}`),
    // Which instance answered, so that the test can see both at work.
    extraHeaders: ['add_header X-Upstream $upstream_addr always;'],
  })

  return {
    env,
    server,
    front,
    instances,
    s3,
    smtp,
    stripe,
    database,
    startInstance: async () => {
      const instance = launchSite({ env })
      extra.push(instance)
      await waitUntilReady(instance, 5 * 60_000)
      return instance
    },
    stop: async () => {
      await front.stop().catch(() => undefined)
      await Promise.all([...instances, ...extra].map((instance) => stopSite(instance)))
      // What the instances said, for a failure's diagnosis.
      fs.mkdirSync(LOG_DIR, { recursive: true })
      for (const [index, instance] of [...instances, ...extra].entries()) {
        fs.writeFileSync(
          path.join(LOG_DIR, `instance-${index}.log`),
          `${instance.output()}\n--- stderr ---\n${instance.stderr()}`,
        )
      }
      await Promise.all([s3.stop(), smtp.close(), stripe.stop()].map((p) => p.catch(() => {})))
      await admin(server, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`)
    },
  }
}

const root = path.resolve(import.meta.dirname, '../../..')

/** Runs `npm run <script>` as an operator would, with the deployment's variables; its output. */
export function runNpmScript(
  deployment: Deployment,
  script: 'backup' | 'restore',
  args: string[],
): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [path.join(root, 'node_modules/tsx/dist/cli.mjs'), `scripts/${script}.ts`, ...args],
      { cwd: root, env: { ...process.env, ...deployment.env }, timeout: 180_000 },
      (error, stdout, stderr) =>
        error ? reject(new Error(`${script} failed: ${stderr || error.message}`)) : resolve(stdout),
    )
  })
}
