/**
 * A database outage is an outage (docs/architecture.md › Failures), tried on a real server: the site
 * started as `npm start` starts it, on a PostgreSQL database of its own. While PostgreSQL refuses the
 * site's connections, pages answer 503 with the error page, the API answers 503, a signed-in member is
 * not shown as signed out, and the health check says so; once the database is back, everything answers
 * again. Run by `npm test` after the end-to-end tests (the build exists), when TEST_DATABASE_URL offers
 * a PostgreSQL server (CI always does).
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { launchSite, stopSite, waitUntilReady, type SiteProcess } from '../e2e/support/site-process'

const server = new URL(process.env.TEST_DATABASE_URL ?? '')
const database = `outage_${randomBytes(4).toString('hex')}`
const siteUrl = new URL(server.toString())
siteUrl.pathname = `/${database}`

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: server.toString() })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

/** Cuts the site off: no new connection is accepted, and the open ones are closed. */
async function takeDatabaseDown(): Promise<void> {
  await admin(`ALTER DATABASE "${database}" WITH ALLOW_CONNECTIONS false`)
  await admin(
    `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${database}' AND pid <> pg_backend_pid()`,
  )
}

async function bringDatabaseBack(): Promise<void> {
  await admin(`ALTER DATABASE "${database}" WITH ALLOW_CONNECTIONS true`)
}

let site: SiteProcess

beforeAll(async () => {
  await admin(`CREATE DATABASE "${database}"`)
  site = launchSite({ env: { DATABASE_URL: siteUrl.toString() } })
  await waitUntilReady(site)
}, 300_000)

afterAll(async () => {
  if (site) await stopSite(site)
  await bringDatabaseBack().catch(() => undefined)
  await admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`)
})

it('answers 503 while the database is unreachable, never "signed out" or "not found", then recovers', async () => {
  const { email, password } = JSON.parse(
    fs.readFileSync(path.join(site.dataDir, 'admin-login.json'), 'utf8'),
  ) as { email: string; password: string }
  const login = await fetch(`${site.baseURL}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  const { token } = (await login.json()) as { token: string }
  // As a browser sends it: Payload takes a session cookie only from a same-origin request.
  const signedIn = {
    headers: { Cookie: `sylva-token=${token}`, 'Sec-Fetch-Site': 'same-origin' },
    redirect: 'manual' as const,
  }
  expect((await fetch(`${site.baseURL}/membre`, signedIn)).status).toBe(200)

  await takeDatabaseDown()
  try {
    const api = await fetch(`${site.baseURL}/api/articles?limit=1`)
    expect(api.status).toBe(503)
    expect(await api.json()).toMatchObject({
      errors: [{ message: expect.stringContaining('momentanément indisponible') }],
    })

    // Not "signed out": no redirect to the sign-in page, but the error page, with 503.
    const member = await fetch(`${site.baseURL}/membre`, signedIn)
    expect(member.status).toBe(503)
    expect(member.headers.get('retry-after')).toBe('10')
    // A page that reads without JavaScript (not Next's empty error document): title, heading, retry.
    const page = await member.text()
    expect(page).not.toContain('__next_error__')
    expect(page).toContain('<title>Une erreur est survenue</title>')
    expect(page).toMatch(/<h1[^>]*>Une erreur est survenue<\/h1>/)
    expect(page).toContain('>Réessayer</a>')

    // Not "not found": an article read through the API by id is an outage, not a 404.
    expect((await fetch(`${site.baseURL}/api/articles/1`)).status).toBe(503)
    expect((await fetch(`${site.baseURL}/healthz`)).status).toBe(503)
    const readiness = await fetch(`${site.baseURL}/readyz`)
    expect(readiness.status).toBe(503)
    expect(await readiness.json()).toMatchObject({
      status: 'not-ready',
      database: { status: 'down' },
    })
    // The server stayed up through it all.
    expect(site.child.exitCode).toBeNull()
  } finally {
    await bringDatabaseBack()
  }

  await expect
    .poll(async () => (await fetch(`${site.baseURL}/api/articles?limit=1`)).status, {
      timeout: 30_000,
      interval: 500,
    })
    .toBe(200)
  expect((await fetch(`${site.baseURL}/membre`, signedIn)).status).toBe(200)
  expect(site.output() + site.stderr()).toContain('Database unavailable')
}, 120_000)
