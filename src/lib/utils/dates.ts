/**
 * Dates as the site writes them: long form in the reader's language, on French time (the business
 * and its legal deadlines are in France). Pure; '' for a missing date.
 */
export function formatDate(
  time: string | number | Date | null | undefined,
  locale: string,
  withTime = false,
): string {
  if (!time) return ''
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    ...(withTime ? { timeStyle: 'short' } : {}),
    timeZone: 'Europe/Paris',
  }).format(new Date(time))
}
