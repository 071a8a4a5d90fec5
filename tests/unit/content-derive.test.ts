import { describe, expect, it } from 'vitest'

import {
  excerptOf,
  numberedSlug,
  readingMinutes,
  SLUG_MAX_LENGTH,
  slugify,
} from '@/lib/content/derive'

import { richText } from '../factories/richtext'

describe('slugify', () => {
  it('folds accents and turns apostrophes and spaces into dashes', () => {
    expect(slugify('Sylvothérapie à l’Aigoual')).toBe('sylvotherapie-a-l-aigoual')
    expect(slugify("Sylvothérapie à l'Aigoual")).toBe('sylvotherapie-a-l-aigoual')
    expect(slugify('  Œuvre des Cévennes — « forêt » !  ')).toBe('oeuvre-des-cevennes-foret')
    expect(slugify('Straße')).toBe('strasse')
  })

  it('stays within the length, cut between words', () => {
    const slug = slugify('hêtraie '.repeat(40))
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH)
    expect(slug).toMatch(/^(hetraie-)*hetraie$/)
    expect(numberedSlug(slug, 12).length).toBeLessThanOrEqual(SLUG_MAX_LENGTH)
    expect(numberedSlug(slug, 12)).toMatch(/-12$/)
    expect(numberedSlug('aigoual', 1)).toBe('aigoual')
  })
})

describe('readingMinutes', () => {
  const words = (count: number) => Array.from({ length: count }, () => 'arbre').join(' ')
  it('counts about 200 words a minute, at least one', () => {
    expect(readingMinutes(richText('Un mot.'))).toBe(1)
    expect(readingMinutes(richText(words(450)))).toBe(2)
    expect(readingMinutes(richText(words(1000)))).toBe(5)
  })
  it('gives nothing for an empty body', () => {
    expect(readingMinutes(null)).toBeNull()
    expect(readingMinutes(richText('  '))).toBeNull()
  })
})

describe('excerptOf', () => {
  it('keeps a short body whole and cuts a long one between words', () => {
    expect(excerptOf(richText('La forêt respire.'), 300)).toBe('La forêt respire.')
    const long = excerptOf(richText('châtaignier '.repeat(60)), 100) ?? ''
    expect(long.length).toBeLessThanOrEqual(100)
    expect(long).toMatch(/châtaignier…$/)
  })
})
