/**
 * What a document's own text gives when an editor leaves a field empty: an address from its title,
 * a reading time and an excerpt from its body (Lexical JSON). Pure.
 */
import { plainTextOf } from '@/lib/platform/text/rich-text'

export const SLUG_MAX_LENGTH = 120
export const WORDS_PER_MINUTE = 200

const ligatures: Record<string, string> = {
  œ: 'oe',
  æ: 'ae',
  ß: 'ss',
  ø: 'o',
  ð: 'd',
  þ: 'th',
  ł: 'l',
}

/** « Sylvothérapie à l'Aigoual » → `sylvotherapie-a-l-aigoual`: accents folded, lowercase, dashes. */
export function slugify(text: string, maxLength = SLUG_MAX_LENGTH): string {
  const folded = text
    .toLowerCase()
    .replace(/[œæßøðþł]/g, (letter) => ligatures[letter] ?? letter)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
  const slug = folded.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '')
  if (slug.length <= maxLength) return slug
  // Cut at a word boundary when there is one, never leaving a trailing dash.
  const cut = slug.slice(0, maxLength + 1)
  const boundary = cut.lastIndexOf('-')
  return (boundary > 0 ? cut.slice(0, boundary) : slug.slice(0, maxLength)).replace(/-+$/, '')
}

/** `base`, or `base-n` cut so that it stays within the slug's length. */
export function numberedSlug(base: string, n: number): string {
  if (n < 2) return base
  const suffix = `-${n}`
  return `${base.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`
}

export function wordCount(text: string): number {
  return text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0
}

/** Minutes to read a rich-text body at about 200 words a minute, at least 1; null without words. */
export function readingMinutes(body: unknown): number | null {
  const words = wordCount(plainTextOf(body))
  return words ? Math.max(1, Math.round(words / WORDS_PER_MINUTE)) : null
}

/** The body's opening words as one paragraph of at most `maxLength` characters; null without text. */
export function excerptOf(body: unknown, maxLength: number): string | null {
  const text = plainTextOf(body).replace(/^- /gm, '').replace(/\s+/g, ' ').trim()
  if (!text) return null
  if (text.length <= maxLength) return text
  const cut = text.slice(0, maxLength - 1)
  const boundary = cut.lastIndexOf(' ')
  return `${(boundary > maxLength / 2 ? cut.slice(0, boundary) : cut).replace(/[\s,;:.–—-]+$/, '')}…`
}
