/** The feedback widget's rules and where it shows (docs/behaviour.md › Feedback widget). */
import { describe, expect, it } from 'vitest'

import {
  feedbackSchema,
  isFeedbackEnabledFor,
  toFeedbackSettings,
  type FeedbackSettings,
} from '@/lib/feedback/schema'

const on = (...enabledPages: string[]): FeedbackSettings => ({
  isGloballyEnabled: true,
  enabledPages,
  position: 'bottom-right',
})

describe('feedback rules', () => {
  it('requires a whole rating from 1 to 5', () => {
    for (const rating of [1, 2, 3, 4, 5]) {
      expect(feedbackSchema.safeParse({ rating, pageUrl: '/' }).success).toBe(true)
    }
    for (const rating of [0, 6, 2.5, '4', null, undefined]) {
      expect(feedbackSchema.safeParse({ rating, pageUrl: '/' }).success, String(rating)).toBe(false)
    }
  })

  it('trims the suggestion, stores an empty one when blank and refuses more than 500 characters', () => {
    expect(
      feedbackSchema.parse({ rating: 4, message: '  Très beau  ', pageUrl: '/' }).message,
    ).toBe('Très beau')
    expect(feedbackSchema.parse({ rating: 4, message: '   \n ', pageUrl: '/' }).message).toBe('')
    expect(feedbackSchema.parse({ rating: 4, pageUrl: '/' }).message).toBe('')
    expect(
      feedbackSchema.safeParse({ rating: 4, message: 'x'.repeat(500), pageUrl: '/' }).success,
    ).toBe(true)
    expect(
      feedbackSchema.safeParse({ rating: 4, message: 'x'.repeat(501), pageUrl: '/' }).success,
    ).toBe(false)
  })

  it('keeps only the path of the page, and only a path of this site', () => {
    expect(
      feedbackSchema.parse({ rating: 3, pageUrl: '/articles/foret?lang=de#top' }).pageUrl,
    ).toBe('/articles/foret')
    for (const pageUrl of ['https://evil.example/', '//evil.example', 'contact', '/\\evil']) {
      expect(feedbackSchema.safeParse({ rating: 3, pageUrl }).success, pageUrl).toBe(false)
    }
  })
})

describe('where the widget shows', () => {
  it('shows everywhere with *', () => {
    expect(isFeedbackEnabledFor(on('*'), '/')).toBe(true)
    expect(isFeedbackEnabledFor(on('*'), '/articles/sous-les-hetres')).toBe(true)
  })

  it('shows on listed pages only, and under a prefix with /*', () => {
    const settings = on('/contact', '/articles/*')
    expect(isFeedbackEnabledFor(settings, '/contact')).toBe(true)
    expect(isFeedbackEnabledFor(settings, '/contact/')).toBe(true)
    expect(isFeedbackEnabledFor(settings, '/articles')).toBe(true)
    expect(isFeedbackEnabledFor(settings, '/articles/sous-les-hetres')).toBe(true)
    expect(isFeedbackEnabledFor(settings, '/')).toBe(false)
    expect(isFeedbackEnabledFor(settings, '/contactez-nous')).toBe(false)
    expect(isFeedbackEnabledFor(settings, '/articles-anciens')).toBe(false)
  })

  it('shows nowhere when switched off or when no page is listed', () => {
    expect(isFeedbackEnabledFor({ ...on('*'), isGloballyEnabled: false }, '/')).toBe(false)
    expect(isFeedbackEnabledFor(on(), '/')).toBe(false)
  })

  it('reads a missing configuration as off', () => {
    expect(toFeedbackSettings({})).toEqual({
      isGloballyEnabled: false,
      enabledPages: [],
      position: 'bottom-right',
    })
  })
})
