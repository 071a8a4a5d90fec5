/**
 * The one list of languages. Payload's field localisation, the admin languages and (later) next-intl
 * routing all derive from it, so adding a language is a one-line change here plus a catalogue.
 */
export const locales = ['fr', 'en', 'es', 'de', 'nl'] as const

export type Locale = (typeof locales)[number]

export const defaultLocale: Locale = 'fr'

/** Each language named in itself, as a selector shows it. */
export const localeLabels: Record<Locale, string> = {
  fr: 'Français',
  en: 'English',
  es: 'Español',
  de: 'Deutsch',
  nl: 'Nederlands',
}

/** The languages as the options of a select field (Payload's admin). */
export const localeOptions = locales.map((code) => ({ label: localeLabels[code], value: code }))

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/** Any value that is not one of our languages falls back to French. */
export function toLocale(value: unknown): Locale {
  return isLocale(value) ? value : defaultLocale
}
