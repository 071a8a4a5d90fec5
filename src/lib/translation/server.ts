/**
 * The translation pipeline on the server (docs/translation.md): the configured provider, and texts
 * translated through the cache, the glossary and the circuit breaker. Server code only (the job
 * runner and collection hooks call it).
 */
import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { getEnv, type Env } from '@/lib/platform/config/env'
import { processWide } from '@/lib/platform/runtime/edge-contract.mjs'

export { queueInventory } from './census'

import { afterFailure, afterSuccess, CLOSED, mayCall, type BreakerState } from './breaker'
import { deeplProvider } from './providers/deepl'
import { libreTranslateProvider } from './providers/libretranslate'
import {
  ProviderRejectedError,
  ProviderUnavailableError,
  QuotaExceededError,
  type TargetLocale,
  type TranslationProvider,
} from './providers/types'
import {
  answerProblem,
  isTranslatable,
  normaliseSource,
  protect,
  translationKey,
  type GlossaryTerm,
} from './text'

/** The provider the configuration names, or null when none is configured. */
export function providerFromEnv(env: Env = getEnv()): TranslationProvider | null {
  const config = env.translation
  if (config.provider === 'deepl')
    return deeplProvider({ apiKey: config.apiKey, serverUrl: config.serverUrl })
  if (config.provider === 'libretranslate')
    return libreTranslateProvider({ url: config.url, apiKey: config.apiKey })
  return null
}

/** The provider is paused by the circuit breaker: the work waits, it has not failed. */
export class ProviderPausedError extends Error {
  constructor(readonly waitMs: number) {
    super(`Translation provider paused for ${Math.ceil(waitMs / 1000)} s after repeated failures`)
    this.name = 'ProviderPausedError'
  }
}

/** A quota spent pauses the provider this long (it will not come back by retrying sooner). */
const QUOTA_PAUSE_MS = 60 * 60_000

/** This process's breaker (each instance learns on its own that the provider is down). */
function breaker(): { state: BreakerState } {
  return processWide('translationBreaker', () => ({ state: CLOSED }))
}

/** How long this process still keeps the provider paused, or null when it may be called. */
export function providerPausedFor(now = Date.now()): number | null {
  const gate = mayCall(breaker().state, now)
  return gate.ok ? null : gate.waitMs
}

/** For tests: forget past failures. */
export function resetTranslationBreaker(): void {
  breaker().state = CLOSED
}

/** The glossary as the pipeline applies it. */
export async function readGlossary(payload: Payload): Promise<GlossaryTerm[]> {
  const { docs } = await payload.find({
    collection: 'translation-glossary',
    limit: 1000,
    depth: 0,
    overrideAccess: true,
  })
  return docs.map((doc) => ({
    source: doc.source,
    targets: {
      en: doc.en ?? undefined,
      es: doc.es ?? undefined,
      de: doc.de ?? undefined,
      nl: doc.nl ?? undefined,
    },
  }))
}

/** The glossary as DeepL takes it: each French term and its rendering (the term itself when kept). */
export function glossaryEntries(
  glossary: readonly GlossaryTerm[],
  target: TargetLocale,
): Record<string, string> {
  const entries: Record<string, string> = {}
  for (const term of glossary) {
    const source = term.source.trim()
    if (!source) continue
    entries[source] = term.targets[target]?.trim() || source
  }
  // French texts are typed with either apostrophe; DeepL matches the characters it is given.
  for (const [source, rendering] of Object.entries(entries)) {
    const other = source.includes('’') ? source.replaceAll('’', "'") : source.replaceAll("'", '’')
    if (other !== source && !(other in entries))
      entries[other] = rendering === source ? other : rendering
  }
  return entries
}

/**
 * French texts in `target` (docs/translation.md): what is not worth sending comes back as it is,
 * what the cache knows comes from it, the rest goes to the provider in one call (glossary terms and
 * `keep` words protected) and is cached. Throws `ProviderPausedError` while the breaker is open,
 * the provider's errors otherwise; with no provider configured, untranslated texts are null.
 */
export async function translateTexts(
  payload: Payload,
  texts: string[],
  target: TargetLocale,
  options: {
    markup?: boolean
    keep?: string[]
    provider?: TranslationProvider | null
    now?: () => number
  } = {},
): Promise<(string | null)[]> {
  const provider = options.provider === undefined ? providerFromEnv() : options.provider
  const now = options.now ?? Date.now
  const entries = texts.map((text) => ({
    text,
    key: translationKey(text, target as Locale),
    wanted: isTranslatable(text),
  }))
  // One entry per distinct text worth sending.
  const sendable = [
    ...new Map(entries.filter((entry) => entry.wanted).map((entry) => [entry.key, entry])).values(),
  ]
  const known = new Map<string, string>()
  if (sendable.length) {
    const { docs } = await payload.find({
      collection: 'translation-cache',
      where: { key: { in: sendable.map((entry) => entry.key) } },
      limit: sendable.length,
      depth: 0,
      overrideAccess: true,
    })
    for (const doc of docs) known.set(doc.key, doc.translation)
  }
  const missing = sendable.filter((entry) => !known.has(entry.key))
  if (missing.length && provider) {
    const gate = mayCall(breaker().state, now())
    if (!gate.ok) throw new ProviderPausedError(gate.waitMs)
    const glossary = await readGlossary(payload)
    // DeepL applies the glossary itself; for LibreTranslate its terms become placeholders.
    const native = provider.nativeGlossary ? glossaryEntries(glossary, target) : undefined
    const prepared = missing.map((entry) => ({
      ...entry,
      ...protect(entry.text, target as Locale, native ? [] : glossary, options.keep),
      source: entry.text,
    }))
    let answers: string[]
    try {
      answers = await provider.translate(
        prepared.map((entry) => entry.text),
        target,
        { markup: options.markup, ...(native ? { glossary: native } : {}) },
      )
      breaker().state = afterSuccess()
    } catch (error) {
      if (error instanceof ProviderUnavailableError)
        breaker().state = afterFailure(breaker().state, now(), error.retryAfterMs)
      else if (error instanceof QuotaExceededError)
        breaker().state = afterFailure(breaker().state, now(), QUOTA_PAUSE_MS)
      throw error
    }
    // An answer that cannot be right fails the whole call (nothing cached, nothing written): the
    // job records why and the page keeps its text.
    for (const [index, entry] of prepared.entries()) {
      const problem = answerProblem(entry.text, answers[index] ?? '', options.markup)
      if (problem)
        throw new ProviderRejectedError(
          `${provider.name} gave an unusable answer (${problem}) for « ${entry.source.slice(0, 60)} »`,
        )
    }
    for (const [index, entry] of prepared.entries()) {
      const translation = entry.restore(answers[index] ?? '')
      known.set(entry.key, translation)
      await payload
        .create({
          collection: 'translation-cache',
          data: {
            key: entry.key,
            sourceLanguage: 'fr',
            targetLanguage: target,
            source: normaliseSource(entry.source),
            translation,
            provider: provider.name,
            characters: entry.source.length,
          },
          overrideAccess: true,
        })
        // Another instance cached the same text meanwhile (the key is unique): theirs is as good.
        .catch(() => undefined)
    }
  }
  return entries.map((entry) => (entry.wanted ? (known.get(entry.key) ?? null) : entry.text))
}
