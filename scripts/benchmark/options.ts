/** The benchmark's options (scripts/benchmark.ts lists them), its pages and the results it collects. */
import { performance } from 'node:perf_hooks'

export const args = process.argv.slice(2)
export const option = (name: string) =>
  args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3)
export const baseURL = (
  args.find((arg) => !arg.startsWith('--')) ?? 'http://localhost:3000'
).replace(/\/$/, '')
export const requests = Number(option('requests') ?? 200)
export const concurrency = Number(option('concurrency') ?? 8)
export const duration = Number(option('duration') ?? 10)
export const connections = Number(option('connections') ?? 20)
export const rounds = Number(option('rounds') ?? 3)
export const searchDocs = Number(option('search-docs') ?? 0)
export const admin = option('admin')
export const rootPid = option('pid')
export const nginxBinary = option('nginx') ?? '/usr/sbin/nginx'
export const withLighthouse = args.includes('--lighthouse')
export const floodRequests = Number(option('flood') ?? 1500)
/** `--only=search,memory`: run only these sections (throughput, weight, lighthouse, javascript, search, memory, flood). */
export const only = option('only')?.split(',')
export const runs = (section: string) => !only || only.includes(section)

export const ARTICLE = '/articles/bain-de-foret-premiers-pas'
export const HOME = '/'
export const LIST = '/articles'
/** The Lighthouse runs' name for the reference app's page (scripts/lib/reference-app.ts). */
export const REFERENCE = 'Next.js reference page (the article’s text, no site code)'
/** The throughput runs' name for the reference app's page rendered per request. */
export const FLOOR = 'bare dynamic Next.js page (no site code)'

export const pages = [HOME, LIST, ARTICLE, '/videos', '/formations', '/articles?lang=de']
export const searchTerms = [
  'foret',
  'sylvotherapie',
  'respiration',
  'chataigne',
  'mont lozere',
  'aigoual',
  'zzqx',
]

/** What the goals table reads. */
export const results: {
  throughput: Map<string, { perSecond: number; p99: number }>
  weight: Map<string, number>
  lighthouse: Map<string, { performance: number; others: number; lcp: number; tbt: number }>
  searchP95?: number
  searchCorpus?: number
  memoryMB?: number
  floodMB?: number
} = { throughput: new Map(), weight: new Map(), lighthouse: new Map() }

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

/** Runs `total` calls of `task` with `width` in flight; returns each call's duration in ms. */
export async function load(total: number, width: number, task: (index: number) => Promise<void>) {
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

export async function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
  const response = await fetch(`${baseURL}${path}`, { headers, redirect: 'manual' })
  if (!response.ok) throw new Error(`${path}: ${response.status}`)
  return response
}

export const format = (ms: number) => `${ms.toFixed(1)} ms`

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0
