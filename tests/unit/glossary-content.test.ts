/**
 * The launch translation glossary's strict reader (src/lib/seed/translation-glossary.ts): the file as
 * shipped reads, and what would make two terms compete or a rendering mean nothing is refused with
 * the file's name.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { glossaryFile, readGlossaryTerms } from '@/lib/seed/translation-glossary'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sylva-glossary-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

function fileWith(terms: unknown): string {
  const file = path.join(dir, `glossary-${Math.random().toString(36).slice(2)}.json`)
  fs.writeFileSync(file, JSON.stringify(terms))
  return file
}

describe('the launch glossary file', () => {
  it('reads: at least 40 terms, the brand among them, kept in every language', () => {
    const terms = readGlossaryTerms()
    expect(terms.length).toBeGreaterThanOrEqual(40)
    expect(terms.find((term) => term.source === 'Sylva Cévennes')).toEqual({
      source: 'Sylva Cévennes',
      note: expect.any(String),
    })
    expect(glossaryFile).toMatch(/content\/glossary\/glossary\.json$/)
  })

  it.each([
    [
      'the same term twice, in another case or with the other apostrophe',
      [{ source: "Coin d'assise" }, { source: 'coin d’assise' }],
      /is the same term as/,
    ],
    ['a rendering repeating the French', [{ source: 'Tarn', en: 'Tarn' }], /repeats the French/],
    ['an empty rendering', [{ source: 'Tarn', de: ' ' }], /empty/],
    ['an unknown field', [{ source: 'Tarn', it: 'Tarn' }], /unknown field "it"/],
    ['spaces around a term', [{ source: 'Tarn ' }], /spaces around it/],
    ['a tab inside a term', [{ source: 'Tarn\tJonte' }], /tab or a line break/],
    ['a term too long for the collection', [{ source: 'a'.repeat(201) }], /longer than 200/],
    ['anything but a list', { source: 'Tarn' }, /list of terms/],
  ])('refuses %s', (_, terms, problem) => {
    const file = fileWith(terms)
    expect(() => readGlossaryTerms(file)).toThrow(problem)
    expect(() => readGlossaryTerms(file)).toThrow(path.basename(file))
  })
})
