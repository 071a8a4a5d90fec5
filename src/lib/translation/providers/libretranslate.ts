/**
 * LibreTranslate (`LIBRETRANSLATE_URL`, optional `LIBRETRANSLATE_API_KEY`): POST /translate with
 * several texts at once, HTML mode when the texts carry markup, so tags and placeholders come back.
 */
import {
  ProviderRejectedError,
  ProviderUnavailableError,
  QuotaExceededError,
  retryAfterMs,
  type TargetLocale,
  type TranslationProvider,
} from './types'

export function libreTranslateProvider(options: {
  url: string
  apiKey?: string | null
  timeoutMs?: number
}): TranslationProvider {
  const endpoint = new URL('translate', options.url.endsWith('/') ? options.url : `${options.url}/`)
  const timeoutMs = options.timeoutMs ?? 20_000
  return {
    name: 'libretranslate',
    nativeGlossary: false,
    async translate(texts: string[], target: TargetLocale, { markup = false } = {}) {
      if (texts.length === 0) return []
      let response: Response
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            q: texts,
            source: 'fr',
            target,
            // Placeholders are tags too: HTML mode keeps every tag out of the translation.
            format: markup || texts.some((text) => text.includes('<x ')) ? 'html' : 'text',
            ...(options.apiKey ? { api_key: options.apiKey } : {}),
          }),
          signal: AbortSignal.timeout(timeoutMs),
        })
      } catch (error) {
        throw new ProviderUnavailableError(
          `LibreTranslate unreachable: ${error instanceof Error ? error.message : String(error)}`,
        )
      }
      if (response.status === 429 || response.status >= 500)
        throw new ProviderUnavailableError(
          `LibreTranslate answered ${response.status}`,
          retryAfterMs(response.headers.get('retry-after')),
        )
      const body = (await response.json().catch(() => null)) as {
        translatedText?: string | string[]
        error?: string
      } | null
      if (response.status === 403 && /quota|limit/i.test(body?.error ?? ''))
        throw new QuotaExceededError(`LibreTranslate: ${body?.error}`)
      if (!response.ok)
        throw new ProviderRejectedError(
          `LibreTranslate refused (${response.status}): ${body?.error ?? 'no reason given'}`,
        )
      const translated = body?.translatedText
      const list = Array.isArray(translated) ? translated : [translated]
      if (list.length !== texts.length || list.some((text) => typeof text !== 'string'))
        throw new ProviderRejectedError('LibreTranslate answered an unexpected shape')
      return list as string[]
    },
    // LibreTranslate does not report usage.
    async usage() {
      return null
    },
  }
}
