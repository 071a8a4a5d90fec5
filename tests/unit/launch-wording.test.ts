/**
 * Wording of the launch catalogues and library that a reader's pass found wrong (issue 49, items 13
 * and 14): the body-needs check is not called a personality test, labels fit every entry they head,
 * natural English and Dutch, one Spanish form per place, the site's form of address in the tests'
 * answers, and altitudes typeset as each language's numbers are on the site.
 */
import fs from 'node:fs'
import path from 'node:path'

import { IntlMessageFormat } from 'intl-messageformat'
import { describe, expect, it } from 'vitest'

import { locales, type Locale } from '@/i18n/locales'
import { readTests } from '@/lib/seed/tests-content'

type Tree = { [key: string]: string | Tree }

const root = process.cwd()

function catalogue(locale: Locale): Tree {
  return JSON.parse(fs.readFileSync(path.join(root, 'messages', `${locale}.json`), 'utf8')) as Tree
}

function at(tree: Tree, key: string): string {
  const value = key
    .split('.')
    .reduce<string | Tree | undefined>(
      (node, part) => (node && typeof node === 'object' ? node[part] : undefined),
      tree,
    )
  if (typeof value !== 'string') throw new Error(`no message ${key}`)
  return value
}

function strings(tree: Tree): string[] {
  return Object.values(tree).flatMap((value) =>
    typeof value === 'string' ? [value] : strings(value),
  )
}

/** The launch texts of one language under a content folder (the library by default). */
function libraryTexts(locale: Locale, folder = 'library'): { file: string; text: string }[] {
  const found: { file: string; text: string }[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name === `${locale}.md`)
        found.push({ file: path.relative(root, full), text: fs.readFileSync(full, 'utf8') })
    }
  }
  walk(path.join(root, 'src/lib/seed/content', folder))
  return found
}

/** Every launch text of one language: catalogue, library, calendar, tips and the tests. */
function everyText(locale: Locale): { file: string; text: string }[] {
  return [
    ...strings(catalogue(locale)).map((text) => ({ file: `messages/${locale}.json`, text })),
    ...libraryTexts(locale),
    ...libraryTexts(locale, 'calendar'),
    ...libraryTexts(locale, 'tips'),
    ...readTests().map((test) => ({
      file: `tests/${test.slug}/${locale}.json`,
      text: JSON.stringify(test.texts[locale]),
    })),
  ]
}

const personalityTest: Record<Locale, RegExp> = {
  fr: /personnalit/i,
  en: /personality/i,
  es: /personalidad/i,
  de: /persönlichkeit/i,
  nl: /persoonlijkheid/i,
}

describe('the tests list and a test’s page', () => {
  it.each(locales)(
    'do not call every test a personality test (%s): one is a check of the body’s needs',
    (locale) => {
      const messages = catalogue(locale)
      for (const key of ['personality.list.title', 'personality.test.eyebrow', 'nav.tests'])
        expect(at(messages, key), key).not.toMatch(personalityTest[locale])
      // The menu and the page name the section alike.
      expect(at(messages, 'nav.tests')).toBe(at(messages, 'personality.list.title'))
    },
  )
})

describe('labels and words the reader found', () => {
  it('heads a calendar entry’s places with words that fit a species of either gender and an activity', () => {
    expect(at(catalogue('fr'), 'calendar.detail.habitat')).not.toMatch(/\b(la|le|l’|l')\s*trouver/i)
    expect(at(catalogue('es'), 'calendar.detail.habitat')).not.toMatch(/encontrarl[ao]/i)
  })

  it('says « Onthaasten » in the Dutch hero', () => {
    expect(at(catalogue('nl'), 'home.hero.title')).toMatch(/^Onthaasten\b/)
  })

  it('speaks natural English: an account, not a space; ranks; publisher details', () => {
    const english = catalogue('en')
    expect(at(english, 'home.hero.member')).toBe('Go to my account')
    expect(at(english, 'home.hero.premium')).toBe('My Premium account')
    expect(strings(english).filter((text) => /\bmy space\b|premium space/i.test(text))).toEqual([])
    expect(at(english, 'personality.step.rankPosition')).not.toMatch(/^Place\b/)
    expect(at(english, 'legal.identity')).not.toBe('Identification')
  })

  it('never says the launch videos were filmed somewhere (they are placeholders until staff upload footage)', () => {
    const filmed = /film|tourné|grabad|gedreht|gefilmd/i
    for (const locale of locales)
      expect(
        strings(catalogue(locale)).filter((text) => filmed.test(text)),
        locale,
      ).toEqual([])
  })

  it('calls a calendar entry an « item » in Dutch, never a French « fiche »', () => {
    expect(strings(catalogue('nl')).filter((text) => /\bfiches?\b/i.test(text))).toEqual([])
  })

  it('calls the Cévennes’ schist « schist » in Dutch, never « leisteen » (slate)', () => {
    const texts = everyText('nl')
    expect(texts.filter(({ text }) => /leisteen/i.test(text)).map(({ file }) => file)).toEqual([])
  })

  it('writes « monte Lozère » and « la Vallée Française » in Spanish, one form each', () => {
    const texts = everyText('es')
    const wrong = texts.filter(({ text }) =>
      /Mont (Lozère|Aigoual)|\b(el|del|al) Vallée\b/.test(text),
    )
    expect(wrong.map(({ file }) => file)).toEqual([])
  })
})

describe('the tests’ answers', () => {
  // Answers in the reader's voice would break the site's form of address (du, you, tú, je).
  const firstPerson: Partial<Record<Locale, RegExp>> = {
    de: /\b(ich|mich|mir|mein\w*)\b/i,
    en: /\b(I|me|my|myself)\b/,
    nl: /\b(ik|mij|mijn)\b/i,
  }
  it.each(Object.keys(firstPerson) as Locale[])(
    'address the reader in %s, except words quoted',
    (locale) => {
      const offending = readTests().flatMap((test) =>
        test.questions.flatMap((question) =>
          question.answers
            .map((answer) => test.texts[locale].questions[question.id]?.answers?.[answer.id] ?? '')
            .filter((text) => !/^[„“‘"«]/.test(text) && firstPerson[locale]!.test(text)),
        ),
      )
      expect(offending).toEqual([])
    },
  )
})

describe('altitudes in the library and the calendar', () => {
  // As the site prints them in each language (the calendar's altitude fact): 1 567 m, 1,567 m, and
  // 1567 m in Spanish, German and Dutch (four digits without a separator, as the calendar writes them).
  const wrong: Record<Locale, RegExp> = {
    fr: /\b\d{4} ?m\b|\d[ ,.]?\d{3} ?mètres/,
    en: /\b\d{4} ?m\b|\d[ .]\d{3} ?m\b|\d[ ,.]?\d{3} ?(metres|meters)/,
    es: /\b\d[ ,.]\d{3} ?m\b|\d[ ,.]?\d{3} ?metros/,
    de: /\b\d[ ,.]\d{3} ?m\b|\d[ ,.]?\d{3} ?Meter/,
    nl: /\b\d[ ,.]\d{3} ?m\b|\d[ ,.]?\d{3} ?meter/,
  }
  it.each(locales)(
    'are printed by the calendar’s altitude line as the texts write them, in %s',
    (locale) => {
      const line = new IntlMessageFormat(
        at(catalogue(locale), 'calendar.detail.altitudeValue'),
        locale,
      )
      const printed = String(line.format({ min: 1200, max: 1567 }))
      expect(wrong[locale].test(printed), printed).toBe(false)
      expect(printed).toMatch(/1\D?567 m$/)
    },
  )

  it.each(locales)('are typeset alike in %s', (locale) => {
    const texts = [...libraryTexts(locale), ...libraryTexts(locale, 'calendar')]
    expect(texts.length).toBeGreaterThan(20)
    expect(texts.filter(({ text }) => wrong[locale].test(text)).map(({ file }) => file)).toEqual([])
  })
})
