/**
 * The docs a newcomer reads stay short (issue 51): the README within five minutes' reading, each
 * decision record a page of context, decision and consequences, every record listed in the index.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const root = process.cwd()
const decisions = path.join(root, 'docs/decisions')
const lines = (file: string) => readFileSync(file, 'utf8').trimEnd().split('\n')

describe('docs shape', () => {
  it('the README has at most 200 lines, none over 300 characters', () => {
    const readme = lines(path.join(root, 'README.md'))
    expect(readme.length).toBeLessThanOrEqual(200)
    expect(readme.filter((line) => line.length > 300)).toEqual([])
  })

  const records = readdirSync(decisions).filter((name) => /^\d{4}-.+\.md$/.test(name))

  it('each decision record has at most 25 lines', () => {
    const long = records
      .map((name) => ({ name, count: lines(path.join(decisions, name)).length }))
      .filter(({ count }) => count > 25)
    expect(long).toEqual([])
  })

  it('the index lists every record', () => {
    const index = readFileSync(path.join(decisions, 'README.md'), 'utf8')
    expect(records.filter((name) => !index.includes(`(${name})`))).toEqual([])
  })
})
