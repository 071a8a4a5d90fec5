/**
 * Domains depend one way (docs/architecture.md › Layers): each src/lib/<domain>/CONTEXT.md declares,
 * on its `May depend on: platform, auth, email.` line, what the domain may import. Every import of
 * every file of the domain is read (static imports and re-exports, `import()`, `typeof import()`;
 * `@/lib/<domain>` and relative paths that leave the folder; types included), and the test fails on an
 * import the line does not declare, a declaration no import uses, a domain without the line, and a
 * cycle between domains, declared or actual. Files of src/lib/ form no import cycle either.
 */
import fs from 'node:fs'
import path from 'node:path'

import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const src = path.join(root, 'src')
const lib = path.join(src, 'lib')
const extensions = ['.ts', '.tsx', '.mjs']

/** What every domain may import without declaring it: the languages and the generated types. */
const free = new Set(['@/i18n', '@/payload-types', 'messages'])
/** The configuration layer: a domain takes types from it freely; a value only when declared. */
const configuration = new Set([
  '@/collections',
  '@/globals',
  '@/access',
  '@/endpoints',
  '@payload-config',
])
const DECLARATION = /^May depend on: (.+)\.$/gm

/**
 * Import cycles between files of src/lib/ that are tolerated, each with its reason. Empty: none is.
 * A key is the cycle's files, relative to src/lib/, sorted and joined by ' ↔ '.
 */
const allowedFileCycles: Record<string, string> = {}

type Import = { specifier: string; typeOnly: boolean }

/** The module specifiers of one file's source text. */
function importsOf(fileName: string, text: string): Import[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true)
  const found: Import[] = []
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      let typeOnly: boolean
      if (ts.isExportDeclaration(node)) typeOnly = node.isTypeOnly
      else {
        const clause = node.importClause
        const bindings = clause?.namedBindings
        typeOnly =
          Boolean(clause?.isTypeOnly) ||
          (clause !== undefined &&
            clause.name === undefined &&
            bindings !== undefined &&
            ts.isNamedImports(bindings) &&
            bindings.elements.length > 0 &&
            bindings.elements.every((element) => element.isTypeOnly))
      }
      found.push({ specifier: node.moduleSpecifier.text, typeOnly })
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, typeOnly: false })
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      found.push({ specifier: node.argument.literal.text, typeOnly: true })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/**
 * What an import of `file` (a path under src/lib/<domain>/) names, as the declaration line spells it:
 * a domain, `platform`, a specifier of the configuration layer or another folder (`@/components`);
 * null for a package, the domain itself, the free imports and types from the configuration layer.
 */
function targetOf(file: string, { specifier, typeOnly }: Import): string | null {
  const own = path.relative(lib, file).split(path.sep)[0]
  let target: string
  if (specifier === '@payload-config') target = '@payload-config'
  else if (specifier.startsWith('@/') || specifier.startsWith('.')) {
    const absolute = specifier.startsWith('@/')
      ? path.join(src, specifier.slice(2))
      : path.resolve(path.dirname(file), specifier)
    const inLib = path.relative(lib, absolute).split(path.sep)
    const inSrc = path.relative(src, absolute).split(path.sep)
    if (inLib[0] !== '..') target = inLib[0] as string
    else if (inSrc[0] !== '..')
      target = inSrc[0] === 'payload.config.ts' ? '@payload-config' : `@/${inSrc[0]}`
    else target = path.relative(root, absolute).split(path.sep)[0] as string
  } else return null
  if (target === own || free.has(target)) return null
  if (configuration.has(target) && typeOnly) return null
  return target
}

function listFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : listFiles(full)
    return extensions.includes(path.extname(entry.name)) ? [full] : []
  })
}

/** The strongly connected parts of a graph with more than one node, or a node importing itself. */
function cyclesOf(graph: Map<string, Iterable<string>>): string[][] {
  let counter = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const cycles: string[][] = []
  const connect = (node: string) => {
    index.set(node, counter)
    low.set(node, counter)
    counter += 1
    stack.push(node)
    onStack.add(node)
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        connect(next)
        low.set(node, Math.min(low.get(node)!, low.get(next)!))
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!))
    }
    if (low.get(node) !== index.get(node)) return
    const part: string[] = []
    let member: string
    do {
      member = stack.pop()!
      onStack.delete(member)
      part.push(member)
    } while (member !== node)
    if (part.length > 1 || [...(graph.get(node) ?? [])].includes(node)) cycles.push(part.sort())
  }
  for (const node of graph.keys()) if (!index.has(node)) connect(node)
  return cycles
}

/** A domain's declaration: the names on its line, null without one, 'several' with more than one. */
function declarationOf(context: string | null): string[] | null | 'several' {
  const lines = [...(context ?? '').matchAll(DECLARATION)]
  if (lines.length > 1) return 'several'
  return lines[0] ? (lines[0][1] as string).split(', ') : null
}

/**
 * Every breach of the rules for domains with these declarations and these actual imports (each
 * domain's targets, with the files that import them).
 */
function graphProblems(
  declared: Map<string, string[] | null | 'several'>,
  actual: Map<string, Map<string, string[]>>,
): string[] {
  const problems: string[] = []
  const domains = new Set(declared.keys())
  const known = (name: string) =>
    name === 'platform' || domains.has(name) || configuration.has(name)
  const lines = new Map<string, string[]>()
  for (const [domain, names] of declared) {
    if (names === null) problems.push(`${domain}: its CONTEXT.md has no "May depend on: …" line`)
    else if (names === 'several') problems.push(`${domain}: its CONTEXT.md has several lines`)
    else {
      if (names[0] !== 'platform') problems.push(`${domain}: the line starts with platform`)
      for (const name of names.filter((name) => !known(name)))
        problems.push(`${domain}: declares ${name}, which is neither a domain nor the platform`)
      lines.set(domain, names)
    }
  }
  for (const [domain, targets] of actual) {
    const names = lines.get(domain)
    if (!names) continue
    for (const [target, files] of targets)
      if (!names.includes(target))
        problems.push(`${domain}: imports ${target}, not declared (${files.join(', ')})`)
    for (const name of names)
      if (name !== 'platform' && !targets.has(name))
        problems.push(`${domain}: declares ${name}, which nothing in it imports`)
  }
  const onlyDomains = (names: Iterable<string>) => [...names].filter((name) => domains.has(name))
  const declaredGraph = new Map([...lines].map(([domain, names]) => [domain, onlyDomains(names)]))
  const actualGraph = new Map(
    [...actual].map(([domain, targets]) => [domain, onlyDomains(targets.keys())]),
  )
  for (const cycle of cyclesOf(declaredGraph))
    problems.push(`the declared graph has a cycle: ${cycle.join(' ↔ ')}`)
  for (const cycle of cyclesOf(actualGraph))
    problems.push(`the imports have a cycle: ${cycle.join(' ↔ ')}`)
  return problems
}

const domains = fs
  .readdirSync(lib, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'platform')
  .map((entry) => entry.name)

const declared = new Map(
  domains.map((domain) => {
    const file = path.join(lib, domain, 'CONTEXT.md')
    return [domain, declarationOf(fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null)]
  }),
)

/** Every file of src/lib/ with its imports. */
const sources = new Map(
  listFiles(lib).map((file) => [file, importsOf(file, fs.readFileSync(file, 'utf8'))]),
)

function actualImports(folders: string[]): Map<string, Map<string, string[]>> {
  const actual = new Map<string, Map<string, string[]>>()
  for (const folder of folders) {
    const targets = new Map<string, string[]>()
    for (const [file, imports] of sources) {
      if (!file.startsWith(path.join(lib, folder) + path.sep)) continue
      for (const found of imports) {
        const target = targetOf(file, found)
        if (target === null) continue
        const files = targets.get(target) ?? []
        const name = path.relative(lib, file)
        if (!files.includes(name)) files.push(name)
        targets.set(target, files)
      }
    }
    actual.set(folder, targets)
  }
  return actual
}

function resolveFile(from: string, specifier: string): string | null {
  let base: string
  if (specifier.startsWith('@/')) base = path.join(src, specifier.slice(2))
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier)
  else return null
  const candidates = [
    base,
    ...extensions.map((extension) => base + extension),
    ...extensions.map((extension) => path.join(base, `index${extension}`)),
  ]
  return candidates.find((candidate) => sources.has(candidate)) ?? null
}

describe('the domain graph', () => {
  const actual = actualImports(domains)

  it('reads the domains and their imports (a guard against a reader that finds nothing)', () => {
    expect(domains.length).toBeGreaterThan(15)
    expect(sources.size).toBeGreaterThan(200)
    expect(actual.get('seo')?.get('content')).toContain('seo/sitemap.ts')
    expect(actual.get('seed')?.get('@payload-config')).toContain('seed/bootstrap.ts')
  })

  it('has a declaration line in every domain, declares only what is imported, imports only what is declared, has no cycle', () => {
    expect(graphProblems(declared, actual)).toEqual([])
  })

  it('keeps the platform out of every domain', () => {
    const platform = actualImports(['platform']).get('platform')!
    expect([...platform.keys()].filter((target) => domains.includes(target))).toEqual([])
  })

  it('has no import cycle between the files of src/lib/', () => {
    const files = new Map(
      [...sources].map(([file, imports]) => [
        file,
        imports
          .map(({ specifier }) => resolveFile(file, specifier))
          .filter((target): target is string => target !== null),
      ]),
    )
    const cycles = cyclesOf(files)
      .map((cycle) => cycle.map((file) => path.relative(lib, file)).join(' ↔ '))
      .filter((cycle) => !(cycle in allowedFileCycles))
    expect(cycles).toEqual([])
  })
})

describe('the checks themselves', () => {
  it('read every kind of import, relative paths leaving the folder included', () => {
    const file = path.join(lib, 'alpha', 'x.ts')
    const text = [
      "import { a } from '@/lib/beta'",
      "import type { B } from '@/lib/gamma/server'",
      "export { c } from '../delta/c'",
      "export * from './own'",
      "const e = await import('@/lib/epsilon')",
      "type Z = typeof import('../zeta')",
      "import { type T } from '@/collections/Pages'",
      "import { v } from '@/access'",
      "import { locales } from '@/i18n/locales'",
      "import fr from '../../../messages/fr.json'",
      "import { z } from 'zod'",
    ].join('\n')
    const targets = importsOf(file, text).map((found) => targetOf(file, found))
    expect(targets).toEqual([
      'beta',
      'gamma',
      'delta',
      null,
      'epsilon',
      'zeta',
      null,
      '@/access',
      null,
      null,
      null,
    ])
  })

  it('fail on an undeclared import, a stale or unknown declaration, a missing line and cycles', () => {
    const declarations = new Map<string, string[] | null | 'several'>([
      ['a', declarationOf('Words.\n\nMay depend on: platform, b.\n')],
      ['b', declarationOf('May depend on: platform, a, nowhere.')],
      ['c', declarationOf('May depend on the platform and `a`.')],
    ])
    const imports = new Map([
      [
        'a',
        new Map([
          ['b', ['a/x.ts']],
          ['c', ['a/y.ts']],
        ]),
      ],
      ['b', new Map([['platform', ['b/z.ts']]])],
      ['c', new Map([['a', ['c/w.ts']]])],
    ])
    expect(graphProblems(declarations, imports)).toEqual([
      'b: declares nowhere, which is neither a domain nor the platform',
      'c: its CONTEXT.md has no "May depend on: …" line',
      'a: imports c, not declared (a/y.ts)',
      'b: declares a, which nothing in it imports',
      'b: declares nowhere, which nothing in it imports',
      'the declared graph has a cycle: a ↔ b',
      'the imports have a cycle: a ↔ c',
    ])
  })

  it('find a cycle between files, a file importing itself included', () => {
    const graph = new Map([
      ['provider.ts', ['stripe-provider.ts']],
      ['stripe-provider.ts', ['provider.ts', 'status.ts']],
      ['status.ts', []],
      ['self.ts', ['self.ts']],
    ])
    expect(cyclesOf(graph)).toEqual([['provider.ts', 'stripe-provider.ts'], ['self.ts']])
  })
})
