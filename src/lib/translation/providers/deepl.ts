/**
 * DeepL through its official client (`deepl-node`): `DEEPL_API_KEY` (a key ending in `:fx` uses the
 * free endpoint, the client chooses), `DEEPL_API_URL` only to point it at another server (tests).
 * Markup and placeholders travel as XML tags (`tag_handling: xml`), `<x>` ignored. The site's
 * glossary becomes one DeepL glossary per target language, named after a hash of its entries: created
 * when the entries change (the previous one deleted), found again by name after a restart.
 */
import { createHash } from 'node:crypto'

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

/** Glossaries' target codes are plain languages. */
const glossaryTargets: Record<TargetLocale, deepl.LanguageCode> = {
  en: 'en',
  es: 'es',
  de: 'de',
  nl: 'nl',
}

const GLOSSARY_PREFIX = 'sylva-fr-'
/** Glossary ids already known in this process, by account, target and entries. */
const knownGlossaries = new Map<string, Promise<string>>()

function glossaryName(target: TargetLocale, entries: Record<string, string>): string {
  const tsv = Object.entries(entries)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([source, rendering]) => `${source}\t${rendering}`)
    .join('\n')
  return `${GLOSSARY_PREFIX}${target}-${createHash('sha256').update(tsv).digest('hex').slice(0, 16)}`
}

/** The id of the DeepL glossary holding exactly `entries` for `target`, created when missing. */
async function glossaryFor(
  translator: deepl.Translator,
  account: string,
  target: TargetLocale,
  entries: Record<string, string>,
): Promise<string> {
  const name = glossaryName(target, entries)
  const memo = `${account}\u0000${name}`
  let id = knownGlossaries.get(memo)
  if (!id) {
    id = (async () => {
      const existing = await translator.listGlossaries()
      const found = existing.find((glossary) => glossary.name === name && glossary.ready)
      if (found) return found.glossaryId
      const created = await translator.createGlossary(
        name,
        'fr',
        glossaryTargets[target],
        new deepl.GlossaryEntries({ entries }),
      )
      // The previous versions of this language's glossary are not used any more.
      for (const old of existing)
        if (old.name.startsWith(`${GLOSSARY_PREFIX}${target}-`) && old.name !== name)
          await translator.deleteGlossary(old.glossaryId).catch(() => undefined)
      return created.glossaryId
    })()
    knownGlossaries.set(memo, id)
    // A failure is not remembered: the next call asks again.
    id.catch(() => knownGlossaries.delete(memo))
  }
  return id
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
  const account = `${options.serverUrl ?? 'deepl'}\u0000${options.apiKey}`
  return {
    name: 'deepl',
    nativeGlossary: true,
    async translate(
      texts: string[],
      target: TargetLocale,
      { markup = false, glossary }: { markup?: boolean; glossary?: Record<string, string> } = {},
    ) {
      if (texts.length === 0) return []
      try {
        const glossaryId =
          glossary && Object.keys(glossary).length
            ? await glossaryFor(translator, account, target, glossary)
            : undefined
        const results = await translator.translateText(texts, 'fr', targets[target], {
          ...(glossaryId ? { glossary: glossaryId } : {}),
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
