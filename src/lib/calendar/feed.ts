/**
 * The Premium calendar feed (RFC 5545): one yearly all-day event per entry and season, over its peak
 * months (or its months, for a practice without peaks), in the member's language, so that a calendar
 * app shows « Girolles : meilleure saison » at the right time each year, filed under the entry's
 * categories, with the safety note (toxic look-alikes) before anything else in its description. Pure.
 */
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

function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n')
}

/** Lines longer than 75 octets are folded (a CRLF and a space), without splitting a character. */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8')
  if (bytes.length <= 75) return line
  const parts: string[] = []
  let current = ''
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74
    if (Buffer.byteLength(current + char, 'utf8') > limit) {
      parts.push(current)
      current = char
    } else current += char
  }
  parts.push(current)
  return parts.join('\r\n ')
}

const date = (year: number, month: number) =>
  `${year + Math.floor((month - 1) / 12)}${String(((month - 1) % 12) + 1).padStart(2, '0')}01`

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
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Sylva Cevennes//Calendrier de la foret//FR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    'X-WR-TIMEZONE:Europe/Paris',
    'REFRESH-INTERVAL;VALUE=DURATION:P1D',
  ]
  for (const entry of entries) {
    // An agenda often shows only the first lines of a description: the warning comes before the rest.
    const safety = entry.safety?.trim()
    const description = [safety ? safetyLabel(safety) : null, entry.summary, entry.url]
      .filter(Boolean)
      .join('\n')
    const categories = entry.categories.map(escapeText).filter(Boolean)
    const months = entry.peakMonths.length ? entry.peakMonths : entry.months
    for (const [first, last] of monthRuns(months)) {
      const end = last >= first ? last + 1 : last + 13
      lines.push(
        'BEGIN:VEVENT',
        `UID:${entry.slug}-${first}-${last}@${host}`,
        `DTSTAMP:${stamp}`,
        `DTSTART;VALUE=DATE:${date(year, first)}`,
        `DTEND;VALUE=DATE:${date(year, end)}`,
        'RRULE:FREQ=YEARLY',
        `SUMMARY:${escapeText(seasonLabel(entry.name, entry.kind))}`,
        `DESCRIPTION:${escapeText(description)}`,
        ...(categories.length ? [`CATEGORIES:${categories.join(',')}`] : []),
        `URL:${entry.url}`,
        'TRANSP:TRANSPARENT',
        'END:VEVENT',
      )
    }
  }
  lines.push('END:VCALENDAR')
  return `${lines.map(fold).join('\r\n')}\r\n`
}
