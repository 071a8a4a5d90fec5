/**
 * Every page route declares its caching (src/lib/platform/http/page-caching.ts) as the first thing
 * its page does, in plain words the test can read: `privatePage()` or `publicPage({ reads: […],
 * members: … })` with literal values. A page whose code reads the signed-in account (the modules
 * it imports, followed through the source tree) is not shared among members: it is private, or
 * public for visitors with `members: 'account'`; one that sends visitors to sign in is private.
 * The server's page cache keeps only what a render declared (tests/unit/page-cache.test.ts).
 */
import fs from 'node:fs'
import path from 'node:path'

import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const src = path.join(root, 'src')
const frontend = path.join(src, 'app/(frontend)')
const extensions = ['.ts', '.tsx', '.mjs']

/** Calls that read the signed-in account, and those that send a visitor to sign in. */
const ACCOUNT_READERS = new Set(['getSessionAccount', 'getOwnAccount', 'accountOfRequest'])
const SIGN_IN_GUARDS = new Set(['requireAccount', 'requireMember', 'requireStaff'])
/**
 * Modules whose account reads a shared render never reaches, each with its reason. The account
 * modules themselves define the readers; the library reads the account only for a draft preview,
 * whose cookie keeps the request out of every cache (server/page-cache.ts › pageRequest).
 */
const exempt: Record<string, string> = {
  'lib/auth/viewer.ts': 'defines the readers',
  'lib/auth/guard.ts': 'defines the guards',
  'lib/content/library.ts': 'draft previews only',
}

type Declaration =
  { kind: 'private' } | { kind: 'public'; reads: string[]; members: 'audience' | 'account' }

function pageFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return pageFiles(full)
    return entry.name === 'page.tsx' ? [full] : []
  })
}

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
}

/** The page's declaration, read from the first statement of its default export, or an error. */
export function declarationOf(source: ts.SourceFile): Declaration | string {
  const page = source.statements.find(
    (statement): statement is ts.FunctionDeclaration =>
      ts.isFunctionDeclaration(statement) &&
      Boolean(statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword)),
  )
  const first = page?.body?.statements[0]
  if (!first || !ts.isExpressionStatement(first) || !ts.isCallExpression(first.expression))
    return 'the default export does not begin with its declaration'
  const call = first.expression
  const name = call.expression.getText(source)
  if (name === 'privatePage' && call.arguments.length === 0) return { kind: 'private' }
  const options = call.arguments[0]
  if (
    name !== 'publicPage' ||
    call.arguments.length !== 1 ||
    !options ||
    !ts.isObjectLiteralExpression(options)
  )
    return `not a declaration: ${call.getText(source)}`
  const declaration: Declaration = { kind: 'public', reads: [], members: 'account' }
  let members: string | null = null
  for (const property of options.properties) {
    if (!ts.isPropertyAssignment(property)) return 'options are not plain values'
    const key = property.name.getText(source)
    const value = property.initializer
    if (key === 'members' && ts.isStringLiteral(value)) members = value.text
    else if (
      key === 'reads' &&
      ts.isArrayLiteralExpression(value) &&
      value.elements.every(ts.isStringLiteral)
    )
      declaration.reads = value.elements.map((element) => (element as ts.StringLiteral).text)
    else return `option ${key} is not a literal the test can read`
  }
  if (members !== 'audience' && members !== 'account') return 'members is audience or account'
  declaration.members = members
  return declaration
}

/** The file an import specifier names inside src/, or null (a package). */
function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(src, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null
  if (!base) return null
  for (const candidate of [
    base,
    ...extensions.map((ext) => base + ext),
    ...extensions.map((ext) => path.join(base, `index${ext}`)),
  ])
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate
  return null
}

/**
 * The value imports and the called names of one file. A file of server actions (`'use server'`)
 * runs when a form is sent, never while a page renders: it is not followed.
 */
function read(file: string): { imports: string[]; calls: Set<string> } {
  const source = parse(file)
  const imports: string[] = []
  const calls = new Set<string>()
  const first = source.statements[0]
  if (
    first &&
    ts.isExpressionStatement(first) &&
    first.expression.getText(source) === "'use server'"
  )
    return { imports, calls }
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      !(ts.isImportDeclaration(node) ? node.importClause?.isTypeOnly : node.isTypeOnly)
    )
      imports.push(node.moduleSpecifier.text)
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    )
      imports.push(node.arguments[0].text)
    else if (ts.isCallExpression(node) && ts.isIdentifier(node.expression))
      calls.add(node.expression.text)
    ts.forEachChild(node, visit)
  }
  visit(source)
  return { imports, calls }
}

const cache = new Map<string, ReturnType<typeof read>>()

/** The names called anywhere in the code the page imports, by the file that calls them. */
function reachableCalls(page: string): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>()
  const seen = new Set<string>()
  const queue = [page]
  while (queue.length > 0) {
    const file = queue.pop() as string
    if (seen.has(file)) continue
    seen.add(file)
    const { imports, calls } = cache.get(file) ?? read(file)
    cache.set(file, { imports, calls })
    const relative = path.relative(src, file)
    if (!(relative in exempt)) found.set(relative, calls)
    for (const specifier of imports) {
      const target = resolve(file, specifier)
      if (target) queue.push(target)
    }
  }
  return found
}

function callersOf(calls: Map<string, Set<string>>, names: Set<string>): string[] {
  return [...calls]
    .filter(([, called]) => [...called].some((name) => names.has(name)))
    .map(([file]) => file)
}

describe('every page route declares its caching', () => {
  const pages = pageFiles(frontend)

  it('finds the page routes', () => {
    expect(pages.length).toBeGreaterThan(40)
  })

  for (const file of pages) {
    const route = path.relative(frontend, path.dirname(file)) || '.'
    it(route, () => {
      const declaration = declarationOf(parse(file))
      expect(typeof declaration === 'string' ? declaration : 'declared').toBe('declared')
      if (typeof declaration === 'string') return
      const calls = reachableCalls(file)
      const guards = callersOf(calls, SIGN_IN_GUARDS)
      if (guards.length > 0)
        expect({ route, guards, declaration }).toMatchObject({ declaration: { kind: 'private' } })
      const readers = callersOf(calls, ACCOUNT_READERS)
      if (readers.length > 0 && declaration.kind === 'public')
        expect({ route, readers, members: declaration.members }).toMatchObject({
          members: 'account',
        })
    })
  }
})

describe('what the test reads', () => {
  const source = (text: string) =>
    ts.createSourceFile('page.tsx', text, ts.ScriptTarget.Latest, true)

  it('refuses a page without its declaration first, or with values it cannot read', () => {
    for (const text of [
      'export default function Page() { return null }',
      'export default function Page() { const a = 1; privatePage() }',
      'export default function Page() { publicPage({ members }) }',
      "export default function Page() { publicPage({ reads: LIST, members: 'audience' }) }",
      "export default function Page() { publicPage({ members: 'everyone' }) }",
      'export default function Page() { privatePage(true) }',
    ])
      expect(typeof declarationOf(source(text)), text).toBe('string')
  })

  it('reads the two kinds', () => {
    expect(declarationOf(source('export default async function P() { privatePage() }'))).toEqual({
      kind: 'private',
    })
    expect(
      declarationOf(
        source("export default function P() { publicPage({ reads: ['q'], members: 'audience' }) }"),
      ),
    ).toEqual({ kind: 'public', reads: ['q'], members: 'audience' })
  })
})
