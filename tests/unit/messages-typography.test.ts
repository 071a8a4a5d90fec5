/**
 * French puts a space before : ; ! ? — English, Spanish, German and Dutch never do (issue 48 item 11,
 * « Status : Free »). Checked in the catalogues and in the text components write themselves.
 */
import fs from 'node:fs'
import path from 'node:path'

import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const root = path.join(import.meta.dirname, '../..')

type Tree = { [key: string]: string | Tree }

function flatten(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const name = prefix ? `${prefix}.${key}` : key
    return typeof value === 'string' ? [[name, value] as [string, string]] : flatten(value, name)
  })
}

/** A space of any kind (normal, non-breaking, narrow) right before the punctuation (ICU's `::` aside). */
const frenchSpacing = /[\s\u00a0\u202f](?:[;!?]|:(?!:))/

describe('the catalogues other than French', () => {
  for (const locale of ['en', 'es', 'de', 'nl']) {
    it(`${locale}: no space before : ; ! ?`, () => {
      const catalogue = JSON.parse(
        fs.readFileSync(path.join(root, 'messages', `${locale}.json`), 'utf8'),
      ) as Tree
      const leaks = flatten(catalogue).filter(([, text]) => frenchSpacing.test(text))
      expect(leaks).toEqual([])
    })
  }

  it('the check finds French spacing when there is some', () => {
    expect(frenchSpacing.test('Status : Free')).toBe(true)
    expect(frenchSpacing.test('Status\u00a0: Free')).toBe(true)
    expect(frenchSpacing.test('Ready? Yes: go; now!')).toBe(false)
    expect(frenchSpacing.test('{n, number, ::group-off} m')).toBe(false)
  })
})

function sourceFiles(directory: string): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx$/.test(entry.name) ? [full] : []
  })
}

/**
 * Punctuation that components put between two translated parts (`{label} : {value}`): it would show
 * in every language. Only the staff's admin screens, French by design, may write French text.
 */
function spacedPunctuation(file: string, text = fs.readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX)
  const found: string[] = []
  const check = (text: string) => {
    if (/(^|[^\s])[\s\u00a0\u202f]+[:;!?](\s|$)/.test(text)) found.push(text.trim())
  }
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) check(node.text)
    if (
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isNoSubstitutionTemplateLiteral(node)
    )
      check(node.text)
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

describe('components', () => {
  const files = [
    ...sourceFiles(path.join(root, 'src/components')),
    ...sourceFiles(path.join(root, 'src/app/(frontend)')),
  ].filter((file) => !file.includes(`${path.sep}admin${path.sep}`))

  it('write no space before : ; ! ? themselves (the catalogues carry it in French)', () => {
    const leaks = files.flatMap((file) =>
      spacedPunctuation(file).map((text) => `${path.relative(root, file)}: ${text}`),
    )
    expect(leaks).toEqual([])
  }, 60_000)

  it('the check finds a hard-coded colon between two parts, and not a ternary', () => {
    const sample = 'export const A = ({ a, b }: P) => <p>{a} : {b}{`${a} : ${b}`}{a ? b : a}</p>'
    expect(spacedPunctuation('sample.tsx', sample)).toEqual([':', ':'])
  })
})

describe('German altitudes', () => {
  it('write « 1400 m », as the entries do, not « 1.400 m »', async () => {
    const { createTranslator } = await import('next-intl')
    const messages = JSON.parse(fs.readFileSync(path.join(root, 'messages/de.json'), 'utf8'))
    const t = createTranslator({ locale: 'de', messages, namespace: 'calendar.detail' })
    expect(t('altitudeValue', { min: 1400, max: 1500 })).toBe('von 1400 bis 1500 m')
  })
})
