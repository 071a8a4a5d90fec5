import { Moon, Sunrise, Sunset } from 'lucide-react'
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { monthName, monthSky, type Month } from '@/lib/calendar'

/** Sunrise, sunset and day length at Florac, and the moon's phases, for the month shown. */
export async function SkyPanel({
  year,
  month,
  locale,
}: {
  year: number
  month: Month
  locale: Locale
}) {
  const t = await getTranslations({ locale, namespace: 'calendar.sky' })
  const sky = monthSky(year, month)
  const time = new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Paris',
  })
  const day = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    timeZone: 'Europe/Paris',
  })
  const length = (minutes: number | null) =>
    minutes === null
      ? '—'
      : t('dayLengthValue', {
          hours: Math.floor(minutes / 60),
          minutes: String(minutes % 60).padStart(2, '0'),
        })
  return (
    <section
      aria-labelledby="sky-title"
      className="rounded-2xl border border-line bg-surface-muted/60 p-5 sm:p-6"
    >
      <h2 id="sky-title" className="text-lg font-semibold text-ink">
        {t('title', { month: monthName(month, locale) })}
      </h2>
      <div className="mt-4 grid gap-6 lg:grid-cols-[3fr_2fr]">
        {/* Scrolls inside the panel rather than widen the page where the words are long (German);
            focusable and named, so that a keyboard can scroll it too. */}
        <div
          tabIndex={0}
          role="group"
          aria-labelledby="sky-title"
          className="min-w-0 overflow-x-auto rounded-md focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
        >
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-ink-soft">
                <th scope="col" className="pr-3 pb-2 align-bottom font-medium">
                  {t('day')}
                </th>
                <th scope="col" className="pr-3 pb-2 align-bottom font-medium">
                  <span className="inline-flex items-center gap-1.5">
                    <Sunrise className="hidden size-4 shrink-0 sm:block" aria-hidden="true" />
                    {t('sunrise')}
                  </span>
                </th>
                <th scope="col" className="pr-3 pb-2 align-bottom font-medium">
                  <span className="inline-flex items-center gap-1.5">
                    <Sunset className="hidden size-4 shrink-0 sm:block" aria-hidden="true" />
                    {t('sunset')}
                  </span>
                </th>
                <th scope="col" className="pr-3 pb-2 align-bottom font-medium">
                  {t('dayLength')}
                </th>
              </tr>
            </thead>
            <tbody className="tabular-nums">
              {sky.sun.map((row) => (
                <tr key={row.day.toISOString()} className="border-t border-line">
                  <th scope="row" className="py-2 pr-3 text-left font-medium text-ink">
                    {day.format(row.day)}
                  </th>
                  <td className="py-2 pr-3 text-ink">
                    {row.sunrise ? time.format(row.sunrise) : '—'}
                  </td>
                  <td className="py-2 pr-3 text-ink">
                    {row.sunset ? time.format(row.sunset) : '—'}
                  </td>
                  <td className="py-2 pr-3 text-ink">{length(row.dayLengthMinutes)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="min-w-0">
          <h3 className="inline-flex items-center gap-1.5 text-sm font-medium text-ink-soft">
            <Moon className="size-4" aria-hidden="true" />
            {t('moon')}
          </h3>
          <ul className="mt-2 grid gap-1.5 text-sm">
            {sky.moon.map((phase) => (
              <li
                key={phase.at.toISOString()}
                className="flex justify-between gap-4 border-t border-line pt-1.5"
              >
                <span className="text-ink">{t(`phases.${phase.phase}`)}</span>
                <span className="text-ink-soft tabular-nums">{day.format(phase.at)}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="mt-4 text-xs text-ink-soft">{t('note')}</p>
    </section>
  )
}
