/**
 * The rules of docs/architecture.md › Layers that a linter cannot see because they follow imports
 * through other modules:
 * - everything the Payload configuration reaches runs under plain Node too (scripts, migrations, the
 *   type generator), so none of it may import `server-only`;
 * - a domain's plain entry (`src/lib/<domain>/index.ts`) is usable anywhere, so it reaches no
 *   `server-only` module either;
 * - code that reads the request (`next/headers`) or the database through the pages' Payload client
 *   is marked `server-only` (unless the configuration reaches it);
 * - nothing a browser runs (`'use client'` modules and what they import) reaches Payload, Stripe, the
 *   configuration, Node's built-ins or a `server-only` module;
 * - the scripts every page runs (the client components of the layouts and error pages) leave the
 *   libraries that only dialogs and forms need to load when used (docs/performance.md › Scripts every
 *   page runs);
 * - server code (server/, and what a browser does not run under src/) writes its lines through the one
 *   logger, src/lib/platform/runtime/logger.mjs, never through the console.
 */
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const src = path.join(root, 'src')
const extensions = ['.ts', '.tsx', '.mjs', '.js']

type ModuleInfo = {
  file: string
  /** Static imports: loaded with the module. */
  imports: string[]
  /** `import()` inside functions: loaded only when that code runs (request handlers). */
  dynamicImports: string[]
  isClient: boolean
  /** A `'use server'` module: a client imports only references to its actions, never its code. */
  isServerActions: boolean
  text: string
}

function listFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory())
      return ['node_modules', 'content', '(payload)', 'migrations'].includes(entry.name)
        ? []
        : listFiles(full)
    return extensions.includes(path.extname(entry.name)) ? [full] : []
  })
}

function resolveSpecifier(from: string, specifier: string): string | null {
  let base: string
  if (specifier === '@payload-config') base = path.join(src, 'payload.config')
  else if (specifier.startsWith('@/')) base = path.join(src, specifier.slice(2))
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier)
  else return specifier // a package
  const candidates = [
    base,
    ...extensions.map((extension) => base + extension),
    ...extensions.map((extension) => path.join(base, `index${extension}`)),
  ]
  return (
    candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile()) ??
    null
  )
}

/** Runtime imports only: `import type` and `export type` vanish when compiled. */
const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/g
const DYNAMIC = /import\(\s*['"]([^'"]+)['"]\s*\)/g

function load(): Map<string, ModuleInfo> {
  const modules = new Map<string, ModuleInfo>()
  for (const file of listFiles(src)) {
    const text = fs.readFileSync(file, 'utf8')
    const resolve = (specifier: string) => resolveSpecifier(file, specifier) ?? specifier
    modules.set(file, {
      file,
      text,
      dynamicImports: [...text.matchAll(DYNAMIC)].map((match) => resolve(match[1]!)),
      isClient: /^\s*['"]use client['"]/.test(text),
      isServerActions: /^\s*['"]use server['"]/.test(text),
      imports: [...text.matchAll(IMPORT)].map((match) => resolve(match[1]!)),
    })
  }
  return modules
}

const modules = load()

/**
 * Every module reachable from `starts` through runtime imports (packages are leaves; so are server
 * actions when following what a browser loads).
 */
function reach(starts: string[], { asBrowser = false, followDynamic = true } = {}): Set<string> {
  const seen = new Set<string>()
  const stack = [...starts]
  while (stack.length) {
    const current = stack.pop()!
    if (seen.has(current)) continue
    seen.add(current)
    const info = modules.get(current)
    if (asBrowser && info?.isServerActions) continue
    const targets = [
      ...(info?.imports ?? []),
      ...(followDynamic ? (info?.dynamicImports ?? []) : []),
    ]
    for (const next of targets) if (modules.has(next)) stack.push(next)
  }
  return seen
}

/** How `start` reaches `target` (for readable failures). */
function chain(start: string, target: string): string {
  const previous = new Map<string, string>()
  const queue = [start]
  const seen = new Set(queue)
  while (queue.length) {
    const current = queue.shift()!
    if (current === target) break
    for (const next of modules.get(current)?.imports ?? [])
      if (modules.has(next) && !seen.has(next)) {
        seen.add(next)
        previous.set(next, current)
        queue.push(next)
      }
  }
  const steps = [target]
  while (previous.has(steps[0]!)) steps.unshift(previous.get(steps[0]!)!)
  return steps.map((file) => path.relative(src, file)).join(' → ')
}

const importsPackage = (file: string, name: string) =>
  (modules.get(file)?.imports ?? []).some(
    (target) => target === name || target.startsWith(`${name}/`),
  )

const relative = (file: string) => path.relative(root, file)

describe('module boundaries', () => {
  it('reads the source tree (a guard against a parser that finds nothing)', () => {
    expect(modules.size).toBeGreaterThan(200)
    const config = modules.get(path.join(src, 'payload.config.ts'))
    expect(config?.imports.length).toBeGreaterThan(20)
  })

  it('nothing the Payload configuration loads imports server-only', () => {
    // Statically: a handler's `import()` runs in the server when a request comes, never in a script.
    const start = path.join(src, 'payload.config.ts')
    const graph = reach([start], { followDynamic: false })
    expect(graph.size).toBeGreaterThan(50)
    const offenders = [...graph]
      .filter((file) => importsPackage(file, 'server-only'))
      .map((file) => chain(start, file))
    expect(offenders).toEqual([])
  })

  it("a domain's plain entry (index.ts) reaches no server-only module", () => {
    const entries = fs
      .readdirSync(path.join(src, 'lib'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'platform')
      .map((entry) => path.join(src, 'lib', entry.name, 'index.ts'))
      .filter((file) => fs.existsSync(file))
    expect(entries.length).toBeGreaterThan(5)
    const offenders = entries.flatMap((entry) =>
      [...reach([entry])]
        .filter((file) => importsPackage(file, 'server-only'))
        .map((file) => `${relative(entry)} → ${relative(file)}`),
    )
    expect(offenders).toEqual([])
  })

  it('code that reads the request or the pages’ database client is marked server-only', () => {
    const configGraph = reach([path.join(src, 'payload.config.ts')], { followDynamic: false })
    const client = path.join(src, 'lib/platform/payload/client.ts')
    const offenders = [...modules.values()]
      .filter(({ file }) => file.startsWith(path.join(src, 'lib')) && !configGraph.has(file))
      .filter(
        ({ file, imports }) => importsPackage(file, 'next/headers') || imports.includes(client),
      )
      .filter(({ file }) => !importsPackage(file, 'server-only'))
      .map(({ file }) => relative(file))
    expect(offenders).toEqual([])
  })

  it('nothing a browser runs reaches Payload, Stripe, the configuration or Node built-ins', () => {
    const clientStarts = [...modules.values()]
      .filter((info) => info.isClient)
      .map((info) => info.file)
    expect(clientStarts.length).toBeGreaterThan(10)
    const forbidden = [
      'payload',
      'stripe',
      'server-only',
      '@payloadcms/db-sqlite',
      '@payloadcms/db-postgres',
    ]
    const offenders: string[] = []
    for (const file of reach(clientStarts, { asBrowser: true })) {
      const info = modules.get(file)!
      for (const target of [...info.imports, ...info.dynamicImports]) {
        const isNode = target.startsWith('node:')
        const isForbidden = forbidden.some(
          (name) => target === name || target.startsWith(`${name}/`),
        )
        const isConfig = target === path.join(src, 'payload.config.ts')
        if (isNode || isForbidden || isConfig)
          offenders.push(`${relative(file)} → ${path.basename(target)}`)
      }
    }
    expect(offenders).toEqual([])
  })

  it('the scripts every page runs reach no library that only dialogs and forms need', () => {
    const app = path.join(src, 'app/(frontend)/[locale]')
    const everyPage = [
      'layout.tsx',
      'error.tsx',
      'not-found.tsx',
      '(site)/layout.tsx',
      '(site)/error.tsx',
    ].map((file) => path.join(app, file))
    for (const file of everyPage) expect(modules.has(file), relative(file)).toBe(true)
    // The server components of every page, then the client components they place: what those import
    // statically is in the scripts of every page (an `import()` loads when it runs).
    const serverSide = reach(everyPage, { followDynamic: false })
    const clientStarts = [...serverSide].filter((file) => modules.get(file)?.isClient)
    expect(clientStarts.length).toBeGreaterThan(5)
    const browser = reach(clientStarts, { asBrowser: true, followDynamic: false })
    const heavy = ['tailwind-merge', 'zod', 'sonner']
    const offenders = [...browser].flatMap((file) =>
      heavy
        .filter((name) => importsPackage(file, name))
        .map((name) => `${relative(file)} → ${name}`),
    )
    expect(offenders).toEqual([])
  })

  it('server code logs through the one logger, never the console', () => {
    // What a browser runs may write to the browser's console: client components, what they import.
    const clientStarts = [...modules.values()]
      .filter((info) => info.isClient)
      .map((info) => info.file)
    const browser = reach(clientStarts, { asBrowser: true })
    const logger = path.join(src, 'lib/platform/runtime/logger.mjs')
    expect(modules.has(logger)).toBe(true)
    const isClientFile = (file: string) => /\.client\.tsx?$/.test(file)
    const serverOfSrc = [...modules.values()].filter(
      ({ file }) => !browser.has(file) && !isClientFile(file) && file !== logger,
    )
    const serverFolder = fs
      .readdirSync(path.join(root, 'server'), { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.ts'))
      .map((name) => path.join(root, 'server', name))
      .map((file) => ({ file, text: fs.readFileSync(file, 'utf8') }))
    expect(serverFolder.length).toBeGreaterThan(5)
    expect(serverOfSrc.length).toBeGreaterThan(200)
    const offenders = [...serverOfSrc, ...serverFolder].flatMap(({ file, text }) =>
      text
        .split('\n')
        .flatMap((line, index) =>
          /\bconsole\.[a-z]/i.test(line) ? [`${relative(file)}:${index + 1}: ${line.trim()}`] : [],
        ),
    )
    expect(offenders).toEqual([])
  })
})
