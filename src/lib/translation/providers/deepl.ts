/**
 * DeepL through its official client (`deepl-node`): `DEEPL_API_KEY` (a key ending in `:fx` uses the
 * free endpoint, the client chooses), `DEEPL_API_URL` only to point it at another server (tests).
 * Markup and placeholders travel as XML tags (`tag_handling: xml`), `<x>` ignored.
 */
import * as deepl from 'deepl-node'

import {
  ProviderRejectedError,
  ProviderUnavailableError,
  QuotaExceededError,
  type TargetLocale,
  type TranslationProvider,
} from './types'

/** DeepL's target codes: English and the others without a region are deprecated or ambiguous. */
const targets: Record<TargetLocale, deepl.TargetLanguageCode> = {
  en: 'en-GB',
  es: 'es',
  de: 'de',
  nl: 'nl',
}

export function deeplProvider(options: {
  apiKey: string
  serverUrl?: string | null
  timeoutMs?: number
}): TranslationProvider {
  const translator = new deepl.Translator(options.apiKey, {
    ...(options.serverUrl ? { serverUrl: options.serverUrl } : {}),
    // Our job runner retries with backoff and the circuit breaker; one attempt here.
    maxRetries: 0,
    minTimeout: options.timeoutMs ?? 20_000,
    appInfo: { appName: 'sylva-site', appVersion: '1' },
  })
  const mapError = (error: unknown): Error => {
    if (error instanceof deepl.QuotaExceededError) return new QuotaExceededError(error.message)
    if (error instanceof deepl.TooManyRequestsError || error instanceof deepl.ConnectionError)
      return new ProviderUnavailableError(error.message)
    if (error instanceof deepl.DeepLError && /5\d\d|unavailable|internal/i.test(error.message))
      return new ProviderUnavailableError(error.message)
    return new ProviderRejectedError(error instanceof Error ? error.message : String(error))
  }
  return {
    name: 'deepl',
    async translate(texts: string[], target: TargetLocale, { markup = false } = {}) {
      if (texts.length === 0) return []
      try {
        const results = await translator.translateText(texts, 'fr', targets[target], {
          tagHandling: 'xml',
          ignoreTags: ['x'],
          ...(markup ? { nonSplittingTags: ['t', 'a'] } : {}),
          preserveFormatting: true,
        })
        return results.map((result) => result.text)
      } catch (error) {
        throw mapError(error)
      }
    },
    async usage() {
      try {
        const usage = await translator.getUsage()
        return usage.character
          ? { used: usage.character.count, limit: usage.character.limit, unit: 'characters' }
          : null
      } catch (error) {
        throw mapError(error)
      }
    },
  }
}
