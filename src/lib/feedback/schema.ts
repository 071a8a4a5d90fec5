/**
 * The feedback widget's rules (docs/behaviour.md › Feedback widget) and its configuration's reading
 * rule, shared by the browser and the server. Pure: no server module, no database.
 */
import { z } from 'zod'

import { cleanText } from '@/lib/platform/text/clean'

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

export const feedbackSchema = z.object({
  rating: z
    .number({ error: 'validation.rating' })
    .int('validation.rating')
    .min(1, 'validation.rating')
    .max(5, 'validation.rating'),
  message: z
    .string({ error: 'validation.message' })
    .optional()
    .transform((value) => cleanText(value ?? ''))
    .pipe(z.string().max(FEEDBACK_MESSAGE_MAX, 'validation.message')),
  /** The page's path as the visitor saw it: no address of another site, no query. */
  pageUrl: z
    .string({ error: 'validation.page' })
    .transform((value) => value.replace(/[\p{Cc}\s]/gu, '').split(/[?#]/)[0] ?? '')
    .pipe(
      z
        .string()
        .max(FEEDBACK_PATH_MAX, 'validation.page')
        .regex(/^\/(?![/\\])/, 'validation.page'),
    ),
})

export type FeedbackInput = z.input<typeof feedbackSchema>

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
