/** Search latency (the server's own time), over extra published articles made for the run. */
import { performance } from 'node:perf_hooks'

import {
  admin,
  baseURL,
  concurrency,
  format,
  get,
  load,
  percentile,
  requests,
  results,
  searchDocs,
  searchTerms,
} from './options'

export async function adminToken(): Promise<string> {
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
export async function createSearchDocs(token: string, ids: number[]): Promise<void> {
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

export async function deleteSearchDocs(token: string, ids: number[]): Promise<void> {
  await load(ids.length, concurrency, async (index) => {
    await fetch(`${baseURL}/api/articles/${ids[index]}`, {
      method: 'DELETE',
      headers: { Authorization: `JWT ${token}` },
    })
  })
  console.log(`\nDeleted the ${ids.length} benchmark articles`)
}

export async function searchLatency(): Promise<void> {
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
