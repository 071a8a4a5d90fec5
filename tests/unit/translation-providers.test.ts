/**
 * The two providers (src/lib/translation/providers) against a local server speaking DeepL's and
 * LibreTranslate's APIs (tests/factories/fake-translation-server.ts): the official DeepL client
 * talks to it over HTTP, errors become the pipeline's three kinds.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { deeplProvider } from '@/lib/translation/providers/deepl'
import { libreTranslateProvider } from '@/lib/translation/providers/libretranslate'
import {
  ProviderUnavailableError,
  QuotaExceededError,
  retryAfterMs,
  type TranslationProvider,
} from '@/lib/translation/providers/types'

import {
  startFakeTranslationServer,
  type FakeTranslationServer,
} from '../factories/fake-translation-server'

let server: FakeTranslationServer

beforeAll(async () => {
  server = await startFakeTranslationServer()
})

afterAll(async () => {
  await server.close()
})

beforeEach(() => {
  server.mode = 'ok'
  server.received.length = 0
  server.charactersUsed = 0
})

const providers: Record<string, () => TranslationProvider> = {
  deepl: () => deeplProvider({ apiKey: 'test-key:fx', serverUrl: server.url, timeoutMs: 2_000 }),
  libretranslate: () =>
    libreTranslateProvider({ url: server.url, apiKey: 'lt-key', timeoutMs: 2_000 }),
}

describe.each(Object.keys(providers))('%s', (name) => {
  const provider = () => providers[name]!()

  it('translates several French texts at once, in order, keeping tags and placeholders', async () => {
    const answers = await provider().translate(
      ['Bonjour', '<t i="0">Marcher </t><t i="1">lentement</t>', 'La <x i="0"/> respirer'],
      'nl',
      { markup: true },
    )
    expect(answers).toEqual([
      'hallo',
      '<t i="0">wandelen </t><t i="1">langzaam</t>',
      'het <x i="0"/> ademen',
    ])
    expect(server.received.map((entry) => entry.provider)).toEqual([name, name, name])
    expect(server.received[0]!.target.toLowerCase()).toBe('nl')
  })

  it('reports a busy provider as unavailable, with the wait it asked for', async () => {
    server.mode = 'busy'
    const error = await provider()
      .translate(['Bonjour'], 'de')
      .catch((thrown: unknown) => thrown)
    expect(error).toBeInstanceOf(ProviderUnavailableError)
    if (name === 'libretranslate')
      expect((error as ProviderUnavailableError).retryAfterMs).toBe(7_000)
  })

  it('reports an outage as unavailable and a spent quota as such', async () => {
    server.mode = 'down'
    await expect(provider().translate(['Bonjour'], 'es')).rejects.toBeInstanceOf(
      ProviderUnavailableError,
    )
    server.mode = 'quota'
    await expect(provider().translate(['Bonjour'], 'es')).rejects.toBeInstanceOf(QuotaExceededError)
  })

  it('reports an unreachable server as unavailable', async () => {
    const unreachable =
      name === 'deepl'
        ? deeplProvider({ apiKey: 'k', serverUrl: 'http://127.0.0.1:9', timeoutMs: 500 })
        : libreTranslateProvider({ url: 'http://127.0.0.1:9', timeoutMs: 500 })
    await expect(unreachable.translate(['Bonjour'], 'en')).rejects.toBeInstanceOf(
      ProviderUnavailableError,
    )
  })
})

it('DeepL: sends XML tag handling with the placeholders ignored, British English, and reports usage', async () => {
  const provider = providers.deepl!()
  await provider.translate(['La forêt'], 'en')
  expect(server.received[0]).toMatchObject({
    target: 'en-GB',
    options: { source_lang: 'fr', tag_handling: 'xml', ignore_tags: 'x' },
  })
  expect(await provider.usage()).toEqual({ used: 8, limit: 500_000, unit: 'characters' })
})

it('LibreTranslate: sends its key and HTML mode for marked-up texts, and reports no usage', async () => {
  const provider = providers.libretranslate!()
  await provider.translate(['<t i="0">La forêt</t>'], 'es', { markup: true })
  await provider.translate(['La forêt'], 'es')
  expect(server.received.map((entry) => entry.options)).toEqual([
    { source: 'fr', format: 'html', api_key: 'lt-key' },
    { source: 'fr', format: 'text', api_key: 'lt-key' },
  ])
  expect(await provider.usage()).toBeNull()
})

it('reads Retry-After in seconds or as a date', () => {
  expect(retryAfterMs('120')).toBe(120_000)
  expect(retryAfterMs(new Date(10_000 + 30_000).toUTCString(), 10_000)).toBe(30_000)
  expect(retryAfterMs('soon')).toBeNull()
  expect(retryAfterMs(null)).toBeNull()
})
