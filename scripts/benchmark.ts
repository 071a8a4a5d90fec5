/**
 * `npx tsx scripts/benchmark.ts [base URL] --admin=email:password [--duration=10] [--connections=20]
 *   [--rounds=3] [--search-docs=5000] [--pid=<pid of npm start>] [--nginx=/usr/sbin/nginx]`
 * Measures a running site and says which of the performance goals (docs/performance.md) are met.
 * Performance claims come from here, not from timed tests. In one run:
 * - throughput and latency (autocannon, `--connections` at once for `--duration` seconds, `--rounds`
 *   rounds interleaved, medians) of the anonymous article, home and list pages, the article for a
 *   signed-in member (a member created for the run through the admin's REST API, deleted after), and,
 *   when nginx is installed, nginx serving a saved copy of the article page (precompressed) and the
 *   repository's nginx configuration (deploy/nginx/sylva.conf) in front of the site, and a page
 *   rendered on every request by a Next.js app with no site code (scripts/lib/reference-app.ts), the
 *   framework's floor for the member's article;
 * - page weight in Chromium (CHROME_PATH or /usr/bin/chromium): HTML + CSS + JS as transferred;
 * - JavaScript a browser loads on /articles with the personalisation's effects off and on;
 * - GET /api/search latency, over `--search-docs` extra published articles (slug prefix `bench-`)
 *   created through the REST API first and deleted at the end;
 * - with --pid (Linux): the resident memory of that process and all its descendants after the load.
 * - only with `--only=flood` (`--flood=1500`): visitors' requests of the article, each with its own
 *   parameter no page reads (`?flood=<n>`, issue 47), `--concurrency` at once; then whether the pages
 *   asked for before are still answered from the page cache, and (with --pid) the memory before/after.
 * - with --lighthouse: Lighthouse 12 (fetched by npx from the npm registry, not a dependency of the
 *   site), mobile with its default throttling, in the same Chromium, on the article and home pages
 *   and on the reference app's prerendered page (same Next.js and React, no site code): the four scores, largest contentful paint and total
 *   blocking time, medians of three interleaved rounds.
 * It ends with the goals table (Markdown, for docs/performance.md › Latest measurement).
 */
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { gzipSync } from 'node:zlib'

import autocannon from 'autocannon'

import { CONSENT_STORAGE_KEY, CONSENT_VERSION } from '../src/lib/consent/shared'

import { startReferenceApp } from './lib/reference-app'
import { freeLocalPort, siteConfig, startNginx } from './lib/nginx-front'

const args = process.argv.slice(2)
const option = (name: string) =>
  args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3)
const baseURL = (args.find((arg) => !arg.startsWith('--')) ?? 'http://localhost:3000').replace(
  /\/$/,
  '',
)
const requests = Number(option('requests') ?? 200)
const concurrency = Number(option('concurrency') ?? 8)
const duration = Number(option('duration') ?? 10)
const connections = Number(option('connections') ?? 20)
const rounds = Number(option('rounds') ?? 3)
const searchDocs = Number(option('search-docs') ?? 0)
const admin = option('admin')
const rootPid = option('pid')
const nginxBinary = option('nginx') ?? '/usr/sbin/nginx'
const withLighthouse = args.includes('--lighthouse')
const floodRequests = Number(option('flood') ?? 1500)
/** `--only=search,memory`: run only these sections (throughput, weight, lighthouse, javascript, search, memory, flood). */
const only = option('only')?.split(',')
const runs = (section: string) => !only || only.includes(section)

const ARTICLE = '/articles/bain-de-foret-premiers-pas'
const HOME = '/'
const LIST = '/articles'
/** The Lighthouse runs' name for the reference app's page (scripts/lib/reference-app.ts). */
const REFERENCE = 'Next.js reference page (the article’s text, no site code)'
/** The throughput runs' name for the reference app's page rendered per request. */
const FLOOR = 'bare dynamic Next.js page (no site code)'

type ReferenceApp = Awaited<ReturnType<typeof startReferenceApp>>

const pages = [HOME, LIST, ARTICLE, '/videos', '/formations', '/articles?lang=de']
const searchTerms = [
  'foret',
  'sylvotherapie',
  'respiration',
  'chataigne',
  'mont lozere',
  'aigoual',
  'zzqx',
]

/** What the goals table reads. */
const results: {
  throughput: Map<string, { perSecond: number; p99: number }>
  weight: Map<string, number>
  lighthouse: Map<string, { performance: number; others: number; lcp: number; tbt: number }>
  searchP95?: number
  searchCorpus?: number
  memoryMB?: number
  floodMB?: number
} = { throughput: new Map(), weight: new Map(), lighthouse: new Map() }

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

/** Runs `total` calls of `task` with `width` in flight; returns each call's duration in ms. */
async function load(total: number, width: number, task: (index: number) => Promise<void>) {
  const durations: number[] = []
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < total) {
        const index = next++
        const begin = performance.now()
        await task(index)
        durations.push(performance.now() - begin)
      }
    }),
  )
  const elapsed = (performance.now() - started) / 1000
  durations.sort((a, b) => a - b)
  return { durations, perSecond: total / elapsed }
}

async function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
  const response = await fetch(`${baseURL}${path}`, { headers, redirect: 'manual' })
  if (!response.ok) throw new Error(`${path}: ${response.status}`)
  return response
}

const format = (ms: number) => `${ms.toFixed(1)} ms`

/** Debian's Chromium (or CHROME_PATH) through playwright-core. */
async function launchChromium() {
  const { chromium } = await import('playwright-core')
  return chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  })
}

type Target = { name: string; url: string; headers?: Record<string, string> }

/** `connections` clients asking for one address for `duration` seconds, as a browser would. */
function cannon(target: Target): Promise<{ perSecond: number; p99: number; failed: number }> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: target.url,
        connections,
        duration,
        headers: { accept: 'text/html', 'accept-encoding': 'gzip', ...target.headers },
      },
      (error, result) => {
        if (error) reject(error)
        else
          resolve({
            perSecond: result.requests.average,
            p99: result.latency.p99,
            failed: result.errors + result.timeouts + result.non2xx,
          })
      },
    )
  })
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

/** A member for the run: created by the admin, signed in through the site's form in Chromium. */
async function memberSession(token: string): Promise<{ cookie: string; id: number }> {
  const email = `bench-${randomUUID().slice(0, 8)}@example.org`
  const password = `Bench-${randomUUID()}`
  const created = await fetch(`${baseURL}/api/members`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
    body: JSON.stringify({ email, password, displayName: 'Banc d’essai', _verified: true }),
  })
  if (!created.ok) throw new Error(`member: ${created.status} ${await created.text()}`)
  const id = ((await created.json()) as { doc: { id: number } }).doc.id
  const browser = await launchChromium()
  try {
    const page = await browser.newPage()
    await page.goto(`${baseURL}/auth?tab=login`)
    await page.getByLabel('Email', { exact: true }).fill(email)
    await page.getByLabel('Mot de passe', { exact: true }).fill(password)
    const widget = page.locator('altcha-widget')
    const box = widget.locator('input[type="checkbox"]')
    await widget.locator(`label[for="${await box.getAttribute('id')}"]`).click()
    await page.waitForFunction(
      () => (document.querySelector('input[name="altcha"]') as HTMLInputElement | null)?.value,
      undefined,
      { timeout: 60_000 },
    )
    await page.getByRole('main').getByRole('button', { name: 'Se connecter' }).click()
    await page.waitForURL(/\/membre$/)
    const session = (await page.context().cookies()).find((c) => c.name.endsWith('sylva-token'))
    if (!session) throw new Error('member sign-in: no session cookie')
    return { cookie: `${session.name}=${session.value}`, id }
  } finally {
    await browser.close()
  }
}

/** nginx serving a saved copy of the article (precompressed) and the repository's configuration. */
async function startNginxPair(articleHtml: string): Promise<{
  staticURL: string
  frontURL: string
  stop: () => Promise<void>
} | null> {
  if (!fs.existsSync(nginxBinary)) {
    console.log(`\n(nginx not found at ${nginxBinary}: no static copy to compare with)`)
    return null
  }
  const [staticPort, frontPort] = [await freeLocalPort(), await freeLocalPort()]
  const staticURL = `http://127.0.0.1:${staticPort}/`
  const nginx = await startNginx({
    binary: nginxBinary,
    probe: staticURL,
    servers: (dir) => {
      fs.mkdirSync(path.join(dir, 'static'))
      fs.writeFileSync(path.join(dir, 'static', 'index.html'), articleHtml)
      fs.writeFileSync(
        path.join(dir, 'static', 'index.html.gz'),
        gzipSync(articleHtml, { level: 9 }),
      )
      return [
        `  server { listen 127.0.0.1:${staticPort}; root ${path.join(dir, 'static')}; gzip_static on;`,
        '    location / { try_files /index.html =404; } }',
        siteConfig({
          upstreams: [new URL(baseURL).host],
          port: frontPort,
          cacheDir: path.join(dir, 'cache'),
        }),
      ]
    },
  })
  return { staticURL, frontURL: `http://127.0.0.1:${frontPort}`, stop: nginx.stop }
}

/**
 * What a browser sends when a member follows a link within the site. Without `Sec-Fetch-Site` (or an
 * `Origin`) the session cookie is not accepted (Payload's CSRF rule), and the page would be a visitor's.
 */
function memberHeaders(member: { cookie: string }): Record<string, string> {
  return {
    cookie: member.cookie,
    'sec-fetch-site': 'same-origin',
    'sec-fetch-mode': 'navigate',
    'sec-fetch-dest': 'document',
  }
}

/** Refuses to measure a member's page that is not one (the header's sign-out button is the proof). */
async function checkMemberPage(member: { cookie: string }): Promise<void> {
  const html = await (await get(ARTICLE, memberHeaders(member))).text()
  if (!html.includes('aria-label="Se déconnecter"')) {
    throw new Error(`${ARTICLE} with the member's session is not a signed-in page`)
  }
}

async function throughput(
  member: { cookie: string } | null,
  reference: ReferenceApp,
): Promise<void> {
  if (member) await checkMemberPage(member)
  const articleHtml = await (await get(ARTICLE)).text()
  const nginx = await startNginxPair(articleHtml)
  try {
    const targets: Target[] = [
      ...(nginx ? [{ name: 'nginx, static copy of the article', url: nginx.staticURL }] : []),
      ...(nginx
        ? [{ name: 'article via nginx (deploy/nginx)', url: `${nginx.frontURL}${ARTICLE}` }]
        : []),
      { name: 'article, visitor', url: `${baseURL}${ARTICLE}` },
      ...(member
        ? [
            {
              name: 'article, signed-in member',
              url: `${baseURL}${ARTICLE}`,
              headers: memberHeaders(member),
            },
          ]
        : []),
      { name: FLOOR, url: reference.dynamicURL },
      { name: 'home, visitor', url: `${baseURL}${HOME}` },
      { name: 'list, visitor', url: `${baseURL}${LIST}` },
    ]
    console.log(
      `\nThroughput (autocannon: ${connections} connections, ${duration} s, ${rounds} rounds interleaved, medians)`,
    )
    const runs = new Map<string, { perSecond: number; p99: number; failed: number }[]>()
    for (let round = 0; round < rounds; round++) {
      for (const target of targets) {
        const run = await cannon(target)
        runs.set(target.name, [...(runs.get(target.name) ?? []), run])
      }
    }
    for (const target of targets) {
      const list = runs.get(target.name) ?? []
      const perSecond = median(list.map((run) => run.perSecond))
      const p99 = median(list.map((run) => run.p99))
      const failed = list.reduce((sum, run) => sum + run.failed, 0)
      results.throughput.set(target.name, { perSecond, p99 })
      console.log(
        `  ${target.name.padEnd(36)} ${perSecond.toFixed(0).padStart(6)} req/s  p99 ${String(p99).padStart(4)} ms${failed ? `  (${failed} failed)` : ''}`,
      )
    }
  } finally {
    await nginx?.stop()
  }
}

/** HTML + CSS + JS of a page as a browser receives it (compressed bytes on the wire). */
async function pageWeight(): Promise<void> {
  const browser = await launchChromium()
  console.log('\nPage weight in Chromium (HTML + CSS + JS as transferred, a first visit)')
  try {
    for (const target of [ARTICLE, HOME, LIST]) {
      const context = await browser.newContext()
      const page = await context.newPage()
      const sizes: Promise<{ type: string; bytes: number }>[] = []
      page.on('requestfinished', (request) => {
        const type = request.resourceType()
        if (!['document', 'script', 'stylesheet'].includes(type)) return
        sizes.push(request.sizes().then((size) => ({ type, bytes: size.responseBodySize })))
      })
      // Next's script tags hold `load`; what they ask for next comes before the network is idle.
      await page.goto(`${baseURL}${target}`, { waitUntil: 'networkidle' })
      const list = await Promise.all(sizes)
      const of = (type: string) =>
        list.filter((item) => item.type === type).reduce((sum, item) => sum + item.bytes, 0)
      const total = of('document') + of('script') + of('stylesheet')
      results.weight.set(target, total)
      console.log(
        `  ${target.padEnd(40)} ${(total / 1024).toFixed(0)} KiB  (HTML ${(of('document') / 1024).toFixed(0)}, JS ${(of('script') / 1024).toFixed(0)}, CSS ${(of('stylesheet') / 1024).toFixed(0)})`,
      )
      await context.close()
    }
  } finally {
    await browser.close()
  }
}

async function javascriptPerPage(): Promise<void> {
  console.log('\nJavaScript per page (raw, and gzip-compressed)')
  for (const path of pages) {
    const html = await (await get(path)).text()
    const tags = /<script[^>]+src="([^"]+)"/g
    const sources = [...new Set([...html.matchAll(tags)].map((m) => m[1]!))]
    let compressed = 0
    let raw = 0
    for (const source of sources) {
      const body = new Uint8Array(await (await get(source)).arrayBuffer())
      raw += body.length
      compressed += gzipSync(body).length
    }
    console.log(
      `  ${path.padEnd(40)} ${sources.length} scripts, ${(raw / 1024).toFixed(0)} KiB (${(compressed / 1024).toFixed(0)} KiB gzipped)`,
    )
  }
}

/**
 * Every script a real browser loads on `path`, with the visitor's stored settings `stored`, once the
 * elements `shown` are on the page.
 */
async function scriptsLoadedInBrowser(
  path: string,
  stored: unknown,
  shown: string[] = [],
): Promise<Uint8Array[]> {
  const browser = await launchChromium()
  try {
    const context = await browser.newContext()
    // A visitor who accepted functional storage (otherwise the consent manager clears it).
    const consent = JSON.stringify({
      id: randomUUID(),
      version: CONSENT_VERSION,
      timestamp: new Date().toISOString(),
      categories: { essential: true, analytical: false, functional: true, marketing: false },
    })
    await context.addInitScript(
      ([value, consentKey, consentRecord]) => {
        localStorage.setItem(consentKey as string, consentRecord as string)
        if (value) localStorage.setItem('personalisation', JSON.stringify(value))
      },
      [stored, CONSENT_STORAGE_KEY, consent],
    )
    const page = await context.newPage()
    const bodies: Promise<Buffer>[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.body())
    })
    await page.goto(`${baseURL}${path}`, { waitUntil: 'networkidle' })
    await page.waitForFunction(() => 'next' in window)
    // The on-demand parts are in once what they draw is on the page.
    for (const selector of shown) await page.locator(selector).waitFor({ state: 'attached' })
    await page.waitForLoadState('networkidle')
    return (await Promise.all(bodies)).map((body) => new Uint8Array(body))
  } finally {
    await browser.close()
  }
}

async function javascriptWithEffects(): Promise<void> {
  console.log('\nJavaScript loaded by a browser on /articles, personalisation effects off and on')
  const allOn = {
    settings: {
      particleEffects: true,
      customCursor: true,
      ambientSounds: true,
      soundEffects: true,
    },
  }
  const measure = (scripts: Uint8Array[]) => ({
    count: scripts.length,
    raw: scripts.reduce((sum, body) => sum + body.length, 0),
    gzip: scripts.reduce((sum, body) => sum + gzipSync(body).length, 0),
  })
  const off = measure(await scriptsLoadedInBrowser('/articles', null))
  const on = measure(
    await scriptsLoadedInBrowser('/articles', allOn, [
      'canvas[data-particles]',
      '[data-ambient-player]',
    ]),
  )
  const line = (label: string, m: typeof off) =>
    `  ${label.padEnd(40)} ${m.count} scripts, ${(m.raw / 1024).toFixed(0)} KiB (${(m.gzip / 1024).toFixed(1)} KiB gzipped)`
  console.log(line('everything off (default)', off))
  console.log(line('particles, cursor, sounds on', on))
  console.log(
    `  cost of the effects when on: ${((on.gzip - off.gzip) / 1024).toFixed(1)} KiB gzipped`,
  )
}

async function adminToken(): Promise<string> {
  if (!admin) throw new Error('--search-docs needs --admin=email:password')
  const [email, ...rest] = admin.split(':')
  const response = await fetch(`${baseURL}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: rest.join(':') }),
  })
  if (!response.ok) throw new Error(`admin login: ${response.status}`)
  return ((await response.json()) as { token: string }).token
}

const words = [
  'forêt',
  'hêtre',
  'châtaignier',
  'souffle',
  'rivière',
  'granite',
  'causse',
  'brume',
  'lichen',
  'sentier',
  'source',
  'mousse',
]

/**
 * Creates the search articles, recording each one's id in `ids` as soon as it exists, so that the
 * caller deletes them all even when a creation fails halfway (the other requests are let finish first).
 */
async function createSearchDocs(token: string, ids: number[]): Promise<void> {
  console.log(`\nCreating ${searchDocs} published articles (bench-…) for the search measurement`)
  const started = performance.now()
  let failure: Error | null = null
  await load(searchDocs, concurrency, async (index) => {
    if (failure) return
    const pick = (offset: number) => words[(index * 7 + offset) % words.length]
    const response = await fetch(`${baseURL}/api/articles`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
      body: JSON.stringify({
        slug: `bench-${index}`,
        title: `Carnet ${index} : ${pick(0)} et ${pick(3)}`,
        excerpt: `Une page de carnet sur ${pick(1)}, ${pick(5)} et ${pick(8)}.`,
        access: index % 3 === 0 ? 'free' : index % 3 === 1 ? 'members' : 'premium',
        minutes: 5,
        publishedAt: new Date(Date.now() - 86_400_000).toISOString(),
        _status: 'published',
      }),
    })
    if (!response.ok) {
      failure ??= new Error(`create bench-${index}: ${response.status} ${await response.text()}`)
      return
    }
    ids.push(((await response.json()) as { doc: { id: number } }).doc.id)
  })
  if (failure) throw failure
  console.log(`  done in ${((performance.now() - started) / 1000).toFixed(0)} s`)
}

async function deleteSearchDocs(token: string, ids: number[]): Promise<void> {
  await load(ids.length, concurrency, async (index) => {
    await fetch(`${baseURL}/api/articles/${ids[index]}`, {
      method: 'DELETE',
      headers: { Authorization: `JWT ${token}` },
    })
  })
  console.log(`\nDeleted the ${ids.length} benchmark articles`)
}

async function searchLatency(): Promise<void> {
  console.log(
    `\nGET /api/search (${requests} requests per term, ${concurrency} in flight; server = Server-Timing)`,
  )
  for (const term of searchTerms) {
    const path = `/api/search?q=${encodeURIComponent(term)}&lang=fr`
    await get(path)
    const server: number[] = []
    const { durations } = await load(requests, concurrency, async () => {
      const response = await get(path)
      const timing = /search;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')
      if (timing) server.push(Number(timing[1]))
      await response.json()
    })
    server.sort((a, b) => a - b)
    // The goal is the server's own time (Server-Timing); the client's includes queueing.
    results.searchP95 = Math.max(results.searchP95 ?? 0, percentile(server, 95))
    console.log(
      `  ${term.padEnd(16)} server p50 ${format(percentile(server, 50))}  p95 ${format(percentile(server, 95))}  ·  client p50 ${format(percentile(durations, 50))}  p95 ${format(percentile(durations, 95))}  p99 ${format(percentile(durations, 99))}`,
    )
  }
}

/** A process and its descendants (from /proc), with their resident memory in KiB. */
function processTree(pid: string): { pid: string; rssKiB: number; command: string }[] {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  const rssKiB = Number(status.match(/^VmRSS:\s+(\d+)/m)?.[1] ?? 0)
  const command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim()
  const children = fs
    .readdirSync(`/proc/${pid}/task`)
    .flatMap((task) =>
      fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/),
    )
    .filter(Boolean)
  return [{ pid, rssKiB, command }, ...children.flatMap(processTree)]
}

function memoryAfterLoad(): void {
  if (!rootPid) return
  const tree = processTree(rootPid)
  console.log('\nResident memory after the load (process tree of --pid)')
  for (const item of tree)
    console.log(
      `  ${String(Math.round(item.rssKiB / 1024)).padStart(5)} MB  ${item.command.slice(0, 90)}`,
    )
  const total = tree.reduce((sum, item) => sum + item.rssKiB, 0)
  results.memoryMB = Math.round(total / 1024)
  console.log(`  ${String(Math.round(total / 1024)).padStart(5)} MB  in all (goal: 400 MB)`)
}

/** The resident memory of the --pid process tree, in MB, or null without --pid. */
function treeMB(): number | null {
  if (!rootPid) return null
  return Math.round(processTree(rootPid).reduce((sum, item) => sum + item.rssKiB, 0) / 1024)
}

/** Issue 47's flood: addresses with a parameter no page reads must not fill the page cache. */
async function cacheFlood(): Promise<void> {
  const cacheStatus = async (path: string) => {
    const response = await get(path)
    await response.arrayBuffer()
    return response.headers.get('x-sylva-page-cache') ?? 'none'
  }
  for (const path of pages) await cacheStatus(path)
  const before = treeMB()
  const statuses = new Map<string, number>()
  const run = await load(floodRequests, concurrency, async (index) => {
    const status = await cacheStatus(`${ARTICLE}?flood=${index}`)
    statuses.set(status, (statuses.get(status) ?? 0) + 1)
  })
  const after = treeMB()
  results.floodMB = after ?? undefined
  console.log(`\nCache flood: ${floodRequests} × ${ARTICLE}?flood=<n>, ${concurrency} at once`)
  console.log(
    `  ${run.perSecond.toFixed(0)} req/s; answers: ${[...statuses].map(([k, n]) => `${k} ${n}`).join(', ')}`,
  )
  for (const path of pages) console.log(`  then ${path.padEnd(40)} ${await cacheStatus(path)}`)
  if (before !== null) console.log(`  process tree: ${before} MB before, ${after} MB after`)
}

/** One Lighthouse run on `url`, its JSON report written to `output`. */
function lighthouseOnce(url: string, output: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(
      'npx',
      [
        '--yes',
        'lighthouse@12',
        url,
        '--quiet',
        '--output=json',
        `--output-path=${output}`,
        '--only-categories=performance,accessibility,best-practices,seo',
        '--chrome-flags=--headless=new --no-sandbox',
      ],
      {
        stdio: 'inherit',
        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH || '/usr/bin/chromium' },
      },
    )
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`lighthouse exited with ${code}`)),
    )
  })
}

type LighthouseRun = { performance: number; others: number; lcp: number; tbt: number }

/** One Lighthouse run, done again when Lighthouse loses its trace (NO_NAVSTART, now and then). */
async function lighthouseRun(url: string): Promise<LighthouseRun> {
  const output = path.join(os.tmpdir(), `sylva-lighthouse-${randomUUID()}.json`)
  for (let attempt = 1; ; attempt++) {
    const done = await lighthouseOnce(url, output).then(
      () => true,
      (error: unknown) => {
        if (attempt >= 3) throw error
        console.log(`  (run failed, again: ${String(error)})`)
        return false
      },
    )
    if (done) break
  }
  const report = JSON.parse(fs.readFileSync(output, 'utf8')) as {
    categories: Record<string, { score: number }>
    audits: Record<string, { numericValue: number }>
  }
  fs.rmSync(output, { force: true })
  const score = (name: string) => Math.round((report.categories[name]?.score ?? 0) * 100)
  return {
    performance: score('performance'),
    others: Math.min(score('accessibility'), score('best-practices'), score('seo')),
    lcp: report.audits['largest-contentful-paint']!.numericValue,
    tbt: report.audits['total-blocking-time']!.numericValue,
  }
}

/**
 * Lighthouse (mobile, default throttling) on the article and home pages and on the reference app's
 * prerendered page: three rounds, the pages in turn, medians.
 */
async function lighthouseRuns(reference: ReferenceApp): Promise<void> {
  console.log('\nLighthouse 12, mobile, default throttling (3 interleaved rounds, medians)')
  const targets = [
    { name: ARTICLE, url: `${baseURL}${ARTICLE}` },
    { name: HOME, url: `${baseURL}${HOME}` },
    { name: REFERENCE, url: reference.url },
  ]
  const runs = new Map<string, LighthouseRun[]>(targets.map(({ name }) => [name, []]))
  for (let round = 0; round < 3; round++)
    for (const { name, url } of targets) runs.get(name)!.push(await lighthouseRun(url))
  for (const [name, list] of runs) {
    const result = {
      performance: median(list.map((r) => r.performance)),
      others: median(list.map((r) => r.others)),
      lcp: median(list.map((r) => r.lcp)),
      tbt: median(list.map((r) => r.tbt)),
    }
    results.lighthouse.set(name, result)
    console.log(
      `  ${name.padEnd(40)} performance ${result.performance}, LCP ${(result.lcp / 1000).toFixed(1)} s, TBT ${result.tbt.toFixed(0)} ms, lowest of the other three ${result.others}` +
        `  (TBT of the runs: ${list.map((r) => r.tbt.toFixed(0)).join(', ')} ms)`,
    )
  }
}

/** The goals of docs/performance.md, each with what this run measured. */
function goalsTable(): void {
  const t = results.throughput
  const staticCopy = t.get('nginx, static copy of the article')
  const rows: [string, string, boolean | null][] = []
  const ratio = (name: string) =>
    staticCopy && t.get(name) ? t.get(name)!.perSecond / staticCopy.perSecond : null
  const r = ratio('article, visitor')
  rows.push([
    'article, visitor ≥ 0.8× nginx static copy',
    r === null ? 'not measured (no nginx)' : `${r.toFixed(2)}×`,
    r === null ? null : r >= 0.8,
  ])
  for (const name of ['article, visitor', 'home, visitor', 'list, visitor']) {
    const run = t.get(name)
    if (run) rows.push([`${name}: p99 ≤ 50 ms`, `${run.p99} ms`, run.p99 <= 50])
  }
  const front = ratio('article via nginx (deploy/nginx)')
  rows.push([
    'article via deploy/nginx ≥ 0.9× static copy',
    front === null ? 'not measured (no nginx)' : `${front.toFixed(2)}×`,
    front === null ? null : front >= 0.9,
  ])
  const member = t.get('article, signed-in member')
  const floor = t.get(FLOOR)
  const memberRatio = member && floor ? member.perSecond / floor.perSecond : null
  rows.push([
    'article, signed-in member ≥ 0.6× a bare dynamic Next.js page',
    member && floor
      ? `${memberRatio!.toFixed(2)}× (${member.perSecond.toFixed(0)} against ${floor.perSecond.toFixed(0)} req/s)`
      : 'not measured (needs --admin)',
    memberRatio === null ? null : memberRatio >= 0.6,
  ])
  const article = results.weight.get(ARTICLE)
  rows.push([
    'article page ≤ 230 KB (HTML + CSS + JS, compressed)',
    article === undefined ? 'not measured' : `${(article / 1000).toFixed(0)} KB`,
    article === undefined ? null : article <= 230_000,
  ])
  rows.push([
    'process tree ≤ 400 MB resident after the load',
    results.memoryMB === undefined ? 'not measured (needs --pid)' : `${results.memoryMB} MB`,
    results.memoryMB === undefined ? null : results.memoryMB <= 400,
  ])
  if (results.floodMB !== undefined)
    rows.push([
      `process tree ≤ 400 MB resident after ${floodRequests} flood requests`,
      `${results.floodMB} MB`,
      results.floodMB <= 400,
    ])
  rows.push([
    'search p95 ≤ 20 ms at 5,000 documents',
    results.searchP95 === undefined
      ? 'not measured'
      : `${results.searchP95.toFixed(1)} ms over ${searchDocs} extra documents`,
    results.searchP95 === undefined ? null : searchDocs >= 5000 && results.searchP95 <= 20,
  ])
  const ref = results.lighthouse.get(REFERENCE)
  for (const [target, run] of results.lighthouse) {
    if (target === REFERENCE || !ref) continue
    rows.push([
      `Lighthouse ${target}: performance ≥ reference − 5, LCP ≤ reference + 0.5 s, TBT ≤ reference + 100 ms`,
      `${run.performance}, ${(run.lcp / 1000).toFixed(1)} s, ${run.tbt.toFixed(0)} ms`,
      run.performance >= ref.performance - 5 &&
        run.lcp <= ref.lcp + 500 &&
        run.tbt <= ref.tbt + 100,
    ])
  }
  if (ref)
    rows.push([
      `(reference, no goal) ${REFERENCE}`,
      `${ref.performance}, ${(ref.lcp / 1000).toFixed(1)} s, ${ref.tbt.toFixed(0)} ms (same rounds)`,
      null,
    ])
  console.log(
    `\nGoals (${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${new Date().toISOString().slice(0, 10)})\n`,
  )
  console.log('| goal | measured | met |')
  console.log('|---|---|---|')
  for (const [goal, measured, met] of rows)
    console.log(`| ${goal} | ${measured} | ${met === null ? '–' : met ? 'yes' : 'no'} |`)
}

async function main(): Promise<void> {
  console.log(`Benchmark of ${baseURL}`)
  const token = admin ? await adminToken() : null
  const lighthouse = withLighthouse && runs('lighthouse')
  const reference =
    runs('throughput') || lighthouse
      ? await startReferenceApp(await (await get(ARTICLE)).text())
      : null
  try {
    if (reference && runs('throughput')) {
      const member = token ? await memberSession(token) : null
      try {
        await throughput(member, reference)
      } finally {
        if (token && member)
          await fetch(`${baseURL}/api/members/${member.id}`, {
            method: 'DELETE',
            headers: { Authorization: `JWT ${token}` },
          })
      }
    }
    if (runs('weight')) await pageWeight()
    if (reference && lighthouse) await lighthouseRuns(reference)
  } finally {
    await reference?.stop()
  }
  if (runs('javascript')) {
    await javascriptPerPage()
    await javascriptWithEffects()
  }
  if (runs('search')) {
    const ids: number[] = []
    try {
      if (token && searchDocs > 0) await createSearchDocs(token, ids)
      await searchLatency()
    } finally {
      if (token && ids.length) await deleteSearchDocs(token, ids)
    }
  }
  if (runs('memory')) memoryAfterLoad()
  // Asked for by name only: an attack's load, not a visitor's.
  if (only?.includes('flood')) await cacheFlood()
  goalsTable()
}

main().catch((error: unknown) => {
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
