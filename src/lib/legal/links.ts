import type { Locale } from '@/i18n/locales'
import { localizedHref } from '@/i18n/routing'

/** Internal links of a rich-text document keep the reader's language. Pure. */
export function localizeLinks<T>(node: T, locale: Locale): T {
  if (Array.isArray(node)) return node.map((child) => localizeLinks(child, locale)) as T
  if (node === null || typeof node !== 'object') return node
  const copy: Record<string, unknown> = {}
  for (const [key, child] of Object.entries(node)) copy[key] = localizeLinks(child, locale)
  const fields = copy.fields as { url?: unknown } | undefined
  if (
    copy.type === 'link' &&
    fields &&
    typeof fields.url === 'string' &&
    fields.url.startsWith('/')
  ) {
    copy.fields = { ...fields, url: localizedHref(fields.url, locale) }
  }
  return copy as T
}
