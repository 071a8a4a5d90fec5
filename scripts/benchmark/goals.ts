/** The goals of docs/performance.md, each with what this run measured, as a Markdown table. */
import os from 'node:os'

import { ARTICLE, FLOOR, floodRequests, REFERENCE, results, searchDocs } from './options'

/** The goals of docs/performance.md, each with what this run measured. */
export function goalsTable(): void {
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
