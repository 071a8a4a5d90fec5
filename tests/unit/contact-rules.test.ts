/**
 * The contact form's rules (docs/behaviour.md › Contact form), shared by the browser and the
 * server, with their French messages.
 */
import { describe, expect, it } from 'vitest'

import fr from '../../messages/fr.json'
import { fieldErrors } from '@/lib/auth/schemas'
import { contactSchema, hasOwnMessage, messageFingerprint } from '@/lib/contact/schema'
import { cleanLine, cleanText } from '@/lib/platform/text/clean'

const valid = {
  name: 'Élodie Martin',
  email: 'elodie@example.org',
  subject: '',
  message: 'Bonjour, je voudrais réserver un bain de forêt.',
  website: '',
}

/** The French message the reader sees for one field, or undefined when it passes. */
function messageFor(field: string, value: unknown): string | undefined {
  const parsed = contactSchema.safeParse({ ...valid, [field]: value })
  if (parsed.success) return undefined
  const key = fieldErrors(parsed.error)[field]
  if (!key) return undefined
  const [group, name] = key.split('.') as ['validation', keyof typeof fr.contactForm.validation]
  expect(group).toBe('validation')
  return fr.contactForm.validation[name]
}

describe('contact form rules', () => {
  it('accepts a complete message and trims, lower-cases and cleans it', () => {
    const parsed = contactSchema.parse({
      ...valid,
      name: '  Jean-Pierre   d’Aigoual ',
      email: '  Jean.Pierre+Foret@Example.ORG ',
      subject: '  Séjour\u0000 en mai ',
      message: '\r\n  Bonjour,\r\nà bientôt\u0007 !  ',
    })
    expect(parsed).toEqual({
      name: 'Jean-Pierre d’Aigoual',
      email: 'jean.pierre+foret@example.org',
      subject: 'Séjour en mai',
      message: 'Bonjour,\nà bientôt !',
      website: '',
    })
  })

  it.each([
    ['', 'Le nom doit contenir au moins 2 caractères'],
    [' a ', 'Le nom doit contenir au moins 2 caractères'],
    ['a'.repeat(101), 'Le nom ne peut pas dépasser 100 caractères'],
    ['R2D2', 'Le nom contient des caractères non autorisés'],
    ['<script>alert(1)</script>', 'Le nom contient des caractères non autorisés'],
    [undefined, 'Le nom doit contenir au moins 2 caractères'],
  ])('name %j: %s', (value, expected) => {
    expect(messageFor('name', value)).toBe(expected)
  })

  it.each(["O'Brien", 'Zoë Ñúñez', 'Anne-Sophie', 'Łukasz', 'ab', 'a'.repeat(100)])(
    'accepts the name %j',
    (value) => {
      expect(messageFor('name', value)).toBeUndefined()
    },
  )

  it.each([
    ['', 'Email invalide'],
    ['pas-une-adresse', 'Email invalide'],
    [`${'a'.repeat(250)}@example.org`, 'Email trop long'],
    ["o'brien@example.org", "Format d'email invalide"],
    [42, 'Email invalide'],
  ])('email %j: %s', (value, expected) => {
    expect(messageFor('email', value)).toBe(expected)
  })

  it('limits the subject to 200 characters and lets it be left out', () => {
    expect(messageFor('subject', 's'.repeat(201))).toBe(
      'Le sujet ne peut pas dépasser 200 caractères',
    )
    expect(messageFor('subject', 's'.repeat(200))).toBeUndefined()
    expect(messageFor('subject', undefined)).toBeUndefined()
  })

  it.each([
    ['', 'Le message doit contenir au moins 10 caractères'],
    ['   court   ', 'Le message doit contenir au moins 10 caractères'],
    ['m'.repeat(2001), 'Le message ne peut pas dépasser 2000 caractères'],
  ])('message %j: %s', (value, expected) => {
    expect(messageFor('message', value)).toBe(expected)
  })

  it('accepts a message of exactly 10 and exactly 2000 characters', () => {
    expect(messageFor('message', 'm'.repeat(10))).toBeUndefined()
    expect(messageFor('message', 'm'.repeat(2000))).toBeUndefined()
  })

  it('refuses a filled honeypot as spam', () => {
    expect(messageFor('website', 'https://spam.example')).toBe('Spam détecté')
  })

  it('gives each field its first message only, in form order', () => {
    const parsed = contactSchema.safeParse({ name: '', email: '', message: '' })
    expect(parsed.success).toBe(false)
    if (parsed.success) return
    expect(Object.keys(fieldErrors(parsed.error))).toEqual(['name', 'email', 'message'])
  })
})

describe('sanitising', () => {
  it('removes control characters and bidirectional overrides from one-line fields', () => {
    expect(cleanLine('Ma\u0000rie\u202E \t\nDupont\u0085')).toBe('Marie Dupont')
  })

  it('keeps line breaks and tabs in a message but drops other controls', () => {
    expect(cleanText('Ligne 1\r\nLigne 2\rLigne 3\n\tfin\u0000\u001b[31m')).toBe(
      'Ligne 1\nLigne 2\nLigne 3\n\tfin[31m',
    )
  })

  it('leaves HTML as plain text (it is escaped where it is shown)', () => {
    expect(cleanText('<b>gras</b> & <img src=x onerror=alert(1)>')).toBe(
      '<b>gras</b> & <img src=x onerror=alert(1)>',
    )
  })
})

describe('the refusals of the contact form', () => {
  it('tells spam, the rate limit, a duplicate and invalid data in a sentence of their own', () => {
    for (const error of ['spam', 'rateLimited', 'duplicate', 'invalidData'] as const) {
      expect(hasOwnMessage(error)).toBe(true)
      expect(fr.contactForm.errors[error]).toBeTruthy()
    }
  })

  it('shows invalid fields under the fields, and anything else as the generic message', () => {
    for (const error of ['invalidFields', 'generic', 'genericTitle', 'toString', '', undefined])
      expect(hasOwnMessage(error)).toBe(false)
  })
})

describe('the duplicate check', () => {
  const sent = 'Bonjour, je voudrais réserver un bain de forêt : est-ce possible ?'

  it('sees the same message through doubled spaces, case, no-break spaces and compatibility forms', () => {
    for (const copy of [
      'Bonjour,  je voudrais réserver un bain de forêt : est-ce possible ?',
      'BONJOUR, JE VOUDRAIS RÉSERVER UN BAIN DE FORÊT : EST-CE POSSIBLE ?',
      'Bonjour, je voudrais réserver un bain de forêt\u00A0: est-ce possible\u202F?',
      ' Bonjour,\n\tje voudrais réserver un bain de forêt : est-ce possible ? ',
      'Bonjour, je voudrais re\u0301server un bain de fore\u0302t : est-ce possible ?',
      'Ｂonjour, je voudrais réserver un bain\u200B de forêt : est-ce possible ?',
    ])
      expect(messageFingerprint(copy)).toBe(messageFingerprint(sent))
  })

  it('still tells different messages apart', () => {
    expect(messageFingerprint(`${sent} Merci.`)).not.toBe(messageFingerprint(sent))
    expect(messageFingerprint(sent.replace('forêt', 'foret'))).not.toBe(messageFingerprint(sent))
  })
})
