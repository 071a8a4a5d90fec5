/**
 * The « Personnaliser » panel's state (docs/personalisation.md): whether it is open, the theme the
 * page shows outside it and the draft the reader is trying. Pure: the panel does the previews,
 * storage and saving around it.
 */
import {
  contrastProblem,
  sameOriginAudioPath,
  type ColorField,
  type ReaderTheme,
  type ThemeSettings,
} from '@/lib/personalisation'

export const colorFields: readonly ColorField[] = ['primaryColor', 'secondaryColor', 'accentColor']

export type PanelState = {
  isOpen: boolean
  /** What the page shows, and what closing without saving comes back to. */
  applied: ThemeSettings
  /** What the panel's fields show. */
  draft: ThemeSettings
}

/** One field of the theme and its new value, typed together. */
export type ThemeChange = {
  [K in keyof ThemeSettings]: { field: K; value: ThemeSettings[K] }
}[keyof ThemeSettings]

export type PanelAction =
  /** `stored`: a visitor's settings kept in this browser (null for a member). */
  | { type: 'opened'; stored: ReaderTheme | null }
  | { type: 'closed' }
  | ({ type: 'changed' } & ThemeChange)
  | { type: 'saved'; theme: ThemeSettings }

/** A member's saved settings over the site's theme; a visitor's stored ones over both. */
export function initialPanelState({
  site,
  saved,
  stored,
  isOpen,
}: {
  site: ThemeSettings
  saved: ReaderTheme | null
  stored: ReaderTheme | null
  isOpen: boolean
}): PanelState {
  const applied = { ...site, ...(saved ?? {}), ...(stored ?? {}) }
  return { isOpen, applied, draft: applied }
}

export function panelReducer(state: PanelState, action: PanelAction): PanelState {
  switch (action.type) {
    case 'opened': {
      // A visitor's stored settings were applied by the head script: the draft starts from them.
      const applied = { ...state.applied, ...(action.stored ?? {}) }
      return { isOpen: true, applied, draft: applied }
    }
    case 'closed':
      return { ...state, isOpen: false }
    case 'changed':
      return { ...state, draft: { ...state.draft, [action.field]: action.value } }
    case 'saved':
      return { isOpen: false, applied: action.theme, draft: action.theme }
  }
}

/**
 * A colour that breaks a contrast rule, or a sound address the site would not play: such a theme is
 * neither previewed (the page could become unreadable) nor saved.
 */
export function breaksARule(theme: ThemeSettings): boolean {
  return (
    colorFields.some((field) => contrastProblem(field, theme[field]) !== null) ||
    sameOriginAudioPath(theme.customAudioUrl) === false
  )
}
