/**
 * What every machine-translation provider offers the pipeline (docs/translation.md). The rest of the
 * site talks to this interface only; each vendor sits behind one module in this folder.
 */
import type { Locale } from '@/i18n/locales'

export type TargetLocale = Exclude<Locale, 'fr'>

export type ProviderUsage = { used: number; limit: number | null; unit: 'characters' }

export interface TranslationProvider {
  readonly name: 'deepl' | 'libretranslate'
  /**
   * The provider applies a glossary itself (DeepL's glossaries); otherwise the pipeline replaces
   * glossary terms by placeholders before sending.
   */
  readonly nativeGlossary: boolean
  /**
   * French texts to `target`, in order. Texts may carry placeholders `<x i="n"/>` (kept as they are)
   * and inline markup (`markup: true`: tags kept, their content translated). `glossary` (French term
   * → its rendering in `target`) only for a provider with `nativeGlossary`.
   */
  translate(
    texts: string[],
    target: TargetLocale,
    options?: { markup?: boolean; glossary?: Record<string, string> },
  ): Promise<string[]>
  /** Characters used this billing period, when the provider reports it. */
  usage(): Promise<ProviderUsage | null>
}

/** The provider is busy or unreachable: try again later (after `retryAfterMs` when it said so). */
export class ProviderUnavailableError extends Error {
  constructor(
    message: string,
    readonly retryAfterMs: number | null = null,
  ) {
    super(message)
    this.name = 'ProviderUnavailableError'
  }
}

/** The account's quota is spent: nothing more until the next period (or a bigger plan). */
export class QuotaExceededError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'QuotaExceededError'
  }
}

/** The provider refused this request for good (bad key, unsupported language, malformed text). */
export class ProviderRejectedError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ProviderRejectedError'
  }
}

/** `Retry-After` in seconds or as an HTTP date, in milliseconds from now. */
export function retryAfterMs(header: string | null | undefined, now = Date.now()): number | null {
  if (!header) return null
  const seconds = Number(header)
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000)
  const date = Date.parse(header)
  return Number.isNaN(date) ? null : Math.max(0, date - now)
}
