/** What a browser downloads: page weight on the wire, scripts per page, the effects' cost. */
import { gzipSync } from 'node:zlib'

import { launchChromium, scriptsLoadedInBrowser } from './browser'
import { ARTICLE, baseURL, get, HOME, LIST, pages, results } from './options'

/** HTML + CSS + JS of a page as a browser receives it (compressed bytes on the wire). */
export async function pageWeight(): Promise<void> {
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

export async function javascriptPerPage(): Promise<void> {
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

export async function javascriptWithEffects(): Promise<void> {
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
