/**
 * The texts the translation pipeline sends (docs/translation.md): what is worth sending, the cache
 * key of a text, and the words that must come back unchanged. Pure.
 */
import { createHash } from 'node:crypto'

import type { Locale } from '@/i18n/locales'

/** Spaces collapsed, Unicode composed: the same words give the same key however they were typed. */
export function normaliseSource(text: string): string {
  return text.normalize('NFC').replace(/\s+/g, ' ').trim()
}

/** The cache key of a French text in a target language (unique in `translation-cache`). */
export function translationKey(text: string, target: Locale): string {
  return createHash('sha256')
    .update(`fr\u0000${target}\u0000${normaliseSource(text)}`)
    .digest('hex')
}

const URL_ONLY = /^(?:https?:\/\/|mailto:|tel:|\/)\S*$/i

/** Skipped (spec): empty, a URL or an address, or nothing with a letter in it (numbers, symbols). */
export function isTranslatable(text: string): boolean {
  const value = normaliseSource(text)
  if (!value) return false
  if (URL_ONLY.test(value)) return false
  return /\p{L}/u.test(value)
}

/** A term kept or rendered as staff decided (`translation-glossary`). */
export type GlossaryTerm = {
  /** The French words, matched whole and case-insensitively. */
  source: string
  /** Per language; missing or empty: the French words are kept as they are. */
  targets: Partial<Record<Locale, string>>
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** French texts are typed with either apostrophe: a term written with one matches both. */
const APOSTROPHES = /['’]/g

/**
 * What makes two glossary terms the same term: the words, whatever their case, spacing, accents'
 * encoding or apostrophe (the glossary matches them so, so two such terms would compete).
 */
export function glossaryTermKey(source: string): string {
  return normaliseSource(source).replace(APOSTROPHES, "'").toLocaleLowerCase('fr')
}

/** A rendering that opens a sentence of the translation takes a capital (« Forest therapy… »). */
function atSentenceStart(before: string): boolean {
  // Earlier placeholders are words; other tags (rich-text markup) are not.
  const words = before.replace(/<x\s+i="\d+"\s*\/>/g, 'x').replace(/<[^>]*>/g, '')
  return /(?:^|[.!?…]\s)\s*$/u.test(words)
}

/** Placeholders the providers leave alone: an XML-ish tag DeepL ignores, a token LibreTranslate keeps. */
const token = (index: number) => `<x i="${index}"/>`
const TOKEN = /<x\s+i="(\d+)"\s*\/>/g

/**
 * Replaces every glossary term and every `keep` span (Latin names, words marked "do not translate")
 * by a placeholder, so the provider never rewrites them; `restore` puts back the term's rendering in
 * the target language (or the French words).
 */
export function protect(
  text: string,
  target: Locale,
  glossary: readonly GlossaryTerm[],
  keep: readonly string[] = [],
): { text: string; restore: (translated: string) => string } {
  // Glossary renderings may take a capital where they land; kept words and tokens never change.
  const replacements: { value: string; glossary: boolean }[] = []
  // Tokens filled in at display time ({{brand}}) are never words to translate.
  let result = text.replace(/\{\{\s*[\w.]+\s*\}\}/g, (found) => {
    replacements.push({ value: found, glossary: false })
    return token(replacements.length - 1)
  })
  const rules = [
    ...keep.filter(Boolean).map((words) => ({ words, rendering: words, glossary: false })),
    ...glossary
      .filter((term) => term.source.trim())
      .map((term) => ({
        words: term.source.trim(),
        rendering: term.targets[target]?.trim() || null,
        glossary: true,
      })),
  ].sort((a, b) => b.words.length - a.words.length)
  for (const rule of rules) {
    const words = escapeRegExp(rule.words).replace(APOSTROPHES, "['’]")
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${words}(?![\\p{L}\\p{N}])`, 'giu')
    result = result.replace(pattern, (found) => {
      replacements.push({ value: rule.rendering ?? found, glossary: rule.glossary })
      return token(replacements.length - 1)
    })
  }
  return {
    text: result,
    restore: (translated) =>
      translated.replace(TOKEN, (whole, index: string, offset: number) => {
        const replacement = replacements[Number(index)]
        if (!replacement) return whole
        const { value, glossary: isTerm } = replacement
        return isTerm && atSentenceStart(translated.slice(0, offset))
          ? value.charAt(0).toLocaleUpperCase(target) + value.slice(1)
          : value
      }),
  }
}

/**
 * Why a provider's answer cannot be published, or null when it can (docs/translation.md): empty
 * for a text with words, placeholders lost or invented, HTML in answer to plain text, or much
 * shorter than the French (cut off). `sent` is the text as sent (placeholders in), `answer` as
 * received (before the placeholders are put back).
 */
export function answerProblem(sent: string, answer: string, markup = false): string | null {
  const plainSent = sent.replace(/<[^>]*>/g, '')
  const plainAnswer = answer.replace(/<[^>]*>/g, '')
  if (/\p{L}/u.test(plainSent) && !plainAnswer.trim()) return 'empty answer'
  const tokens = (text: string) => [...text.matchAll(TOKEN)].map((match) => match[1]).sort()
  if (tokens(sent).join(',') !== tokens(answer).join(','))
    return 'kept words lost or changed in the answer'
  if (!markup && /<\/?[a-z][^>]*>/i.test(answer.replace(TOKEN, '')))
    return 'HTML in the answer to a plain text'
  if (plainSent.length >= 40 && plainAnswer.trim().length < plainSent.length * 0.3)
    return 'answer much shorter than the French (cut off?)'
  return null
}
