/**
 * The translation pipeline's core (src/lib/translation/server.ts) on the real database, against a
 * local server speaking LibreTranslate's and DeepL's APIs: texts are translated once and then come
 * from the cache, the glossary shapes them, what is not worth sending is not sent, and an outage
 * pauses the provider (circuit breaker) instead of hammering it.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { deeplProvider } from '@/lib/translation/providers/deepl'
import { libreTranslateProvider } from '@/lib/translation/providers/libretranslate'
import { ProviderUnavailableError, QuotaExceededError } from '@/lib/translation/providers/types'
import {
  ProviderPausedError,
  resetTranslationBreaker,
  translateTexts,
} from '@/lib/translation/server'

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
  await server.close()
  await stopPayload(payload)
})

beforeEach(() => {
  server.mode = 'ok'
  server.received.length = 0
  server.requests = 0
  resetTranslationBreaker()
})

const libre = () => libreTranslateProvider({ url: server.url, timeoutMs: 2_000 })

describe('translating texts', () => {
  it('sends a text once: the second time it comes from the cache', async () => {
    const first = await translateTexts(
      payload,
      ['Marcher sous les arbres', 'Marcher sous les arbres'],
      'en',
      { provider: libre() },
    )
    expect(first).toEqual(['walk under the trees', 'walk under the trees'])
    expect(server.received).toHaveLength(1)
    // Spelled differently, same words: same key, no call.
    const again = await translateTexts(payload, [' Marcher  sous les arbres'], 'en', {
      provider: libre(),
    })
    expect(again).toEqual(['walk under the trees'])
    expect(server.received).toHaveLength(1)
    // Another language is another translation.
    await translateTexts(payload, ['Marcher sous les arbres'], 'de', { provider: libre() })
    expect(server.received).toHaveLength(2)
    const cached = await payload.find({
      collection: 'translation-cache',
      where: { source: { equals: 'Marcher sous les arbres' } },
      overrideAccess: true,
    })
    expect(cached.docs.map((doc) => [doc.targetLanguage, doc.provider]).sort()).toEqual([
      ['de', 'libretranslate'],
      ['en', 'libretranslate'],
    ])
  })

  it('does not send empty texts, addresses or texts without a letter', async () => {
    const texts = ['', 'https://www.cevennes-parcnational.fr', '12 – 18']
    expect(await translateTexts(payload, texts, 'es', { provider: libre() })).toEqual(texts)
    expect(server.received).toHaveLength(0)
  })

  it('applies the glossary, and forgets cached texts when a term changes', async () => {
    await payload.create({
      collection: 'translation-glossary',
      data: {
        source: 'sylvothérapie',
        en: 'forest bathing',
        de: 'Waldbaden',
        es: 'baño de bosque',
        nl: 'bosbaden',
      },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'translation-glossary',
      data: { source: 'Causse Méjean' },
      overrideAccess: true,
    })
    const [german] = await translateTexts(
      payload,
      ['La sylvothérapie sur le Causse Méjean'],
      'de',
      { provider: libre() },
    )
    expect(german).toBe('der Waldbaden SUR LE Causse Méjean')
    expect(server.received[0]!.text).not.toMatch(/sylvothérapie|Causse/)

    const term = await payload.find({
      collection: 'translation-glossary',
      where: { source: { equals: 'sylvothérapie' } },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'translation-glossary',
      id: term.docs[0]!.id,
      data: { de: 'Waldtherapie' },
      overrideAccess: true,
    })
    const [updated] = await translateTexts(
      payload,
      ['La sylvothérapie sur le Causse Méjean'],
      'de',
      { provider: libre() },
    )
    expect(updated).toBe('der Waldtherapie SUR LE Causse Méjean')
  })

  it('keeps words marked to keep (Latin names)', async () => {
    const [dutch] = await translateTexts(payload, ['Respirer sous Castanea sativa'], 'nl', {
      provider: libre(),
      keep: ['Castanea sativa'],
    })
    expect(dutch).toBe('ademen onder Castanea sativa')
  })

  it('works the same through DeepL’s official client', async () => {
    const deepl = deeplProvider({ apiKey: 'test:fx', serverUrl: server.url, timeoutMs: 2_000 })
    expect(await translateTexts(payload, ['Bonjour la forêt'], 'es', { provider: deepl })).toEqual([
      'hola el bosque',
    ])
    expect(server.received[0]).toMatchObject({ provider: 'deepl', target: 'es' })
  })

  it('hands the glossary to DeepL as one of its own glossaries, made again when a term changes', async () => {
    const deepl = deeplProvider({ apiKey: 'glossary:fx', serverUrl: server.url, timeoutMs: 2_000 })
    // The glossary of the test above: « sylvothérapie » rendered, « Causse Méjean » kept.
    const [german] = await translateTexts(
      payload,
      ['Respirer la sylvothérapie au Causse Méjean'],
      'de',
      { provider: deepl },
    )
    expect(german).toBe('atmen der Waldtherapie AU Causse Méjean')
    // DeepL received the words themselves and the glossary's id, not placeholders.
    expect(server.received.at(-1)!.text).toBe('Respirer la sylvothérapie au Causse Méjean')
    expect(server.received.at(-1)!.options.glossary_id).toMatch(/^glossary-/)
    const created = server.glossariesCreated
    const glossary = [...server.glossaries.values()].find((g) => g.target === 'de')
    expect(glossary).toMatchObject({ source: 'fr', name: expect.stringMatching(/^sylva-fr-de-/) })
    expect(glossary!.entries).toMatchObject({
      sylvothérapie: 'Waldtherapie',
      'Causse Méjean': 'Causse Méjean',
    })

    // The same glossary serves the next texts.
    await translateTexts(payload, ['Marcher vers la sylvothérapie'], 'de', { provider: deepl })
    expect(server.glossariesCreated).toBe(created)

    // A changed term makes a new DeepL glossary and retires the old one.
    const term = await payload.find({
      collection: 'translation-glossary',
      where: { source: { equals: 'sylvothérapie' } },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'translation-glossary',
      id: term.docs[0]!.id,
      data: { de: 'Waldbaden' },
      overrideAccess: true,
    })
    const [again] = await translateTexts(payload, ['Marcher vers la sylvothérapie'], 'de', {
      provider: deepl,
    })
    expect(again).toBe('gehen VERS der Waldbaden')
    expect(server.glossariesCreated).toBe(created + 1)
    expect([...server.glossaries.values()].filter((g) => g.target === 'de')).toHaveLength(1)
  })

  it('gives nothing for new texts when no provider is configured', async () => {
    expect(await translateTexts(payload, ['Un texte jamais vu'], 'en', { provider: null })).toEqual(
      [null],
    )
  })
})

describe('an outage', () => {
  it('pauses the provider after three failures, then lets one try through when the pause is over', async () => {
    server.mode = 'down'
    let clock = 1_000_000
    const now = () => clock
    for (let attempt = 0; attempt < 3; attempt++)
      await expect(
        translateTexts(payload, [`Respirer ${attempt} fois`], 'en', { provider: libre(), now }),
      ).rejects.toBeInstanceOf(ProviderUnavailableError)
    expect(server.requests).toBe(3)
    const paused = await translateTexts(payload, ['Respirer encore'], 'en', {
      provider: libre(),
      now,
    }).catch((error: unknown) => error)
    expect(paused).toBeInstanceOf(ProviderPausedError)
    expect((paused as ProviderPausedError).waitMs).toBe(60_000)
    // Refused here: the provider was not asked.
    expect(server.requests).toBe(3)

    server.mode = 'ok'
    clock += 60_000
    expect(
      await translateTexts(payload, ['Respirer encore'], 'en', { provider: libre(), now }),
    ).toEqual(['breathe ENCORE'])
  })

  it('waits at least what a busy provider asked, and an hour when the quota is spent', async () => {
    let clock = 5_000_000
    const now = () => clock
    server.mode = 'busy'
    server.retryAfterSeconds = 120
    await expect(
      translateTexts(payload, ['Ralentir un peu'], 'en', { provider: libre(), now }),
    ).rejects.toBeInstanceOf(ProviderUnavailableError)
    const busy = await translateTexts(payload, ['Ralentir un peu'], 'en', {
      provider: libre(),
      now,
    }).catch((error: unknown) => error)
    expect((busy as ProviderPausedError).waitMs).toBe(120_000)

    resetTranslationBreaker()
    server.mode = 'quota'
    await expect(
      translateTexts(payload, ['Ralentir un peu'], 'en', { provider: libre(), now }),
    ).rejects.toBeInstanceOf(QuotaExceededError)
    clock += 30 * 60_000
    const quota = await translateTexts(payload, ['Ralentir un peu'], 'en', {
      provider: libre(),
      now,
    }).catch((error: unknown) => error)
    expect((quota as ProviderPausedError).waitMs).toBe(30 * 60_000)
  })
})
