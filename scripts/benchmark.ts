/**
 * `npx tsx scripts/benchmark.ts [base URL] [--requests=200] [--concurrency=8]
 *   [--search-docs=5000 --admin=email:password] [--pid=<pid of npm start>]`
 * Measures a running site (performance claims come from here, not from timed tests):
 * - anonymous page latency (p50/p95/p99) and throughput for the main public pages;
 * - JavaScript shipped per page (compressed size of every script the HTML loads);
 * - JavaScript a browser really loads on the landing page with the personalisation's effects all off
 *   (the default) and all on (particles, cursor, ambient player, interface sounds): Chromium
 *   (CHROME_PATH or /usr/bin/chromium) through playwright-core; the parts that are off must cost
 *   nothing;
 * - GET /api/search latency for a set of terms. With --search-docs=N and an admin login, N extra
 *   published articles (slug prefix `bench-`) are created first through the REST API, so that search is
 *   measured over a large library, and deleted again at the end.
 * - With --pid (Linux): the resident memory of that process and all its descendants after the load,
 *   process by process (`npm start` → the start script → the server).
 */
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import { performance } from 'node:perf_hooks'
import { gzipSync } from 'node:zlib'

import { CONSENT_STORAGE_KEY, CONSENT_VERSION } from '../src/lib/consent/shared'

const args = process.argv.slice(2)
const option = (name: string) =>
  args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3)
const baseURL = (args.find((arg) => !arg.startsWith('--')) ?? 'http://localhost:3000').replace(
  /\/$/,
  '',
)
const requests = Number(option('requests') ?? 200)
const concurrency = Number(option('concurrency') ?? 8)
const searchDocs = Number(option('search-docs') ?? 0)
const admin = option('admin')
const rootPid = option('pid')

const pages = [
  '/',
  '/articles',
  '/articles/bain-de-foret-premiers-pas',
  '/videos',
  '/formations',
  '/articles?lang=de',
]
const searchTerms = [
  'foret',
  'sylvotherapie',
  'respiration',
  'chataigne',
  'mont lozere',
  'aigoual',
  'zzqx',
]

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

async function pageLatency(): Promise<void> {
  console.log(`\nAnonymous pages (${requests} requests each, ${concurrency} in flight)`)
  for (const path of pages) {
    await get(path).then((response) => response.arrayBuffer()) // warm the caches
    const { durations, perSecond } = await load(requests, concurrency, async () => {
      await (await get(path)).arrayBuffer()
    })
    console.log(
      `  ${path.padEnd(40)} p50 ${format(percentile(durations, 50))}  p95 ${format(percentile(durations, 95))}  p99 ${format(percentile(durations, 99))}  ${perSecond.toFixed(0)} req/s`,
    )
  }
}

async function javascriptPerPage(): Promise<void> {
  console.log('\nJavaScript per page (raw, and gzip-compressed)')
  for (const path of pages) {
    const html = await (await get(path)).text()
    const sources = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]!))]
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

/** Every script a real browser loads on `path`, with the visitor's stored settings `stored`. */
async function scriptsLoadedInBrowser(path: string, stored: unknown): Promise<Uint8Array[]> {
  const { chromium } = await import('playwright-core')
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  })
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
    // Give the on-demand parts time to arrive.
    await page.waitForTimeout(1_500)
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
  const on = measure(await scriptsLoadedInBrowser('/articles', allOn))
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

async function createSearchDocs(token: string): Promise<number[]> {
  console.log(`\nCreating ${searchDocs} published articles (bench-…) for the search measurement`)
  const ids: number[] = []
  const started = performance.now()
  await load(searchDocs, concurrency, async (index) => {
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
    if (!response.ok)
      throw new Error(`create bench-${index}: ${response.status} ${await response.text()}`)
    ids.push(((await response.json()) as { doc: { id: number } }).doc.id)
  })
  console.log(`  done in ${((performance.now() - started) / 1000).toFixed(0)} s`)
  return ids
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
  console.log(`\nGET /api/search (${requests} requests per term, ${concurrency} in flight)`)
  for (const term of searchTerms) {
    const path = `/api/search?q=${encodeURIComponent(term)}&lang=fr`
    await get(path)
    const { durations } = await load(requests, concurrency, async () => {
      await (await get(path)).json()
    })
    console.log(
      `  ${term.padEnd(16)} p50 ${format(percentile(durations, 50))}  p95 ${format(percentile(durations, 95))}  p99 ${format(percentile(durations, 99))}`,
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
  console.log(`  ${String(Math.round(total / 1024)).padStart(5)} MB  in all (goal: 400 MB)`)
}

async function main(): Promise<void> {
  console.log(`Benchmark of ${baseURL}`)
  await pageLatency()
  await javascriptPerPage()
  await javascriptWithEffects()
  const token = searchDocs > 0 ? await adminToken() : null
  const ids = token ? await createSearchDocs(token) : []
  try {
    await searchLatency()
  } finally {
    if (token && ids.length) await deleteSearchDocs(token, ids)
  }
  memoryAfterLoad()
}

main().catch((error: unknown) => {
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
