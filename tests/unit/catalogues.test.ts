/** Every UI string exists in the five catalogues, with the same placeholders (issue: five languages). */
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { locales } from '@/i18n/locales'

type Tree = { [key: string]: string | Tree }

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') entries.set(name, value)
    else for (const [child, text] of flatten(value, name)) entries.set(child, text)
  }
  return entries
}

function load(locale: string): Map<string, string> {
  return flatten(
    JSON.parse(
      fs.readFileSync(path.join(import.meta.dirname, '../../messages', `${locale}.json`), 'utf8'),
    ) as Tree,
  )
}

/** Top-level argument names of an ICU message ({brand}, {count, plural, …}). */
function placeholders(message: string): string[] {
  const names = new Set<string>()
  let depth = 0
  for (let index = 0; index < message.length; index += 1) {
    const char = message[index]
    if (char === '{') {
      if (depth === 0) {
        const match = /^\{\s*([a-zA-Z0-9_]+)/.exec(message.slice(index))
        if (match?.[1]) names.add(match[1])
      }
      depth += 1
    } else if (char === '}') depth -= 1
  }
  return [...names].sort()
}

const french = load('fr')

describe.each(locales.filter((locale) => locale !== 'fr'))('catalogue %s', (locale) => {
  const catalogue = load(locale)

  it('has exactly the keys of the French catalogue', () => {
    const missing = [...french.keys()].filter((key) => !catalogue.has(key))
    const extra = [...catalogue.keys()].filter((key) => !french.has(key))
    expect({ missing, extra }).toEqual({ missing: [], extra: [] })
  })

  it('keeps every placeholder and leaves no string empty', () => {
    for (const [key, text] of french) {
      const translated = catalogue.get(key) ?? ''
      expect(translated.trim(), `${locale}:${key} is empty`).not.toBe('')
      expect(placeholders(translated), `${locale}:${key}`).toEqual(placeholders(text))
    }
  })
})

it('the French catalogue has no empty string', () => {
  for (const [key, text] of french) expect(text.trim(), key).not.toBe('')
})
