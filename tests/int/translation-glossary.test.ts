/**
 * The launch translation glossary (src/lib/seed/translation-glossary.ts): a site seeded before it
 * existed gets it on its next start without losing staff's terms; it holds the practice's words, the
 * brand and every place name the launch content uses; and a machine translation through the local
 * stand-in for both providers keeps them in their accepted forms.
 */
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { calendarPlaces } from '@/lib/calendar/places'
import { runSeeds, seedUnits } from '@/lib/seed'
import { readGlossaryTerms, translationGlossarySeed } from '@/lib/seed/translation-glossary'
import { DEFAULT_BRAND_NAME } from '@/lib/platform/config/brand'
import { glossaryTermKey } from '@/lib/translation'
import { deeplProvider } from '@/lib/translation/providers/deepl'
import { libreTranslateProvider } from '@/lib/translation/providers/libretranslate'
import { resetTranslationBreaker, translateTexts } from '@/lib/translation/server'

import {
  startFakeTranslationServer,
  type FakeTranslationServer,
} from '../factories/fake-translation-server'
import { startPayload, stopPayload } from './support/payload'

let payload: Payload
let server: FakeTranslationServer

beforeAll(async () => {
  payload = await startPayload()
  server = await startFakeTranslationServer()
})

afterAll(async () => {
  await server?.close()
  await stopPayload(payload)
})

beforeEach(() => {
  server.received.length = 0
  resetTranslationBreaker()
})

const root = process.cwd()

/** Every French text of the launch content and of the site's own catalogue, in one string. */
function frenchText(): string {
  const files: string[] = [path.join(root, 'messages/fr.json')]
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (/^fr\.(md|json)$/.test(entry.name) || full.includes(`${path.sep}fr${path.sep}`))
        files.push(full)
    }
  }
  walk(path.join(root, 'src/lib/seed/content'))
  return [
    ...files.map((file) => fs.readFileSync(file, 'utf8')),
    // The calendar map's own names.
    ...Object.values(calendarPlaces).map((place) => place.name),
  ].join('\n')
}

/**
 * Place names of the Cévennes, Lozère and around, as French writes them; only those the content
 * uses are required in the glossary (the others show that the list is checked, not assumed).
 */
const placeNames = [
  'Cévennes',
  'Parc national des Cévennes',
  'Lozère',
  'Gard',
  'Mont Lozère',
  'Mont Aigoual',
  'Aigoual',
  'Pic de Finiels',
  'Finiels',
  'Causse Méjean',
  'Causse de Sauveterre',
  'Causse Noir',
  'Causse du Larzac',
  'Grands Causses',
  'Florac-Trois-Rivières',
  'Florac',
  'Vallée Française',
  'Vallée Borgne',
  'Gorges du Tarn',
  'Gorges de la Jonte',
  'Tarn',
  'Tarnon',
  'Mimente',
  'Jonte',
  'Chassezac',
  'Le Pont-de-Montvert',
  'Montagne du Bougès',
  'Bougès',
  'Saint-Jean-du-Gard',
  'Barre-des-Cévennes',
  'Aubrac',
  'Margeride',
  'Villefort',
  'Vialas',
  'Génolhac',
  'Saint-Germain-de-Calberte',
  'Anduze',
  'Alès',
  'Mende',
  'Meyrueis',
  'Sainte-Enimie',
  'Ispagnac',
  'Langogne',
  'La Bastide-Puylaurent',
  'La Garde-Guérin',
  // Without their article, which French contracts (« au Monastier »).
  'Bleymard',
  'Monastier',
  'Pont-de-Montvert',
  'Le Puy-en-Velay',
  'Velay',
  'Gévaudan',
  'Languedoc',
  'Mas Soubeyran',
  'Musée du Désert',
  'Mas Camargues',
  'Bellecoste',
  'Cirque de Navacelles',
  'Hort de Dieu',
  'Régordane',
  'Saint-Gilles',
  'Nîmes',
  'Montpellier',
  'Mont Gerbier de Jonc',
  'Vallée de la Dourbie',
]

/** Whole words, whatever their case and apostrophe: as the glossary matches them. */
function mentions(text: string, name: string): boolean {
  const words = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/['’]/g, "['’]")
  return new RegExp(`(?<![\\p{L}\\p{N}])${words}(?![\\p{L}\\p{N}])`, 'iu').test(text)
}

async function glossaryDocs() {
  const { docs } = await payload.find({
    collection: 'translation-glossary',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs
}

describe('a site seeded before the glossary existed', () => {
  it('gets the launch terms on its next start, and keeps the terms staff wrote', async () => {
    // Every other unit already applied, and two terms of staff's own (one spelled another way).
    for (const unit of seedUnits.filter((candidate) => candidate !== translationGlossarySeed))
      await payload.create({
        collection: 'seed-runs',
        data: { key: unit.key, appliedAt: new Date().toISOString() },
        overrideAccess: true,
      })
    await payload.create({
      collection: 'translation-glossary',
      data: { source: 'gorges du tarn', es: 'Gorges du Tarn', note: 'Choix de l’équipe' },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'translation-glossary',
      data: { source: 'Vallée française', en: 'French Valley' },
      overrideAccess: true,
    })

    expect(await runSeeds(payload)).toEqual(['translation-glossary@1'])
    const docs = await glossaryDocs()
    const launch = readGlossaryTerms()
    // Staff's two terms stand for two launch terms: no duplicate, nothing overwritten.
    expect(docs).toHaveLength(launch.length)
    expect(docs.find((doc) => doc.source === 'gorges du tarn')).toMatchObject({
      es: 'Gorges du Tarn',
      note: 'Choix de l’équipe',
    })
    expect(docs.find((doc) => doc.source === 'Vallée française')).toMatchObject({
      en: 'French Valley',
    })
    expect(docs.some((doc) => doc.source === 'Gorges du Tarn')).toBe(false)

    // Once recorded, the unit is not run again; run by hand, it adds nothing twice.
    expect(await runSeeds(payload)).toEqual([])
    await translationGlossarySeed.run(payload)
    expect(await glossaryDocs()).toHaveLength(launch.length)
  })
})

describe('the launch glossary', () => {
  it('holds at least 40 terms: the practice, the brand kept, and every place the content names', async () => {
    const docs = await glossaryDocs()
    expect(docs.length).toBeGreaterThanOrEqual(40)
    const byKey = new Map(docs.map((doc) => [glossaryTermKey(doc.source), doc]))

    const text = frenchText()
    const used = placeNames.filter((name) => mentions(text, name))
    // The check reads the real texts: most of the list is there, and a few names are not.
    expect(used.length).toBeGreaterThanOrEqual(50)
    expect(used).not.toContain('Causse Noir')
    expect(used).not.toContain('Mont Gerbier de Jonc')
    const missing = used.filter((name) => !byKey.has(glossaryTermKey(name)))
    expect(missing).toEqual([])

    expect(byKey.get(glossaryTermKey(DEFAULT_BRAND_NAME))).toMatchObject({
      en: null,
      es: null,
      de: null,
      nl: null,
    })
    expect(byKey.get('sylvothérapie')).toMatchObject({
      en: 'forest therapy',
      es: 'silvoterapia',
      de: 'Waldtherapie',
      nl: 'bostherapie',
    })
    expect(byKey.get('bain de forêt')).toMatchObject({
      en: 'forest bathing',
      es: 'baño de bosque',
      de: 'Waldbaden',
      nl: 'bosbad',
    })
    expect(byKey.get('parc national des cévennes')).toMatchObject({
      en: 'Cévennes National Park',
      es: 'Parque Nacional de las Cevenas',
      de: 'Nationalpark Cevennen',
      nl: 'Nationaal Park van de Cevennen',
    })
    for (const kept of ['shinrin-yoku', 'causse méjean', 'vallée borgne', 'barre-des-cévennes'])
      expect(byKey.get(kept), kept).toMatchObject({ en: null, es: null, de: null, nl: null })
  })
})

describe('a machine translation with the launch glossary', () => {
  const french =
    'La sylvothérapie dans le Parc national des Cévennes : un bain de forêt sur le mont Lozère, ' +
    'près de Barre-des-Cévennes, avec Sylva Cévennes.'

  it('through LibreTranslate: the terms never reach the provider and come back in their accepted forms', async () => {
    const libre = libreTranslateProvider({ url: server.url, timeoutMs: 2_000 })
    const [spanish, opening] = await translateTexts(
      payload,
      [french, 'Sylvothérapie et shinrin-yoku en Cévennes.'],
      'es',
      { provider: libre },
    )
    for (const sent of server.received.map((received) => received.text)) {
      expect(sent).not.toMatch(/sylvoth|Cévennes|Lozère|bain de forêt|shinrin/i)
      expect(sent).toMatch(/<x i="\d+"\/>/)
    }
    expect(spanish).toContain('silvoterapia')
    expect(spanish).toContain('Parque Nacional de las Cevenas')
    expect(spanish).toContain('baño de bosque')
    expect(spanish).toContain('monte Lozère')
    // A place holding another term stays whole; the brand is never translated.
    expect(spanish).toContain('Barre-des-Cévennes')
    expect(spanish).toContain('Sylva Cévennes')
    expect(spanish).not.toMatch(/Barre-des-Cevenas|Sylva Cevenas/)
    // A rendering that opens the sentence takes a capital; a kept word keeps its own.
    expect(opening).toBe('Silvoterapia ET shinrin-yoku EN Cevenas.')
  })

  it('through DeepL: the request names a DeepL glossary holding the terms, and the answer uses them', async () => {
    const deepl = deeplProvider({ apiKey: 'glossary:fx', serverUrl: server.url, timeoutMs: 2_000 })
    const [german] = await translateTexts(payload, [french], 'de', { provider: deepl })
    const request = server.received.at(-1)!
    expect(request.text).toBe(french)
    const glossary = [...server.glossaries.entries()].find(
      ([id]) => id === request.options.glossary_id,
    )?.[1]
    expect(glossary).toMatchObject({ source: 'fr', target: 'de' })
    expect(glossary!.entries).toMatchObject({
      'Sylva Cévennes': 'Sylva Cévennes',
      sylvothérapie: 'Waldtherapie',
      'Parc national des Cévennes': 'Nationalpark Cevennen',
      'Mont Lozère': 'Mont Lozère',
      "coin d'assise": 'Sitzplatz',
      // Either apostrophe, as French texts are typed.
      'coin d’assise': 'Sitzplatz',
    })
    expect(german).toContain('Waldtherapie')
    expect(german).toContain('Nationalpark Cevennen')
    expect(german).toContain('Waldbaden')
    expect(german).toContain('Barre-des-Cévennes')
    expect(german).toContain('Sylva Cévennes')
  })
})
