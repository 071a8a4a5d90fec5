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
 *   and on the reference app's prerendered page (same Next.js and React, no site code): the four
 *   scores, largest contentful paint and total blocking time, medians of three interleaved rounds.
 * One file per section under scripts/benchmark/.
 * It ends with the goals table (Markdown, for docs/performance.md › Latest measurement).
 */
import { memberSession } from './benchmark/browser'
import { goalsTable } from './benchmark/goals'
import { lighthouseRuns } from './benchmark/lighthouse'
import { cacheFlood, memoryAfterLoad } from './benchmark/memory'
import {
  admin,
  ARTICLE,
  baseURL,
  get,
  only,
  runs,
  searchDocs,
  withLighthouse,
} from './benchmark/options'
import { adminToken, createSearchDocs, deleteSearchDocs, searchLatency } from './benchmark/search'
import { throughput } from './benchmark/throughput'
import { javascriptPerPage, javascriptWithEffects, pageWeight } from './benchmark/weight'
import { startReferenceApp } from './lib/reference-app'

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
