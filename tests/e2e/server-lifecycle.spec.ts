/**
 * The start-up and shutdown contract of `npm start`, checked on real processes: clear one-line errors,
 * restart on existing data, draining of requests in progress on SIGTERM (503 on /healthz until the port
 * closes), bounded request bodies, refused server actions, and a server that comes back after `kill -9`.
 */
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import {
  childProcessesOf,
  launchSite,
  siteAdminToken,
  stopSite,
  waitUntilReady,
  type SiteProcess,
} from './support/site-process'
import { PNG_1X1 } from '../factories/media'

test.describe.configure({ mode: 'serial' })

/**
 * The data directory the restart test leaves behind, stopped cleanly: migrated and seeded. A later test
 * that needs a site but not its first start runs on a copy of it instead of seeding another one (a cold
 * start costs a minute or two of the suite's two cores); run alone, such a test starts a site afresh.
 */
let seededDataDir: string | undefined

function copyOfSeededSite(): string | undefined {
  if (!seededDataDir) return undefined
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'sylva-life-'))
  fs.cpSync(seededDataDir, copy, { recursive: true })
  return copy
}

test.describe('a configuration mistake stops start-up with one clear line', () => {
  const cases: [string, Record<string, string>, RegExp][] = [
    [
      'a malformed DATABASE_URL',
      { DATABASE_URL: 'mysql://root@localhost/sylva' },
      /^✖ DATABASE_URL must start with postgres:\/\/ \(PostgreSQL\) or file: \(SQLite file\); got a "mysql" URL$/,
    ],
    [
      'an unreachable PostgreSQL',
      { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/sylva' },
      /^✖ DATABASE_URL cannot reach PostgreSQL at 127\.0\.0\.1:1 \(connection refused; is the server running\?\)$/,
    ],
    [
      'a production start without PAYLOAD_SECRET',
      { NODE_ENV: 'production', SITE_URL: 'https://sylva-cevennes.fr' },
      /^✖ PAYLOAD_SECRET is required in production \(at least 32 random characters\)$/,
    ],
    [
      'a server setting that is not a number',
      { PAGE_CACHE_MAX_MB: 'abc' },
      /^✖ PAGE_CACHE_MAX_MB must be a whole number from 0 to 4096 \(got "abc"\)$/,
    ],
  ]
  for (const [name, env, line] of cases) {
    test(name, async () => {
      const site = launchSite({ env })
      expect(await site.exited).toBe(1)
      const lines = site.stderr().trim().split('\n')
      expect(lines).toHaveLength(1)
      expect(lines[0]).toMatch(line)
      expect(site.output()).not.toContain('is ready')
    })
  }
})

test('a restart on the same data keeps everything and seeds nothing twice', async () => {
  // Two cold starts (migrations and launch content on the first) on a machine shared with the suite.
  test.setTimeout(240_000)
  const first = launchSite()
  await waitUntilReady(first)
  expect(first.output()).toContain('Launch content seeded')
  // One process serves, watched by the one started (the preparation has exited).
  const children = childProcessesOf(first.child.pid!)
  expect(children).toHaveLength(1)
  expect(children[0]).toMatch(/--max-old-space-size=256 \S*\.next\/production-server\.mjs/)
  const token = await siteAdminToken(first)
  const update = await fetch(`${first.baseURL}/api/globals/site-settings`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
    body: JSON.stringify({ brandName: 'Sylva Causses' }),
  })
  expect(update.status).toBe(200)
  expect(await stopSite(first)).toBe(0)
  expect(first.output()).toContain('Stopped cleanly')
  // The write-ahead log was folded back into the database file on the way out.
  expect(fs.statSync(path.join(first.dataDir, 'sylva.db-wal')).size).toBe(0)

  const second = launchSite({ dataDir: first.dataDir })
  await waitUntilReady(second)
  try {
    expect(second.output()).not.toContain('Migrations applied')
    expect(second.output()).not.toContain('Launch content seeded')
    expect(second.output()).toContain('password:')
    const settings = (await (
      await fetch(`${second.baseURL}/api/globals/site-settings`)
    ).json()) as { brandName: string }
    expect(settings.brandName).toBe('Sylva Causses')
    const secondToken = await siteAdminToken(second)
    const admins = (await (
      await fetch(`${second.baseURL}/api/users?where[role][equals]=admin`, {
        headers: { Authorization: `JWT ${secondToken}` },
      })
    ).json()) as { totalDocs: number }
    expect(admins.totalDocs).toBe(1)
  } finally {
    expect(await stopSite(second)).toBe(0)
  }
  seededDataDir = second.dataDir
})

test('SIGTERM lets a request in progress finish, refuses new ones, then exits cleanly', async () => {
  // A cold start when run alone (migrations and launch content) on a machine shared with the suite: CI
  // once took over 60 s. After the restart test, a copy of its site starts without either.
  test.setTimeout(180_000)
  const site = launchSite({ dataDir: copyOfSeededSite() })
  await waitUntilReady(site)
  const token = await siteAdminToken(site)

  // A multipart upload whose body arrives in two halves, with SIGTERM sent in between.
  const boundary = 'sylva-boundary'
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n${JSON.stringify({ alt: 'Hêtre du Mont Aigoual' })}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="aigoual.png"\r\nContent-Type: image/png\r\n\r\n`,
  )
  const tail = Buffer.concat([PNG_1X1, Buffer.from(`\r\n--${boundary}--\r\n`)])
  let sendTail = () => {}
  const responded = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: site.port,
        path: '/api/media',
        method: 'POST',
        headers: {
          Authorization: `JWT ${token}`,
          'Content-Type': `multipart/form-data; boundary=${boundary}`,
          'Content-Length': head.length + tail.length,
          Origin: site.baseURL,
        },
      },
      (response) => {
        let body = ''
        response.on('data', (chunk: Buffer) => (body += chunk.toString()))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
      },
    )
    request.on('error', reject)
    request.write(head)
    sendTail = () => request.end(tail)
    setTimeout(() => site.child.kill('SIGTERM'), 500)
  })

  // While draining, the port stays open and the health checks answer 503, so that a balancer moves
  // away before the port closes; a new page gets 503 too.
  await expect
    .poll(() => site.output().includes('SIGTERM received'), { timeout: 10_000 })
    .toBe(true)
  for (const check of ['/healthz', '/readyz']) {
    const draining = await fetch(`${site.baseURL}${check}`)
    expect(draining.status, check).toBe(503)
    expect(await draining.json()).toEqual({ status: 'shutting-down' })
  }
  expect((await fetch(`${site.baseURL}/`)).status).toBe(503)

  sendTail()
  const result = await responded
  expect(result.status).toBe(201)
  expect(JSON.parse(result.body)).toMatchObject({
    doc: { alt: 'Hêtre du Mont Aigoual', mimeType: 'image/png' },
  })
  expect(await site.exited).toBe(0)
  // Once the request in progress has finished, the port closes.
  await expect(fetch(`${site.baseURL}/healthz`)).rejects.toThrow()
  expect(site.output()).toMatch(/finishing 1 request\(s\) in progress/)
  expect(fs.existsSync(path.join(site.dataDir, 'media', 'aigoual.png'))).toBe(true)
})

/** Sends `total` generated bytes (64 KiB at a time, never all in memory), announced or chunked. */
function postBytes(
  site: SiteProcess,
  options: { path: string; total: number; chunked: boolean; headers?: Record<string, string> },
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: site.port,
        path: options.path,
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(options.chunked ? {} : { 'Content-Length': options.total }),
          ...options.headers,
        },
      },
      (response) => {
        let body = ''
        response.on('data', (chunk: Buffer) => (body += chunk.toString()))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
      },
    )
    const chunk = Buffer.alloc(64 * 1024, 0x20)
    let sent = 0
    let answered = false
    request.on('response', () => (answered = true))
    const write = () => {
      while (sent < options.total && !answered) {
        const part = chunk.subarray(0, Math.min(chunk.length, options.total - sent))
        sent += part.length
        if (!request.write(part)) return void request.once('drain', write)
      }
      request.end()
    }
    // The server answers before the body ends and may then close the connection.
    request.on('error', (error) => (answered ? undefined : reject(error)))
    write()
  })
}

test('bodies over their limit, server actions from elsewhere or unreadable, and kill -9: 4xx, never 500, and the site comes back', async () => {
  // A cold start when run alone; after the restart test, a copy of its site, then one restart.
  test.setTimeout(240_000)
  const site = launchSite({ dataDir: copyOfSeededSite() })
  await waitUntilReady(site)
  try {
    // 128 MB to GraphQL without a session, announced and chunked: refused at 2 MB, before anything
    // is buffered; the same for any other API address.
    for (const chunked of [false, true]) {
      const graphql = await postBytes(site, {
        path: '/api/graphql',
        total: 128 * 1024 * 1024,
        chunked,
      })
      expect(graphql.status, `chunked: ${chunked}`).toBe(413)
      expect(JSON.parse(graphql.body)).toEqual({
        errors: [{ message: 'The request body is too large: this address accepts at most 2 MB.' }],
      })
    }
    expect(
      (await postBytes(site, { path: '/api/articles', total: 2 * 1024 * 1024 + 1, chunked: true }))
        .status,
    ).toBe(413)
    // A multipart body to the API that is no form: 400 (Payload answered 500).
    expect(
      (
        await postBytes(site, {
          path: '/api/articles',
          total: 1000,
          chunked: false,
          headers: { 'Content-Type': 'multipart/form-data; boundary=sylva' },
        })
      ).status,
    ).toBe(400)

    // An upload nobody signed in sent is not read at all (Payload answered 500 to a broken one).
    const upload = await postBytes(site, {
      path: '/api/media',
      total: 3 * 1024 * 1024,
      chunked: true,
      headers: { 'Content-Type': 'multipart/form-data; boundary=sylva' },
    })
    expect(upload.status).toBe(401)

    // A form posted to a page in chunks, over Next's 1 MB: 413 and the page in the reader's language.
    const form = await postBytes(site, {
      path: '/connexion?lang=en',
      total: 1024 * 1024 + 1,
      chunked: true,
      headers: { 'Content-Type': 'multipart/form-data; boundary=sylva' },
    })
    expect(form.status).toBe(413)
    expect(form.body).toContain('<h1>Form too large</h1>')

    // Server actions: one from another site's page, one Next's decoder cannot read.
    const action = (headers: Record<string, string>, body: string) =>
      fetch(`${site.baseURL}/connexion`, {
        method: 'POST',
        headers: { 'Next-Action': '7f'.padEnd(42, '0'), ...headers },
        body,
      })
    const crossSite = await action(
      { Origin: 'https://ailleurs.example', 'Content-Type': 'text/plain;charset=UTF-8' },
      '[]',
    )
    expect(crossSite.status).toBe(403)
    expect(await crossSite.text()).toContain('Formulaire refusé')
    const unreadable = await action({ 'Content-Type': 'text/plain;charset=UTF-8' }, '{{{')
    expect(unreadable.status).toBe(400)
    expect(
      (await action({ 'Content-Type': 'multipart/form-data; boundary=sylva' }, 'garbage')).status,
    ).toBe(400)

    // Still serving after all of it.
    expect((await fetch(`${site.baseURL}/healthz`)).status).toBe(200)
    expect(site.stderr()).not.toMatch(/Reached heap limit|Invalid Server Actions request/)

    // The serving process killed outright: `npm start` starts it again and the site answers.
    const [server] = childProcessesOf(site.child.pid!)
    const serverPid = Number(server!.split(' ')[0])
    process.kill(serverPid, 'SIGKILL')
    await expect
      .poll(() => site.stderr().includes('The server died (SIGKILL); starting it again'), {
        timeout: 10_000,
      })
      .toBe(true)
    await expect
      .poll(() => site.output().includes('The server answers again'), { timeout: 120_000 })
      .toBe(true)
    expect((await fetch(`${site.baseURL}/healthz`)).status).toBe(200)
    const [restarted] = childProcessesOf(site.child.pid!)
    expect(Number(restarted!.split(' ')[0])).not.toBe(serverPid)
  } finally {
    expect(await stopSite(site)).toBe(0)
  }
})

test('production is decided when the server starts: a missing database stops it, --init creates the site, HSTS is sent', async () => {
  // A cold start in production mode (migrations and launch content) on a machine shared with the suite.
  test.setTimeout(240_000)
  const production = {
    NODE_ENV: 'production',
    PAYLOAD_SECRET: 'lifecycle-test-secret-0123456789-abcdefgh',
    STRIPE_SECRET_KEY: 'sk_test_lifecycle',
    STRIPE_WEBHOOK_SECRET: 'whsec_lifecycle',
    ADMIN_EMAIL: 'direction@sylva-cevennes.fr',
    ADMIN_PASSWORD: 'une-longue-phrase-pour-la-direction',
  }
  // The build these tests share was made in embedded mode; nothing is rebuilt for production.
  const missing = launchSite({ env: production })
  expect(await missing.exited).toBe(1)
  const lines = missing.stderr().trim().split('\n')
  expect(lines).toHaveLength(1)
  expect(lines[0]).toMatch(
    /^✖ DATA_DIR names a database file that does not exist: .*sylva\.db \(if this is a new site, start once with `npm start -- --init` to create a new site there\)$/,
  )
  expect(fs.existsSync(path.join(missing.dataDir, 'sylva.db'))).toBe(false)

  const site = launchSite({ env: production, dataDir: missing.dataDir, args: ['--init'] })
  await waitUntilReady(site)
  try {
    for (const page of ['/', '/api/articles?limit=1', '/healthz']) {
      const response = await fetch(`${site.baseURL}${page}`)
      expect(response.headers.get('strict-transport-security'), page).toBe(
        'max-age=63072000; includeSubDomains',
      )
    }
  } finally {
    expect(await stopSite(site)).toBe(0)
  }
})
