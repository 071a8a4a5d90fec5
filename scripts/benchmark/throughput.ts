/** Throughput and latency with autocannon: the site's pages, nginx's static copy, the framework's floor. */
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import autocannon from 'autocannon'

import { freeLocalPort, siteConfig, startNginx } from '../lib/nginx-front'
import type { startReferenceApp } from '../lib/reference-app'

import { checkMemberPage, memberHeaders } from './browser'
import {
  ARTICLE,
  baseURL,
  connections,
  duration,
  FLOOR,
  get,
  HOME,
  LIST,
  median,
  nginxBinary,
  results,
  rounds,
} from './options'

export type ReferenceApp = Awaited<ReturnType<typeof startReferenceApp>>

export type Target = { name: string; url: string; headers?: Record<string, string> }

/** `connections` clients asking for one address for `duration` seconds, as a browser would. */
export function cannon(
  target: Target,
): Promise<{ perSecond: number; p99: number; failed: number }> {
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

/** nginx serving a saved copy of the article (precompressed) and the repository's configuration. */
export async function startNginxPair(articleHtml: string): Promise<{
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

export async function throughput(
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
