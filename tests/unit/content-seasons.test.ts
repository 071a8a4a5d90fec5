/**
 * The launch content's months agree with its words (issue 49): a tip naming a month is shown in that
 * month or beside it, event tips keep to their event, and the calendar's months are those of the
 * forest, not of the pantry. The checks are functions so that a broken inline fixture proves each one
 * can fail.
 */
import { describe, expect, it } from 'vitest'

import { locales, type Locale } from '@/i18n/locales'
import { readCalendar } from '@/lib/seed/calendar-content'
import { readTips, type TipSeed } from '@/lib/seed/tips-content'

const tips = readTips()
const entries = readCalendar()

/** Month names, January first; German and English capitalise them, which keeps "may" the verb out. */
const monthNames: Record<Locale, { names: string[]; flags: string }> = {
  fr: {
    names:
      'janvier février mars avril mai juin juillet août septembre octobre novembre décembre'.split(
        ' ',
      ),
    flags: 'gu',
  },
  en: {
    names:
      'January February March April May June July August September October November December'.split(
        ' ',
      ),
    flags: 'gu',
  },
  es: {
    names:
      'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre'.split(
        ' ',
      ),
    flags: 'giu',
  },
  de: {
    names:
      'Januar Februar März April Mai Juni Juli August September Oktober November Dezember'.split(
        ' ',
      ),
    flags: 'gu',
  },
  nl: {
    names:
      'januari februari maart april mei juni juli augustus september oktober november december'.split(
        ' ',
      ),
    flags: 'giu',
  },
}

/** The months (1–12) a text names as whole words. */
function monthsNamed(text: string, locale: Locale): number[] {
  const { names, flags } = monthNames[locale]
  const found = new Set<number>()
  names.forEach((name, index) => {
    if (new RegExp(`(?<![\\p{L}])${name}(?![\\p{L}])`, flags).test(text)) found.add(index + 1)
  })
  return [...found].sort((a, b) => a - b)
}

const neighbours = (month: number) => [((month + 10) % 12) + 1, month, (month % 12) + 1]

type TipLike = Pick<TipSeed, 'slug' | 'months' | 'texts'>

/**
 * A tip whose words name a month must be shown in that month or a neighbouring one: « en juin » in
 * March is the contradiction; « fin mai » in June is not.
 */
function tipMonthProblems(tip: TipLike): string[] {
  const problems: string[] = []
  for (const locale of locales) {
    const { title, body } = tip.texts[locale]
    for (const month of monthsNamed(`${title}\n${body}`, locale))
      if (!neighbours(month).some((near) => tip.months.includes(near)))
        problems.push(
          `${tip.slug} ${locale} names month ${month}, shown in ${tip.months.join(',')}`,
        )
  }
  return problems
}

const textsOf = (text: string) =>
  Object.fromEntries(
    locales.map((locale) => [locale, { title: 'Titre', body: text }]),
  ) as TipLike['texts']

describe('a tip that names a month is shown around that month', () => {
  it('catches a tip about June shown in March (inline fixture)', () => {
    const broken: TipLike = {
      slug: 'fixture',
      months: [3, 4],
      texts: {
        ...textsOf('Un texte sans mois.'),
        fr: { title: 'Le long soir', body: 'En juin, les soirs sont longs.' },
      },
    }
    expect(tipMonthProblems(broken)).toEqual(['fixture fr names month 6, shown in 3,4'])
    expect(tipMonthProblems({ ...broken, months: [5] })).toEqual([])
    expect(tipMonthProblems({ ...broken, months: [12, 1] })).toHaveLength(1)
  })

  it('reads month names as words in each language, not the verb "may" or a planet', () => {
    expect(monthsNamed('You may see Mars in décembre.', 'en')).toEqual([])
    expect(monthsNamed('Mars brille ; en mars, les jours rallongent.', 'fr')).toEqual([3])
    expect(monthsNamed('Im März und im August', 'de')).toEqual([3, 8])
    expect(monthsNamed('Mayo y diciembre', 'es')).toEqual([5, 12])
    expect(monthsNamed('oktobermiddag in mei', 'nl')).toEqual([5])
    expect(monthsNamed('Janvier, ou Dezember', 'fr')).toEqual([])
    // The first of the twelve wraps to the last.
    expect(
      tipMonthProblems({ slug: 'x', months: [12], texts: textsOf('En janvier et en novembre.') }),
    ).toEqual([])
  })

  it('holds for every launch tip, in every language', () => {
    expect(tips.length).toBeGreaterThanOrEqual(90)
    const naming = tips.filter((tip) => monthsNamed(tip.texts.fr.body, 'fr').length > 0)
    expect(naming.length).toBeGreaterThanOrEqual(20)
    expect(tips.flatMap(tipMonthProblems)).toEqual([])
  })
})

describe('event tips keep to the months of their event', () => {
  const months = (slug: string) => {
    const tip = tips.find((candidate) => candidate.slug === slug)
    if (!tip) throw new Error(`no launch tip ${slug}`)
    return tip.months
  }
  /** Months each event cannot happen in (or the tip's text cannot be true in). */
  const never: Record<string, number[]> = {
    'saison-le-genet-en-fleur': [1, 2, 3, 4, 9, 10, 11, 12],
    'saison-les-jonquilles-du-mont-lozere': [1, 2, 3, 8, 9, 10, 11, 12],
    'saison-les-orchidees-des-causses': [1, 2, 3, 9, 10, 11, 12],
    'saison-le-long-soir-de-juin': [1, 2, 3, 4, 9, 10, 11, 12],
    'saison-les-abeilles-du-tilleul': [1, 2, 3, 4, 8, 9, 10, 11, 12],
    'saison-les-chataigniers-en-fleur': [1, 2, 3, 4, 8, 9, 10, 11, 12],
    'saison-les-etoiles-filantes-d-aout': [1, 2, 3, 4, 5, 6, 9, 10, 11, 12],
    'saison-les-vers-luisants': [1, 2, 3, 8, 9, 10, 11, 12],
    'le-brame-a-la-tombee-du-jour': [1, 2, 3, 4, 5, 6, 7, 11, 12],
    'ecouter-tomber-les-chataignes': [1, 2, 3, 4, 5, 6, 7, 8, 12],
    'le-cuivre-des-hetres': [1, 2, 3, 4, 5, 6, 7, 8, 9, 12],
    'suivre-la-nuit-qui-tombe-plus-tot': [2, 3, 4, 5, 6, 7, 8, 9, 10],
  }

  it('are never shown in a month their event cannot happen in', () => {
    for (const [slug, excluded] of Object.entries(never))
      expect(
        months(slug).filter((month) => excluded.includes(month)),
        slug,
      ).toEqual([])
  })

  it('show the wild strawberry from May to August', () => {
    expect(months('sens-une-seule-fraise-des-bois')).toEqual([5, 6, 7, 8])
  })
})

describe('the calendar shows what the forest offers that month', () => {
  const entry = (slug: string) => {
    const found = entries.find((candidate) => candidate.slug === slug)
    if (!found) throw new Error(`no launch entry ${slug}`)
    return found
  }
  const within = (slug: string, allowed: number[]) => {
    const { months, peakMonths } = entry(slug)
    expect(
      months.filter((month) => !allowed.includes(month)),
      `${slug} months`,
    ).toEqual([])
    expect(
      peakMonths.every((month) => months.includes(month)),
      `${slug} peak`,
    ).toBe(true)
  }

  it('keeps each entry to its real season (or the altitude that makes it true)', () => {
    // Chestnuts fall from late September to November; dried ones are food, not a find.
    within('chataigne', [9, 10, 11])
    within('girolle', [6, 7, 8, 9, 10])
    expect(entry('girolle').peakMonths.every((month) => month <= 9)).toBe(true)
    within('mer-de-nuages-de-novembre', [10, 11])
    within('cynorrhodon', [9, 10, 11, 12])
    within('prunelle', [9, 10, 11, 12])
    within('anemone-sylvie', [3, 4, 5])
    within('digitale-pourpre', [6, 7, 8])
    within('millepertuis', [6, 7, 8])
    within('achillee-millefeuille', [6, 7, 8, 9])
    within('callune', [8, 9, 10])
    within('thym-serpolet', [5, 6, 7, 8])
    // Morels in June are found only high up: the entry keeps to the spring.
    within('morille', [3, 4, 5])
  })
})
