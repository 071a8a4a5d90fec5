/**
 * Real visitors' Core Web Vitals, the pure parts (src/lib/vitals): which kind of page an address is,
 * the 75th percentile as CrUX computes it, and where a figure stands against Google's thresholds.
 */
import { describe, expect, it } from 'vitest'

import { p75, pageTypeOf, ratingOf } from '@/lib/vitals/kinds'

describe('page kinds', () => {
  it('names each visible address by its kind, never keeping the address', () => {
    expect(pageTypeOf('/')).toBe('home')
    expect(pageTypeOf('/articles')).toBe('list')
    expect(pageTypeOf('/routines')).toBe('list')
    expect(pageTypeOf('/articles/bains-de-foret')).toBe('article')
    expect(pageTypeOf('/conseils/ecouter-le-vent')).toBe('article')
    expect(pageTypeOf('/videos/la-hetraie')).toBe('video')
    expect(pageTypeOf('/formations/initiation/module/premier-pas')).toBe('formation')
    expect(pageTypeOf('/calendrier-foret')).toBe('calendar')
    expect(pageTypeOf('/tests-personnalite/arbre')).toBe('test')
    expect(pageTypeOf('/membre/profil')).toBe('account')
    expect(pageTypeOf('/politique-cookies')).toBe('legal')
    expect(pageTypeOf('/une-page-inconnue')).toBe('other')
  })
})

describe('p75', () => {
  it('is the nearest-rank 75th percentile, null for no value', () => {
    expect(p75([])).toBeNull()
    expect(p75([5])).toBe(5)
    expect(p75([4000, 1000, 3000, 2000])).toBe(3000)
    expect(p75(Array.from({ length: 100 }, (_, i) => i + 1))).toBe(75)
  })

  it('rates a figure good, to improve or poor at Google’s thresholds', () => {
    expect(ratingOf('LCP', 2500)).toBe('good')
    expect(ratingOf('LCP', 2501)).toBe('needs-improvement')
    expect(ratingOf('INP', 501)).toBe('poor')
    expect(ratingOf('CLS', 0.1)).toBe('good')
    expect(ratingOf('CLS', 0.26)).toBe('poor')
  })
})
