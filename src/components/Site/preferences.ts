/**
 * Remembering the visitor's own choices (language, theme) in this browser: "functional" storage,
 * kept only with that consent (docs/behaviour.md › Cookie consent and privacy). Without it a choice
 * applies to the page in view (the theme class, the `?lang=` address) and is not remembered.
 */
import { LANG_STORAGE_KEY } from '@/i18n/routing'
import { setBrowserCookie, THEME_STORAGE_KEY } from '@/lib/consent/storage'
import { browserAllows } from '@/lib/consent/shared'

const YEAR_SECONDS = 365 * 24 * 60 * 60

export function rememberLanguage(locale: string): void {
  if (!browserAllows('functional')) return
  setBrowserCookie(LANG_STORAGE_KEY, encodeURIComponent(locale), YEAR_SECONDS)
  try {
    localStorage.setItem(LANG_STORAGE_KEY, locale)
  } catch {
    // Storage can be disabled (private mode); the cookie still carries the choice.
  }
}

export function rememberTheme(theme: 'light' | 'dark'): void {
  if (!browserAllows('functional')) return
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme)
  } catch {
    // Without storage the theme lasts for this page only.
  }
}

/** Once functional storage is allowed, the language and theme in view become the remembered ones. */
export function rememberCurrentPreferences(): void {
  rememberLanguage(document.documentElement.lang)
  rememberTheme(document.documentElement.classList.contains('dark') ? 'dark' : 'light')
}
