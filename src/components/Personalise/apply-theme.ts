/**
 * What the « Personnaliser » panel does with a theme in the browser (docs/personalisation.md): show
 * it on the page, and keep a visitor's in this browser when functional consent allows it.
 */
import { browserAllows } from '@/lib/consent/shared'
import { PERSONALISATION_STORAGE_KEY } from '@/lib/consent/storage'
import {
  readerFields,
  themeAttributes,
  themeVariables,
  type ReaderTheme,
  type ThemeSettings,
} from '@/lib/personalisation'

import { announceTheme } from './reader-settings'

/**
 * Shows a theme at once: the same custom properties and attributes the server renders, on the root
 * element; the particles and sounds follow the announcement (src/components/Effects).
 */
export function preview(theme: ThemeSettings): void {
  const root = document.documentElement
  for (const [name, value] of Object.entries(themeVariables(theme)))
    root.style.setProperty(name, value)
  if (theme.animations) root.removeAttribute('data-animations')
  else root.setAttribute('data-animations', 'off')
  for (const [name, value] of Object.entries(themeAttributes(theme)))
    if (value) root.setAttribute(name, value)
    else root.removeAttribute(name)
  announceTheme(theme)
}

/** What differs from the site's theme: the only thing stored. */
export function differences(theme: ThemeSettings, site: ThemeSettings): ReaderTheme {
  return Object.fromEntries(
    readerFields
      .filter((field) => theme[field] !== site[field])
      .map((field) => [field, theme[field]]),
  ) as ReaderTheme
}

/** The attributes as the head script applies them (an empty value removes the attribute). */
const storedAttributes = (theme: ThemeSettings) =>
  Object.fromEntries(
    Object.entries(themeAttributes(theme)).map(([name, value]) => [name, value ?? '']),
  )

/** A visitor's theme in this browser; false when consent or the browser refuses it. */
export function keepInBrowser(theme: ThemeSettings, site: ThemeSettings): boolean {
  const own = differences(theme, site)
  if (!browserAllows('functional')) return false
  try {
    if (Object.keys(own).length === 0) localStorage.removeItem(PERSONALISATION_STORAGE_KEY)
    else
      localStorage.setItem(
        PERSONALISATION_STORAGE_KEY,
        JSON.stringify({
          settings: own,
          vars: themeVariables(theme),
          attrs: storedAttributes(theme),
          animations: theme.animations,
        }),
      )
    return true
  } catch {
    return false
  }
}
