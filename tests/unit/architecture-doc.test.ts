/**
 * docs/architecture.md names only what exists: every file or folder it cites, every domain of
 * src/lib/ in its table, a CONTEXT.md in each (issue 51 › 5).
 */
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const root = path.join(import.meta.dirname, '../..')
const doc = fs.readFileSync(path.join(root, 'docs/architecture.md'), 'utf8')

/** Where a short path in the doc may start: `auth/guard.ts`, `app/…`, `platform/…`, `config/`. */
const bases = ['', 'src/', 'src/lib/', 'src/lib/platform/']
/** Paths that always name the repository. */
const repoPrefixes = /^(src|server|scripts|tests|docs|messages|deploy)\//
/** A file name: `env.ts`, `page.tsx`, `app-config.d.ts`, `CONTEXT.md`. */
const fileName = /\.(ts|tsx|mts|mjs|js|json|md|css)$/
/** Placeholders, globs, routes, commands: not one path. */
const notAPath = /[\s<>*…?=:'"]|^[./]/

function walk(dir: string, names: Set<string>): Set<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue
    if (entry.isDirectory()) walk(path.join(dir, entry.name), names)
    else names.add(entry.name)
  }
  return names
}
const fileNames = ['src', 'server', 'scripts', 'tests'].reduce(
  (names, dir) => walk(path.join(root, dir), names),
  new Set<string>(['eslint.config.mjs', 'package.json']),
)

/** Whether a cited path exists; null when the text is not a repository path (`next/headers`). */
function exists(cited: string): boolean | null {
  if (notAPath.test(cited)) return null
  if (cited.startsWith('@/')) {
    const base = path.join(root, 'src', cited.slice(2))
    return ['', '.ts', '.tsx', '/index.ts'].some((ext) => fs.existsSync(base + ext))
  }
  if (!(cited.includes('/') || fileName.test(cited))) return null
  if (bases.some((base) => fs.existsSync(path.join(root, base, cited)))) return true
  if (!cited.includes('/')) return fileNames.has(cited)
  const first = cited.split('/')[0] as string
  const known =
    repoPrefixes.test(cited) ||
    fileName.test(cited) ||
    bases.some((base) => fs.existsSync(path.join(root, base, first)))
  return known ? false : null
}

/** Every path the doc cites: in backticks, as a relative link, or in prose from a repository folder. */
function citedPaths(): Set<string> {
  const cited = new Set<string>()
  for (const [, text] of doc.matchAll(/`([^`\n]+)`/g)) cited.add(text as string)
  for (const [, target] of doc.matchAll(/\]\(([^)#\s]+)\)/g)) {
    if (!/^[a-z]+:/.test(target as string))
      cited.add(path.relative(root, path.join(root, 'docs', target as string)))
  }
  for (const [found] of doc.matchAll(/\b(?:src|server|scripts|tests|docs|messages|deploy)\/\S+/g))
    cited.add(found.replace(/[`.,;:)]+$/, ''))
  return cited
}

/** The backticked names in the first column of the table under `heading`. */
function tableNames(heading: string): string[] {
  const start = doc.indexOf(heading)
  expect(start, `docs/architecture.md has the heading "${heading}"`).toBeGreaterThan(-1)
  const section = doc.slice(start + heading.length).split(/\n#+ /)[0] as string
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...(line.split('|')[1] as string).matchAll(/`([^`]+)`/g)])
    .map(([, name]) => (name as string).replace(/\/$/, ''))
}

const folders = (dir: string): string[] =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)

describe('docs/architecture.md', () => {
  it('cites only files and folders that exist', () => {
    const missing = [...citedPaths()].filter((cited) => exists(cited) === false)
    expect(missing).toEqual([])
  })

  it('lists every domain of src/lib/, and only those', () => {
    const listed = tableNames('### The domains')
    const domains = folders('src/lib').filter((name) => name !== 'platform')
    expect(domains.filter((name) => !listed.includes(name))).toEqual([])
    expect(listed.filter((name) => !domains.includes(name))).toEqual([])
  })

  it('lists every folder of the platform layer, and only those', () => {
    const listed = tableNames('### The platform layer')
    const platform = folders('src/lib/platform')
    expect(platform.filter((name) => !listed.includes(name))).toEqual([])
    expect(listed.filter((name) => !platform.includes(name))).toEqual([])
  })

  it('finds a CONTEXT.md in every domain and in the platform layer', () => {
    const without = folders('src/lib').filter(
      (name) => !fs.existsSync(path.join(root, 'src/lib', name, 'CONTEXT.md')),
    )
    expect(without).toEqual([])
  })
})
