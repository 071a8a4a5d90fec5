/**
 * The safety and honesty rules of the launch content that a machine can check (issue 49): the expert
 * check before eating any mushroom, 112 wherever a foreign text gives an emergency number, toxic species
 * warned about and never cooked, the deadly orange webcaps beside the chanterelle, the pine
 * processionary, the national park's picking rules, the hunting days, no lamp at the rut, ivy berries
 * marked toxic, and a home-page FAQ that claims no more than the studies support.
 */
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { locales, type Locale } from '@/i18n/locales'
import { readCalendar, type CalendarSeedEntry } from '@/lib/seed/calendar-content'
import { readTips } from '@/lib/seed/tips-content'

const entries = readCalendar()
const tips = readTips()
const foreign = locales.filter((locale) => locale !== 'fr')

function entry(slug: string): CalendarSeedEntry {
  const found = entries.find((candidate) => candidate.slug === slug)
  if (!found) throw new Error(`no launch entry ${slug}`)
  return found
}

function tipBody(slug: string, locale: Locale): string {
  const found = tips.find((candidate) => candidate.slug === slug)
  if (!found) throw new Error(`no launch tip ${slug}`)
  return found.texts[locale].body
}

/** Every text of an entry in one language, the safety note included or not. */
function allText(item: CalendarSeedEntry, locale: Locale, withSafety = true): string {
  const { safety, ...rest } = item.texts[locale]
  return [...Object.values(rest), withSafety ? (safety ?? '') : ''].join('\n')
}

function expectAll(text: string, patterns: RegExp[], label: string) {
  for (const pattern of patterns) expect(text, `${label}: ${pattern}`).toMatch(pattern)
}

/** « Have every find checked by a pharmacist or a mycological society before eating it », as a rule. */
const expertCheck: Record<Locale, RegExp[]> = {
  fr: [/faites (vérifier|contrôler)/i, /pharmacien/i, /société mycologique/i, /avant d'en manger/i],
  en: [/\bhave\b[^.;]*\bchecked\b/i, /pharmacist/i, /mycological society/i, /before eating/i],
  es: [/antes de comer/i, /farmacéutico/i, /sociedad micológica/i, /\bque (la|lo|las|los) revise/i],
  de: [/\blass\b[^.;]*\bprüfen\b/i, /Apothek/i, /Pilzverein/i, /vor dem Essen/i],
  nl: [
    /\blaat\b[^.;]*\bcontroleren\b/i,
    /apotheker/i,
    /mycologische vereniging/i,
    /vóór het eten/i,
  ],
}
/** The old wording that left the check to chance. */
const optionalCheck: Record<Locale, RegExp> = {
  fr: /peut (vérifier|contrôler)/i,
  en: /can check/i,
  es: /puede revisar/i,
  de: /prüft ein Apotheker/i,
  nl: /kan een apotheker/i,
}

const poisonCentre: Record<Locale, RegExp> = {
  fr: /antipoison/i,
  en: /poison (control )?centre/i,
  es: /centro de toxicología/i,
  de: /Giftnotruf/i,
  nl: /antigifcentrum/i,
}
/** A call to a phone number: « appelez le 15 », "call 15", « llama al 112 »… */
const callsANumber: Record<Locale, RegExp> = {
  fr: /appelez le \d/i,
  en: /\bcall \d/i,
  es: /\bllama al \d/i,
  de: /\b(ruf|wähle) die \d/i,
  nl: /\bbel (je |dan )?\d/i,
}

/** Words that invite to the kitchen (not « cooking does not destroy it », which a warning may say). */
const cookingWords: Record<Locale, RegExp> = {
  fr: /poêl|cuisin|recette|faites cuire|cuisez|omelette|beurre|huile d'olive/i,
  en: /\b(fry|fried|frying|pan|recipe|cook (it|them)|omelette|butter|olive oil)\b/i,
  es: /sartén|cocin[ae]|cocínal|receta|freír|frit[oa]s?\b|mantequilla|aceite de oliva|tortilla/i,
  de: /Pfanne|braten|Rezept|\bgar(e|en)\b|Butter|Olivenöl|Omelett/i,
  nl: /\bpan\b|bakken|recept|boter|olijfolie|omelet|garen/i,
}
const toxicWords: Record<Locale, RegExp> = {
  fr: /toxique|mortel/i,
  en: /toxic|poisonous|deadly/i,
  es: /tóxic|venenos|mortal/i,
  de: /giftig|tödlich/i,
  nl: /giftig|dodelijk/i,
}
/** Species the launch content shows that must never be eaten. */
const toxicSpecies = [
  'amanite-phalloide',
  'oronge',
  'baies-de-lierre',
  'digitale-pourpre',
  'colchique',
  'hellebore-fetide',
  'jonquille',
  'houx',
  'gui',
  'genet-purgatif',
]

const processionary: Record<Locale, RegExp[]> = {
  fr: [/chenilles? processionnaires?/i, /ne (les )?touchez/i, /laisse/i, /vétérinaire/i],
  en: [/processionary/i, /do not touch|don't touch|never touch/i, /lead/i, /\bvet\b/i],
  es: [/procesionaria/i, /no (las )?toques/i, /correa/i, /veterinari/i],
  de: [
    /Prozessionsspinner/i,
    /fass[^.;]* nicht an|nie anfassen|nicht berühren/i,
    /Leine/i,
    /Tierarzt/i,
  ],
  nl: [/processierups/i, /raak[^.;]* niet aan|niet aanraken/i, /aan de lijn/i, /dierenarts/i],
}

const pickingRules: Record<Locale, RegExp[]> = {
  fr: [/cœur du Parc national/i, /propriétaire/i, /protégée/i],
  en: [/core of the (Cévennes )?National Park/i, /landowner/i, /protected/i],
  es: [/(corazón|zona central) del Parque Nacional/i, /propietari/i, /protegid/i],
  de: [/Kernzone des Nationalparks/i, /Eigentümer/i, /geschützt/i],
  nl: [/(hart|kernzone) van het nationaal park/i, /eigenaar/i, /beschermd/i],
}

const huntingDays: Record<Locale, RegExp[]> = {
  fr: [/chasse/i, /battue/i, /couleur vive/i],
  en: [/hunting/i, /driven hunts/i, /something bright/i],
  es: [/caza/i, /batida/i, /color vivo/i],
  de: [/gejagt|Jagd/i, /Treibjagd/i, /Leuchtendes/i],
  nl: [/jacht|gejaagd/i, /drijfjacht/i, /iets fels/i],
}

const noLamp: Record<Locale, RegExp[]> = {
  fr: [/sans lampe(?! puissante)/i, /interdit/i],
  en: [/no (torch|light)s?(?! powerful)|without a (torch|light)/i, /banned|not allowed|forbidden/i],
  es: [/sin linterna(?! potente)/i, /prohibid/i],
  de: [/ohne Lampe/i, /verboten/i],
  nl: [/zonder lamp/i, /verboden/i],
}

const webcaps = [/Cortinarius orellanus/, /(C\.|Cortinarius) rubellus/]
const kidneys: Record<Locale, RegExp> = {
  fr: /reins/i,
  en: /kidney/i,
  es: /riñon|renal/i,
  de: /Niere/i,
  nl: /nier/i,
}

/** Fungus genera, so that a mushroom filed under another category is still held to the mushroom rules. */
const fungusGenera = new Set(
  (
    'Agaricus Amanita Armillaria Auricularia Boletus Calocybe Cantharellus Clitocybe Coprinus ' +
    'Cortinarius Craterellus Entoloma Fistulina Flammulina Galerina Gyromitra Hericium Hydnum ' +
    'Hygrophorus Imleria Laccaria Lactarius Laetiporus Leccinum Lepiota Lepista Lycoperdon ' +
    'Macrolepiota Marasmius Morchella Omphalotus Pleurotus Russula Sparassis Suillus Tricholoma ' +
    'Tuber Xerocomus'
  ).split(' '),
)

function isMushroom(item: CalendarSeedEntry): boolean {
  return item.category === 'mushroom' || fungusGenera.has(item.latinName?.split(' ')[0] ?? '')
}

/** What a mushroom entry lacks of the expert-check rule, language by language. */
function expertCheckProblems(item: CalendarSeedEntry): string[] {
  if (!isMushroom(item)) return []
  const problems: string[] = []
  for (const locale of locales) {
    const safety = item.texts[locale].safety ?? ''
    for (const pattern of expertCheck[locale])
      if (!pattern.test(safety)) problems.push(`${item.slug} ${locale}: no ${pattern}`)
    if (optionalCheck[locale].test(safety)) problems.push(`${item.slug} ${locale}: optional check`)
  }
  return problems
}

/**
 * A species flagged toxic (on the list below, or called toxic anywhere in its French text) carries a
 * warning in its safety note in every language.
 */
function toxicWarningProblems(item: CalendarSeedEntry): string[] {
  const flagged = toxicSpecies.includes(item.slug) || toxicWords.fr.test(allText(item, 'fr'))
  if (!flagged) return []
  return locales
    .filter((locale) => !toxicWords[locale].test(item.texts[locale].safety ?? ''))
    .map((locale) => `${item.slug} ${locale}: no warning in the safety note`)
}

/** A launch entry with some texts changed in every language, for the broken fixtures. */
function fixture(
  base: CalendarSeedEntry,
  change: Partial<CalendarSeedEntry>,
  texts: Partial<CalendarSeedEntry['texts']['fr']>,
): CalendarSeedEntry {
  return {
    ...base,
    ...change,
    texts: Object.fromEntries(
      locales.map((locale) => [locale, { ...base.texts[locale], ...texts }]),
    ) as CalendarSeedEntry['texts'],
  }
}

describe('the content checks fail on broken entries (inline fixtures)', () => {
  it('catches a mushroom without the expert-check rule, even filed under another category', () => {
    const bolete = fixture(
      entry('cepe-de-bordeaux'),
      { slug: 'fixture-bolete', category: 'fruit', latinName: 'Boletus edulis' },
      { safety: 'Un pharmacien peut vérifier votre récolte.' },
    )
    const problems = expertCheckProblems(bolete)
    expect(problems.length).toBeGreaterThanOrEqual(locales.length)
    expect(problems).toContain('fixture-bolete fr: optional check')
    expect(expertCheckProblems(entry('cepe-de-bordeaux'))).toEqual([])
    // A flower is not a mushroom: no rule to apply.
    expect(expertCheckProblems({ ...bolete, latinName: 'Bellis perennis' })).toEqual([])
  })

  it('catches a species called toxic without a warning, and a listed one with its warning removed', () => {
    const berry = fixture(
      entry('myrtille'),
      { slug: 'fixture-berry' },
      { summary: 'Une baie toxique.', safety: undefined },
    )
    expect(toxicWarningProblems(berry)).toHaveLength(locales.length)
    const holly = fixture(entry('houx'), {}, { safety: 'Regardez sans toucher.' })
    expect(toxicWarningProblems(holly)).toHaveLength(locales.length)
    expect(toxicWarningProblems(entry('houx'))).toEqual([])
  })
})

describe('the launch content is safe to follow', () => {
  const mushrooms = entries.filter(isMushroom)

  it('makes the expert check the rule for every mushroom, in every language', () => {
    expect(mushrooms.length).toBeGreaterThanOrEqual(10)
    expect(entries.flatMap(expertCheckProblems)).toEqual([])
  })

  it('warns about every species it calls toxic, in every language', () => {
    expect(
      entries.filter((item) => toxicWords.fr.test(allText(item, 'fr'))).length,
    ).toBeGreaterThan(toxicSpecies.length)
    expect(entries.flatMap(toxicWarningProblems)).toEqual([])
  })

  it('gives 112 wherever a foreign text gives a number to call, and the poison centre with it', () => {
    const texts: { label: string; fr: string; others: Record<Locale, string> }[] = [
      ...entries.map((item) => ({
        label: item.slug,
        fr: allText(item, 'fr'),
        others: Object.fromEntries(locales.map((l) => [l, allText(item, l)])) as Record<
          Locale,
          string
        >,
      })),
      ...tips.map((tip) => ({
        label: `tip ${tip.slug}`,
        fr: tip.texts.fr.body,
        others: Object.fromEntries(locales.map((l) => [l, tip.texts[l].body])) as Record<
          Locale,
          string
        >,
      })),
    ]
    let calls = 0
    for (const { label, fr, others } of texts)
      for (const locale of foreign) {
        const text = others[locale]
        if (callsANumber[locale].test(text)) {
          calls += 1
          expect(text, `${label} ${locale}`).toMatch(/\b112\b/)
        }
        if (poisonCentre.fr.test(fr))
          expect(text, `${label} ${locale}`).toMatch(poisonCentre[locale])
      }
    expect(calls).toBeGreaterThan(0)
  })

  it('warns about every toxic species in every language and never sends it to the kitchen', () => {
    for (const slug of toxicSpecies) {
      const item = entry(slug)
      for (const locale of locales) {
        expect(item.texts[locale].safety ?? '', `${slug} ${locale}`).toMatch(toxicWords[locale])
        expect(allText(item, locale, false), `${slug} ${locale}`).not.toMatch(cookingWords[locale])
      }
    }
    // An Amanita is only ever looked at: not a word of cooking anywhere, the safety note included.
    const amanitas = entries.filter((item) => item.latinName?.startsWith('Amanita '))
    expect(amanitas.map((item) => item.slug).sort()).toEqual(['amanite-phalloide', 'oronge'])
    for (const item of amanitas)
      for (const locale of locales)
        expect(allText(item, locale), `${item.slug} ${locale}`).not.toMatch(cookingWords[locale])
  })

  it('marks the ivy berries as toxic where the cards show them, in the name and the summary', () => {
    const ivy = entry('baies-de-lierre')
    for (const locale of locales) {
      expect(ivy.texts[locale].name, locale).toMatch(toxicWords[locale])
      expect(ivy.texts[locale].summary, locale).toMatch(toxicWords[locale])
    }
  })

  it('names the deadly orange webcaps beside the chanterelle, entry and tip', () => {
    for (const locale of locales) {
      const safety = entry('girolle').texts[locale].safety ?? ''
      expectAll(safety, [...webcaps, kidneys[locale]], `girolle ${locale}`)
      expectAll(
        tipBody('regarder-un-champignon-sans-le-cueillir', locale),
        [...webcaps, kidneys[locale]],
        `tip ${locale}`,
      )
    }
  })

  it('warns of the pine processionary on the pines and the spring walks among them', () => {
    for (const slug of [
      'pin-sylvestre',
      'pin-de-salzmann',
      'equinoxe-de-printemps',
      'soleil-de-fevrier-sur-les-terrasses',
    ])
      for (const locale of locales) {
        const safety = entry(slug).texts[locale].safety ?? ''
        expectAll(safety, processionary[locale], `${slug} ${locale}`)
        if (locale === 'fr') expect(safety, slug).toMatch(/Thaumetopoea pityocampa/)
      }
    for (const locale of locales)
      expect(tipBody('souffle-respirer-une-odeur', locale), locale).toMatch(
        processionary[locale][0]!,
      )
  })

  it("states the national park's picking rules and the landowner's word where it invites picking", () => {
    for (const slug of ['achillee-millefeuille', 'thym-serpolet', 'ortie', 'pissenlit', 'aubepine'])
      for (const locale of locales)
        expectAll(allText(entry(slug), locale), pickingRules[locale], `${slug} ${locale}`)
  })

  it('warns of the hunting days on every mushroom of the hunting season', () => {
    const autumn = mushrooms.filter((item) =>
      item.months.some((month) => [9, 10, 11].includes(month)),
    )
    expect(autumn.length).toBeGreaterThanOrEqual(8)
    for (const item of autumn)
      for (const locale of locales)
        expectAll(allText(item, locale), huntingDays[locale], `${item.slug} ${locale}`)
  })

  it('sends listeners to the rut without a lamp, lights being banned there', () => {
    for (const locale of locales)
      expectAll(entry('brame-du-cerf').texts[locale].practice, noLamp[locale], locale)
  })
})

describe('the home page FAQ claims what the evidence supports', () => {
  type Catalogue = { home: { faq: Record<string, { answer: string }> } }
  const claims: Record<Locale, RegExp> = {
    fr: /ont montré|démontr|prouv|aide à réduire|réduit le stress/i,
    en: /\b(shown|proven|proves?|demonstrated)\b|helps reduce/i,
    es: /han mostrado|demostrad|probad|ayuda a reducir/i,
    de: /belegt|bewiesen|nachgewiesen|hilft,? Stress/i,
    nl: /laten zien|bewezen|aangetoond|helpt om stress/i,
  }
  const hedged: Record<Locale, RegExp[]> = {
    fr: [/suggèrent/i, /pas un soin|ne soigne/i],
    en: [/suggest/i, /not a treatment|does not treat/i],
    es: [/sugieren/i, /no es un tratamiento|no trata/i],
    de: [/deuten|legen nahe/i, /keine Behandlung|behandelt nicht/i],
    nl: [/wijst erop|wijzen (erop|op)|suggereren/i, /geen behandeling|behandelt niet/i],
  }

  it('says small studies suggest, not that they have shown, and that it is not a treatment', () => {
    for (const locale of locales) {
      const catalogue = JSON.parse(
        fs.readFileSync(path.join(import.meta.dirname, '../../messages', `${locale}.json`), 'utf8'),
      ) as Catalogue
      const { what, benefits } = catalogue.home.faq
      const answers = `${what!.answer}\n${benefits!.answer}`
      expect(answers, locale).not.toMatch(claims[locale])
      expectAll(answers, hedged[locale], locale)
    }
  })
})
