/**
 * The URL scheme (docs/behaviour.md › Languages and URLs): French paths, the language as `?lang=`
 * (absent for French). Shared by the proxy, links, metadata and sitemaps. No server-only imports:
 * client components use it too.
 */
import { defaultLocale, isLocale, locales, type Locale } from './locales'

export const LANG_PARAM = 'lang'
/** Remembers an explicit language choice (cookie, and the same key in localStorage). */
export const LANG_STORAGE_KEY = 'language'

/** The language a request asks for: a valid `lang` value, otherwise French. */
export function localeFromSearch(value: string | null | undefined): Locale {
  return isLocale(value) ? value : defaultLocale
}

/**
 * A path for this language: French keeps the bare path, others get `?lang=`. Keeps other query
 * parameters and the hash; leaves absolute URLs to other sites alone.
 */
export function localizedHref(href: string, locale: Locale): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) return href
  const url = new URL(href, 'http://local')
  url.searchParams.delete(LANG_PARAM)
  if (locale !== defaultLocale) url.searchParams.set(LANG_PARAM, locale)
  const search = url.searchParams.toString()
  return `${url.pathname}${search ? `?${search}` : ''}${url.hash}`
}

/** Absolute URL of a path in a language (canonical links, alternates, sitemaps). */
export function absoluteUrl(siteUrl: string, path: string, locale: Locale = defaultLocale): string {
  return `${siteUrl}${localizedHref(path, locale)}`
}

/** hreflang alternates of a path: every language, plus x-default pointing to French. */
export function languageAlternates(siteUrl: string, path: string): Record<string, string> {
  const alternates: Record<string, string> = {}
  for (const locale of locales) alternates[locale] = absoluteUrl(siteUrl, path, locale)
  alternates['x-default'] = absoluteUrl(siteUrl, path, defaultLocale)
  return alternates
}

/** BCP 47 tags used by Open Graph (og:locale). */
export const ogLocales: Record<Locale, string> = {
  fr: 'fr_FR',
  en: 'en_GB',
  es: 'es_ES',
  de: 'de_DE',
  nl: 'nl_NL',
}
