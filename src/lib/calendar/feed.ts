/**
 * The Premium calendar feed (RFC 5545): one yearly all-day event per entry and season, over its peak
 * months (or its months, for a practice without peaks), in the member's language, so that a calendar
 * app shows « Girolles : meilleure saison » at the right time each year, filed under the entry's
 * categories, with the safety note (toxic look-alikes) before anything else in its description. Pure;
 * the text (escaping, lines folded at 75 octets) is written by ical-generator.
 */
import ical, {
  escape,
  ICalCalendarMethod,
  ICalEventRepeatingFreq,
  ICalEventTransparency,
} from 'ical-generator'

import type { Month } from './months'
import { monthRuns } from './wheel'

export type FeedEntry = {
  slug: string
  name: string
  summary: string
  months: Month[]
  peakMonths: Month[]
  kind: 'species' | 'activity'
  url: string
  /** The entry's categories, already in the member's language. */
  categories: string[]
  /** The safety note (toxic look-alikes, expert check), shown first when there is one. */
  safety: string | null
}

/** The first day of a month of `year` (a month past December falls in the next year). */
const firstDay = (year: number, month: number) => new Date(Date.UTC(year, month - 1, 1))

export function calendarFeed({
  entries,
  name,
  seasonLabel,
  safetyLabel,
  year,
  now = new Date(),
  host,
}: {
  entries: FeedEntry[]
  /** The calendar's name in the member's language. */
  name: string
  /** « {name} : meilleure saison », in the member's language. */
  seasonLabel: (name: string, kind: FeedEntry['kind']) => string
  /** « Prudence : {note} », in the member's language. */
  safetyLabel: (note: string) => string
  year: number
  now?: Date
  host: string
}): string {
  const calendar = ical({
    prodId: { company: 'Sylva Cevennes', product: 'Calendrier de la foret', language: 'FR' },
    scale: 'GREGORIAN',
    method: ICalCalendarMethod.PUBLISH,
    // The library writes the calendar's name as given (it escapes the events' text itself).
    name: escape(name, false),
    // Calendar apps ask again once a day.
    ttl: 24 * 60 * 60,
    // No time zone of the library's: it would write the dates in the server's own zone. Every event is
    // all-day (dates without a time, which no zone shifts); the Paris zone is a hint for the apps.
    x: [['X-WR-TIMEZONE', 'Europe/Paris']],
  })
  for (const entry of entries) {
    // An agenda often shows only the first lines of a description: the warning comes before the rest.
    const safety = entry.safety?.trim()
    const description = [safety ? safetyLabel(safety) : null, entry.summary, entry.url]
      .filter(Boolean)
      .join('\n')
    const categories = entry.categories.filter(Boolean).map((category) => ({ name: category }))
    const months = entry.peakMonths.length ? entry.peakMonths : entry.months
    for (const [first, last] of monthRuns(months)) {
      calendar.createEvent({
        id: `${entry.slug}-${first}-${last}@${host}`,
        stamp: now,
        allDay: true,
        start: firstDay(year, first),
        end: firstDay(year, last >= first ? last + 1 : last + 13),
        repeating: { freq: ICalEventRepeatingFreq.YEARLY },
        summary: seasonLabel(entry.name, entry.kind),
        description,
        categories,
        url: entry.url,
        transparency: ICalEventTransparency.TRANSPARENT,
      })
    }
  }
  return `${calendar.toString()}\r\n`
}
