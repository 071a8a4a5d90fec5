import { describe, expect, it } from 'vitest'

import fr from '../../messages/fr.json'
import en from '../../messages/en.json'
import es from '../../messages/es.json'
import de from '../../messages/de.json'
import nl from '../../messages/nl.json'
import { isCommonPassword } from '@/lib/auth/password-policy'
import { passwordStrength, STRENGTHS, strengthOfScore } from '@/lib/auth/password-strength'

describe('strengthOfScore (zxcvbn score → the hint)', () => {
  it('tells 0 and 1 weak, 2 fair, 3 good, 4 strong', () => {
    expect(([0, 1, 2, 3, 4] as const).map(strengthOfScore)).toEqual([
      'weak',
      'weak',
      'fair',
      'good',
      'strong',
    ])
  })
})

describe('passwordStrength (what the new-password fields show)', () => {
  it('says nothing while the field is empty', () => {
    expect(passwordStrength('')).toBeNull()
  })

  it('tells weak whatever the policy refuses, and what is too short', () => {
    for (const password of ['aaaaaa', 'sylva2026', 'azerty', 'motdepasse', '123123', 'abc'])
      expect(passwordStrength(password), password).toBe('weak')
    expect(isCommonPassword('camille1990x', { name: 'Camille Durand' })).toBe(true)
    expect(passwordStrength('camille1990x', { name: 'Camille Durand' })).toBe('weak')
  })

  it('grows with what a guesser would have to try', () => {
    expect(passwordStrength('Tilleul7')).toBe('fair')
    expect(passwordStrength('Tilleul#9')).toBe('good')
    expect(passwordStrength('mousse sous les châtaigniers du causse')).toBe('strong')
  })

  it('counts the account’s own words as guessable', () => {
    expect(passwordStrength('durandmarie7')).toBe('good')
    expect(passwordStrength('durandmarie7', { name: 'Marie Durand' })).toBe('weak')
    expect(passwordStrength('durandmarie7', { email: 'marie.durand@example.org' })).toBe('weak')
  })
})

describe('the strength labels', () => {
  it('exist in every language, with the French colon rule', () => {
    for (const [locale, messages] of Object.entries({ fr, en, es, de, nl })) {
      const strength = (messages.auth as { strength?: Record<string, string> }).strength
      expect(strength, locale).toBeDefined()
      for (const key of ['label', ...STRENGTHS])
        expect(strength?.[key], `${locale} ${key}`).toBeTruthy()
      expect(strength!.label).toContain('{level}')
      if (locale === 'fr') expect(strength!.label).toMatch(/\u00a0:/)
      else expect(strength!.label).not.toMatch(/\u00a0|\u202f/)
    }
  })
})
