/**
 * Who sees which months of the forest calendar (docs/calendar.md › Access): visitors and free members
 * the current month in Paris, in every view; Premium members, a running trial and staff the whole
 * year. An entry is visible when one of its months is. Pure: the collection's read rule, the pages, the
 * feed, search and the sitemap all ask these two functions.
 */
import type { Viewer } from '@/lib/auth'

import { parisMonth, type Month } from './months'

export function seesWholeYear(viewer: Viewer): boolean {
  return viewer.kind === 'signedIn' && viewer.isPremium
}

/** The months this viewer may open now. */
export function visibleMonths(viewer: Viewer, now: Date = new Date()): Month[] {
  if (seesWholeYear(viewer)) return [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]
  return [parisMonth(now)]
}

export function canSeeEntry(
  entry: { months: readonly Month[] },
  viewer: Viewer,
  now: Date = new Date(),
): boolean {
  const months = visibleMonths(viewer, now)
  return entry.months.some((month) => months.includes(month))
}
