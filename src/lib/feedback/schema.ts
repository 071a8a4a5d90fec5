/**
 * The feedback widget's rules (docs/behaviour.md › Feedback widget) and its configuration's reading
 * rule, shared by the browser and the server. Pure: no server module, no database.
 */
import { z } from 'zod'

import { cleanText } from '@/lib/platform/text/clean'

import { FEEDBACK_MESSAGE_MAX, FEEDBACK_PATH_MAX } from './placement'

export * from './placement'

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
