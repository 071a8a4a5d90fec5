/** The business and its legal deadlines are in France: the site writes every date on French time. */
export const SITE_TIME_ZONE = 'Europe/Paris'

/**
 * Dates as the site writes them: long form in the reader's language, on French time, with the time of
 * day when asked. Pure; '' for a missing date.
 */
export function formatDate(
  time: string | number | Date | null | undefined,
  locale: string,
  options: { withTime?: boolean } = {},
): string {
  if (!time) return ''
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    ...(options.withTime ? { timeStyle: 'short' } : {}),
    timeZone: SITE_TIME_ZONE,
  }).format(new Date(time))
}
