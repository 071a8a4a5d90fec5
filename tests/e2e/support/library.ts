/** The launch library as the e2e specs read it: phrases of a body that only a reader with the right sees. */
import type { Locale } from '../../../src/i18n/locales'
import { readLibrary } from '../../../src/lib/seed/library-content'

const library = readLibrary()

/** A sentence of the body (in `language`), far from the excerpt: on the page only with the right. */
export function bodyPhrase(type: string, slug: string, language: Locale = 'fr'): string {
  const entry = library.find((candidate) => candidate.type === type && candidate.slug === slug)
  if (!entry) throw new Error(`${type}/${slug} is not in the launch library`)
  // Plain words only (letters, spaces, commas): the same in HTML, RSC payloads and XML, unescaped.
  // A video's opening paragraph is its filming note, which the page hides while the clip is a stand-in.
  const body = entry.texts[language].body.trim()
  const text =
    type === 'videos'
      ? body
          .split(/\n\s*\n/)
          .slice(1)
          .join('\n\n')
      : body
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || line.startsWith('-') || line.startsWith('>')) continue
    const run = line.replace(/[*_]/g, '').match(/[\p{L} ,]{45,}/u)?.[0]
    if (run) return run.trim().slice(0, 40)
  }
  throw new Error(`${type}/${slug} has no plain sentence to look for`)
}

/** The launch library itself (titles, slugs, texts in five languages). */
export function launchLibrary() {
  return library
}
