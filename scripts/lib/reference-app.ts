/**
 * The benchmark's references (docs/performance.md › The benchmark): the least a page built with this
 * site's Next.js and React costs on the machine that runs the benchmark.
 *
 * This builds, in a temporary folder, a Next.js app with the repository's own `next`, `react` and
 * `react-dom` (its `node_modules`), one layout and two pages holding the article's text as headings
 * and paragraphs: no client component, no image, no web font, no site code.
 * - `/` is prerendered: Lighthouse scores it beside the site's pages in the same rounds (Lighthouse
 *   multiplies the machine's processor time by four, so its blocking time says as much about the
 *   machine as about the page).
 * - `/dynamic` is rendered on every request (`connection()`): the framework's floor for a page that
 *   cannot be stored, against which the signed-in member's article is measured.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { freeLocalPort } from './nginx-front'
import { waitUntilAnswers } from './wait-until-answers'

const LAYOUT = `export const metadata = { title: 'Référence' }
export default function Layout({ children }) {
  return (
    <html lang="fr">
      <body style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 720, margin: '0 auto', padding: 16, lineHeight: 1.6 }}>
        {children}
      </body>
    </html>
  )
}
`

const PAGE = `import blocks from './blocks.json'
export const dynamic = 'force-static'
export default function Page() {
  return (
    <main>
      {blocks.map(([Tag, text], index) => <Tag key={index}>{text}</Tag>)}
    </main>
  )
}
`

const DYNAMIC_PAGE = `import { connection } from 'next/server'
import blocks from '../blocks.json'
export default async function Page() {
  await connection()
  return (
    <main>
      {blocks.map(([Tag, text], index) => <Tag key={index}>{text}</Tag>)}
    </main>
  )
}
`

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" }

/** The headings, paragraphs and list items of a page's `<main>`, as text. */
export function textBlocks(html: string): [string, string][] {
  const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? ''
  const blocks: [string, string][] = []
  for (const match of main.matchAll(/<(h1|h2|h3|p|li)\b[^>]*>([\s\S]*?)<\/\1>/g)) {
    const text = match[2]!
      .replace(/<[^>]+>/g, '')
      .replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name]!)
      .trim()
    if (text) blocks.push([match[1]!, text])
  }
  return blocks
}

function run(
  command: string,
  commandArgs: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { cwd, env, stdio: ['ignore', 'ignore', 'inherit'] })
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${commandArgs[0]} exited with ${code}`)),
    )
  })
}

/**
 * Builds and starts the reference app with the article's text: `url` is the prerendered page,
 * `dynamicURL` the one rendered per request; `stop` ends the app and removes it.
 */
export async function startReferenceApp(
  articleHtml: string,
): Promise<{ url: string; dynamicURL: string; stop: () => Promise<void> }> {
  const blocks = textBlocks(articleHtml)
  if (blocks.length === 0) throw new Error('the article page has no text to copy')
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sylva-reference-app-'))
  let server: ChildProcess | null = null
  const stop = async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve))
      server.kill()
      await exited
    }
    fs.rmSync(dir, { recursive: true, force: true })
  }
  try {
    const next = path.resolve('node_modules', '.bin', 'next')
    fs.symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'), 'dir')
    fs.writeFileSync(path.join(dir, 'package.json'), '{ "private": true }\n')
    fs.mkdirSync(path.join(dir, 'app'))
    fs.writeFileSync(path.join(dir, 'app', 'layout.jsx'), LAYOUT)
    fs.writeFileSync(path.join(dir, 'app', 'page.jsx'), PAGE)
    fs.mkdirSync(path.join(dir, 'app', 'dynamic'))
    fs.writeFileSync(path.join(dir, 'app', 'dynamic', 'page.jsx'), DYNAMIC_PAGE)
    fs.writeFileSync(path.join(dir, 'app', 'blocks.json'), JSON.stringify(blocks))
    const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
    process.stdout.write('  building the reference app… ')
    await run(next, ['build', '--webpack'], dir, env)
    const port = await freeLocalPort()
    const started = spawn(next, ['start', '-p', String(port), '-H', '127.0.0.1'], {
      cwd: dir,
      env,
      stdio: 'ignore',
    })
    server = started
    const url = `http://127.0.0.1:${port}/`
    const answers = await waitUntilAnswers(url, started, {
      intervalMs: 200,
      accepts: (response) => response.ok,
    })
    if (!answers) throw new Error('the reference app did not start')
    console.log(`served at ${url} (${blocks.length} blocks of text)`)
    return { url, dynamicURL: `${url}dynamic`, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
