/**
 * A reader's theme in the browser (docs/personalisation.md): a visitor's settings kept in this
 * browser, and the event the « Personnaliser » panel sends while a reader tries settings, so the
 * particles, cursor and sounds follow the preview at once.
 */
import { PERSONALISATION_STORAGE_KEY } from '@/lib/consent/storage'
import { parseReaderTheme, type ReaderTheme, type ThemeSettings } from '@/lib/personalisation'

/** Sent on `window` by a part of the site that confirms or refuses something (interface sounds). */
export const UI_SOUND_EVENT = 'sylva:ui-sound'

/** Sent on `window` with the theme in view (previewed, saved or restored). */
export const THEME_PREVIEW_EVENT = 'sylva:theme'

/** A visitor's settings kept in this browser, if any and still valid. */
export function storedReaderTheme(): ReaderTheme | null {
  try {
    const stored = JSON.parse(localStorage.getItem(PERSONALISATION_STORAGE_KEY) ?? 'null') as {
      settings?: unknown
    } | null
    const parsed = parseReaderTheme(stored?.settings)
    return parsed.ok ? parsed.value : null
  } catch {
    return null
  }
}

export function announceTheme(theme: ThemeSettings): void {
  window.dispatchEvent(new CustomEvent<ThemeSettings>(THEME_PREVIEW_EVENT, { detail: theme }))
}

/** Calls `onChange` whenever the reader's system changes its wish for less motion. */
export function watchReducedMotion(onChange: (reduced: boolean) => void): () => void {
  const query = window.matchMedia('(prefers-reduced-motion: reduce)')
  const listener = () => onChange(query.matches)
  query.addEventListener('change', listener)
  return () => query.removeEventListener('change', listener)
}
