/**
 * Remembering the visitor's own choices (language, theme) in this browser. One place, so that the cookie
 * consent (a later milestone) can decide what may be stored before consent.
 */
import { LANG_STORAGE_KEY } from '@/i18n/routing'

const YEAR_SECONDS = 365 * 24 * 60 * 60

export function rememberLanguage(locale: string): void {
  document.cookie = `${LANG_STORAGE_KEY}=${locale}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`
  try {
    localStorage.setItem(LANG_STORAGE_KEY, locale)
  } catch {
    // Storage can be disabled (private mode); the cookie still carries the choice.
  }
}

export function rememberTheme(theme: 'light' | 'dark'): void {
  try {
    localStorage.setItem('theme', theme)
  } catch {
    // Without storage the theme lasts for this page only.
  }
}
