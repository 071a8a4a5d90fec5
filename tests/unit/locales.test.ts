import { describe, expect, it } from 'vitest'

import { defaultLocale, isLocale, localeLabels, locales, toLocale } from '@/i18n/locales'

describe('locales', () => {
  it('lists French first, then the four other languages', () => {
    expect(locales).toEqual(['fr', 'en', 'es', 'de', 'nl'])
    expect(defaultLocale).toBe('fr')
  })

  it('names each language in itself', () => {
    expect(Object.keys(localeLabels)).toEqual([...locales])
    expect(localeLabels.de).toBe('Deutsch')
  })

  it.each(['fr', 'en', 'es', 'de', 'nl'])('accepts %s', (value) => {
    expect(isLocale(value)).toBe(true)
    expect(toLocale(value)).toBe(value)
  })

  it.each(['', 'FR', 'it', 'en-US', null, undefined, 42, '<script>'])(
    'falls back to French for %s',
    (value) => {
      expect(isLocale(value)).toBe(false)
      expect(toLocale(value)).toBe('fr')
    },
  )
})
