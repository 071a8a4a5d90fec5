/**
 * Where and when the feedback widget shows, and its limits (docs/behaviour.md › Feedback widget):
 * what the floating button needs on every page, without the form's validation (src/lib/feedback/
 * schema.ts, loaded with the form when it is first opened).
 */
export const FEEDBACK_MESSAGE_MAX = 500
export const FEEDBACK_PATH_MAX = 300

export const feedbackPositions = ['bottom-right', 'bottom-left', 'top-right', 'top-left'] as const
export type FeedbackPosition = (typeof feedbackPositions)[number]

/** What the site needs of the `feedback-config` global. */
export type FeedbackSettings = {
  isGloballyEnabled: boolean
  enabledPages: string[]
  position: FeedbackPosition
}

/** The stored global as the site reads it (missing values: off, no page, default corner). */
export function toFeedbackSettings(doc: {
  isGloballyEnabled?: boolean | null
  enabledPages?: string[] | null
  position?: FeedbackPosition | null
}): FeedbackSettings {
  return {
    isGloballyEnabled: doc.isGloballyEnabled ?? false,
    enabledPages: doc.enabledPages ?? [],
    position: doc.position ?? 'bottom-right',
  }
}

/** The five ratings and their labels' catalogue keys. */
export const ratings = [1, 2, 3, 4, 5] as const

/** A path as configured (`/articles`, `/articles/*`) or as visited, without its trailing slash. */
function normalisePath(path: string): string {
  const trimmed = path.trim()
  return trimmed.length > 1 ? trimmed.replace(/\/+$/, '') : trimmed
}

/**
 * Whether the widget belongs on this page: enabled globally and the path listed, where `*` means every
 * page and `/prefix/*` every page under that prefix.
 */
export function isFeedbackEnabledFor(settings: FeedbackSettings, pathname: string): boolean {
  if (!settings.isGloballyEnabled) return false
  const path = normalisePath(pathname)
  return settings.enabledPages.some((entry) => {
    const page = normalisePath(entry)
    if (page === '*') return true
    if (page.endsWith('/*')) {
      const prefix = page.slice(0, -2)
      return path === prefix || path.startsWith(`${prefix}/`)
    }
    return page === path
  })
}
