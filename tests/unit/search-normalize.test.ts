import { describe, expect, it } from 'vitest'

import { MAX_RESULTS, normalizeForSearch, searchPages } from '@/lib/search/normalize'

describe('normalizeForSearch', () => {
  it('ignores case, accents and ligatures', () => {
    expect(normalizeForSearch('Sylvothérapie')).toBe('sylvotherapie')
    expect(normalizeForSearch('  Cœur des CÉVENNES ')).toBe('coeur des cevennes')
    expect(normalizeForSearch('Straße')).toBe('strasse')
  })
})

describe('searchPages', () => {
  const pages = [
    {
      href: '/cgv',
      title: 'Conditions générales de vente',
      description: 'Abonnement, rétractation',
    },
    { href: '/', title: 'Sylvothérapie en Cévennes', description: 'Bains de forêt' },
    { href: '/videos', title: 'Vidéos', description: 'Bains de forêt guidés en Cévennes' },
  ]

  it('finds accented words written without accents, titles first', () => {
    expect(searchPages(pages, 'cevennes').map((page) => page.href)).toEqual(['/', '/videos'])
    expect(searchPages(pages, 'retractation').map((page) => page.href)).toEqual(['/cgv'])
  })

  it('needs every word, and trims the term', () => {
    expect(searchPages(pages, '  bains   guidés ').map((page) => page.href)).toEqual(['/videos'])
    expect(searchPages(pages, '   ')).toEqual([])
  })

  it('returns at most eight results', () => {
    const many = Array.from({ length: 20 }, (_, index) => ({
      href: `/p${index}`,
      title: `Forêt ${index}`,
      description: '',
    }))
    expect(searchPages(many, 'foret')).toHaveLength(MAX_RESULTS)
  })
})
