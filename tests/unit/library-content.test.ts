/**
 * The launch library as written: every document complete in five languages, within the limits, with
 * a real mix of access levels and the committed clips the seed uploads.
 */
import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

import { locales } from '@/i18n/locales'
import { renderIllustrationSvg } from '@/lib/seed/illustrations'
import { clipFile, parseFrontMatter, readLibrary } from '@/lib/seed/library-content'

const library = readLibrary()
const ofType = (type: string) => library.filter((entry) => entry.type === type)

describe('launch library', () => {
  it('has the issue’s minimum of each type', () => {
    expect(ofType('articles').length).toBeGreaterThanOrEqual(8)
    expect(ofType('videos').length).toBeGreaterThanOrEqual(6)
    expect(ofType('formations').length).toBeGreaterThanOrEqual(3)
    expect(ofType('routines').length).toBeGreaterThanOrEqual(10)
    expect(ofType('discoveries').length).toBeGreaterThanOrEqual(6)
    for (const formation of ofType('formations')) {
      expect(formation.modules.length).toBeGreaterThanOrEqual(4)
      expect(formation.modules.length).toBeLessThanOrEqual(6)
    }
  })

  it('mixes free, members-only and premium documents', () => {
    const levels = new Set(library.map((entry) => entry.access))
    expect([...levels].sort()).toEqual(['free', 'members', 'premium'])
  })

  it('is translated: each language has its own text, not a copy of the French', () => {
    for (const entry of library) {
      for (const locale of locales.filter((code) => code !== 'fr')) {
        expect(entry.texts[locale].title, `${entry.slug} ${locale}`).not.toBe(entry.texts.fr.title)
        expect(entry.texts[locale].body, `${entry.slug} ${locale}`).not.toBe(entry.texts.fr.body)
      }
    }
  })

  it('has a committed clip for every video and module medium', () => {
    for (const entry of library) {
      if (entry.type === 'videos') expect(fs.existsSync(clipFile(entry)), entry.slug).toBe(true)
      for (const courseModule of entry.modules) {
        if (courseModule.media)
          expect(fs.existsSync(clipFile(entry, courseModule)), courseModule.id).toBe(true)
      }
    }
  })

  it('has no placeholder text', () => {
    const text = JSON.stringify(library)
    expect(text).not.toMatch(/lorem ipsum/i)
    expect(text).not.toMatch(/\bTODO\b|\bArticle 1\b|\bFIXME\b/)
  })

  it('draws a deterministic illustration for each document', () => {
    const entry = library[0]!
    const first = renderIllustrationSvg(entry.illustration, entry.slug)
    expect(first).toBe(renderIllustrationSvg(entry.illustration, entry.slug))
    expect(first).toMatch(/^<svg[^>]+width="1600"/)
  })
})

describe('parseFrontMatter', () => {
  it('reads key: value lines and the body', () => {
    expect(
      parseFrontMatter('---\ntitle: Le Tarn: source\nexcerpt: x\n---\n\nCorps', 'f.md'),
    ).toEqual({
      fields: { title: 'Le Tarn: source', excerpt: 'x' },
      body: 'Corps',
    })
  })

  it('refuses a file without front matter', () => {
    expect(() => parseFrontMatter('Corps', 'f.md')).toThrow(/front matter/)
  })
})
