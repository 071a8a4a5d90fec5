/** Lighthouse (mobile) on the article, the home page and the reference page, interleaved. */
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { ARTICLE, baseURL, HOME, median, REFERENCE, results } from './options'
import type { ReferenceApp } from './throughput'

/** One Lighthouse run on `url`, its JSON report written to `output`. */
export function lighthouseOnce(url: string, output: string): Promise<void> {
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

export type LighthouseRun = { performance: number; others: number; lcp: number; tbt: number }

/** One Lighthouse run, done again when Lighthouse loses its trace (NO_NAVSTART, now and then). */
export async function lighthouseRun(url: string): Promise<LighthouseRun> {
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
export async function lighthouseRuns(reference: ReferenceApp): Promise<void> {
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
