/**
 * Months of the forest calendar. "This month" is the month in Europe/Paris: 31 December at 23:30 UTC
 * is already January in Paris. Pure.
 */
export const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const
export type Month = (typeof MONTHS)[number]

export function isMonth(value: unknown): value is Month {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 12
}

/** A month from a query parameter ("1"–"12"), or null. */
export function monthFromParam(value: unknown): Month | null {
  if (typeof value !== 'string' || !/^(?:[1-9]|1[0-2])$/.test(value)) return null
  const month = Number(value)
  return isMonth(month) ? month : null
}

const parisMonthFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Paris',
  month: 'numeric',
})
const parisYearFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
})

/** The month it is in Paris at `now`. */
export function parisMonth(now: Date = new Date()): Month {
  const month = Number(parisMonthFormat.format(now))
  return isMonth(month) ? month : 1
}

/** The year it is in Paris at `now`. */
export function parisYear(now: Date = new Date()): number {
  return Number(parisYearFormat.format(now))
}

/** The month's short name in a language ("janv.", "Jan"…), for the year wheel's labels. */
export function monthShortName(month: Month, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, month - 1, 15)),
  )
}

/** The month's name in a language ("janvier", "January"…), capitalised for headings when asked. */
export function monthName(month: Month, locale: string, capitalised = false): string {
  const name = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, month - 1, 15)),
  )
  return capitalised ? name.charAt(0).toLocaleUpperCase(locale) + name.slice(1) : name
}

/** Months as stored by the collection (select values "1"–"12") back to numbers, sorted. */
export function monthsOf(values: readonly (string | number)[] | null | undefined): Month[] {
  return [...new Set((values ?? []).map(Number).filter(isMonth))].sort((a, b) => a - b)
}
