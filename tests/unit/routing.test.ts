import { describe, expect, it } from 'vitest'

import { absoluteUrl, languageAlternates, localeFromSearch, localizedHref } from '@/i18n/routing'

describe('localizedHref', () => {
  it('leaves French paths bare and adds ?lang= for the other languages', () => {
    expect(localizedHref('/articles', 'fr')).toBe('/articles')
    expect(localizedHref('/articles', 'nl')).toBe('/articles?lang=nl')
  })

  it('keeps other parameters and the hash, and replaces an existing lang', () => {
    expect(localizedHref('/auth?tab=signup', 'de')).toBe('/auth?tab=signup&lang=de')
    expect(localizedHref('/#tarifs', 'es')).toBe('/?lang=es#tarifs')
    expect(localizedHref('/contact?lang=en', 'fr')).toBe('/contact')
  })

  it('leaves external and protocol links alone', () => {
    expect(localizedHref('https://www.cnil.fr', 'en')).toBe('https://www.cnil.fr')
    expect(localizedHref('mailto:bonjour@sylva-cevennes.fr', 'en')).toBe(
      'mailto:bonjour@sylva-cevennes.fr',
    )
  })
})

describe('localeFromSearch', () => {
  it.each([
    ['en', 'en'],
    ['nl', 'nl'],
    [null, 'fr'],
    ['', 'fr'],
    ['xx', 'fr'],
    ['EN', 'fr'],
    ['<script>', 'fr'],
    ['a'.repeat(5000), 'fr'],
  ])('reads %j as %s', (value, expected) => {
    expect(localeFromSearch(value)).toBe(expected)
  })
})

describe('alternates', () => {
  it('give an absolute URL per language and x-default in French', () => {
    expect(absoluteUrl('https://s.fr', '/cgv', 'es')).toBe('https://s.fr/cgv?lang=es')
    expect(languageAlternates('https://s.fr', '/')).toEqual({
      fr: 'https://s.fr/',
      en: 'https://s.fr/?lang=en',
      es: 'https://s.fr/?lang=es',
      de: 'https://s.fr/?lang=de',
      nl: 'https://s.fr/?lang=nl',
      'x-default': 'https://s.fr/',
    })
  })
})
