import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { localizedHref } from '@/i18n/routing'
import {
  arcPath,
  assignLanes,
  calendarCategories,
  calendarEntryPath,
  categoryColours,
  laneRadius,
  monthLabelPosition,
  monthName,
  monthShortName,
  monthRuns,
  MONTHS,
  ringRadius,
  sectorPath,
  WHEEL_CENTRE,
  WHEEL_SIZE,
  type Month,
} from '@/lib/calendar'
import type { CalendarCard } from '@/lib/calendar/server'

/** Room around the wheel for the month names, which a phone draws larger. */
const LABEL_ROOM = 32

/**
 * The year wheel, drawn on the server: twelve sectors with January at the top, one ring per category,
 * each entry an arc over its months (thicker over its peak months). Every arc is a link to its entry —
 * reachable with the keyboard — and naming it in the centre on hover or focus (CSS only, so it works
 * without JavaScript). Months the viewer may not open are greyed out; their month links still lead to
 * the locked month.
 */
export async function YearWheel({
  cards,
  selectedMonth,
  lockedMonths,
  monthHref,
  locale,
}: {
  cards: CalendarCard[]
  selectedMonth: Month
  lockedMonths: Month[]
  monthHref: (month: Month) => string
  locale: Locale
}) {
  const t = await getTranslations({ locale, namespace: 'calendar' })
  const monthList = (months: Month[]) => months.map((month) => monthName(month, locale)).join(', ')
  return (
    <figure className="year-wheel mx-auto w-full max-w-[44rem]">
      <svg
        viewBox={`${-LABEL_ROOM} ${-LABEL_ROOM} ${WHEEL_SIZE + 2 * LABEL_ROOM} ${WHEEL_SIZE + 2 * LABEL_ROOM}`}
        role="group"
        aria-labelledby="wheel-title"
        className="h-auto w-full"
      >
        <title id="wheel-title">{t('wheel.title')}</title>
        {MONTHS.map((month) => (
          <path
            key={`sector-${month}`}
            d={sectorPath(month)}
            className={
              lockedMonths.includes(month)
                ? 'fill-ink/10'
                : month === selectedMonth
                  ? 'fill-forest-100 dark:fill-forest-900'
                  : 'fill-transparent'
            }
          />
        ))}
        {calendarCategories.map((category) => (
          <circle
            key={`ring-${category}`}
            cx={WHEEL_CENTRE}
            cy={WHEEL_CENTRE}
            r={ringRadius(category)}
            fill="none"
            strokeWidth={36}
            className="stroke-ink/[0.04]"
          />
        ))}
        {calendarCategories.map((category) => {
          const inCategory = cards.filter((card) => card.category === category)
          const { lane, lanes } = assignLanes(inCategory)
          return inCategory.map((card) => {
            const radius = laneRadius(category, lane.get(card) ?? 0, lanes)
            const thin = lanes > 6 ? 2 : 3
            return (
              <a
                key={card.slug}
                href={localizedHref(calendarEntryPath(card.slug), locale)}
                aria-label={t('wheel.entry', { name: card.name, months: monthList(card.months) })}
                className="wheel-link"
              >
                {monthRuns(card.months).map(([first, last]) => (
                  <path
                    key={`${first}-${last}`}
                    d={arcPath(radius, first, last)}
                    fill="none"
                    stroke={categoryColours[category]}
                    strokeWidth={thin}
                    strokeLinecap="round"
                    opacity={0.75}
                  />
                ))}
                {monthRuns(card.peakMonths).map(([first, last]) => (
                  <path
                    key={`peak-${first}-${last}`}
                    d={arcPath(radius, first, last, 0.09)}
                    fill="none"
                    stroke={categoryColours[category]}
                    strokeWidth={thin + 3}
                    strokeLinecap="round"
                  />
                ))}
                <text
                  x={WHEEL_CENTRE}
                  y={WHEEL_CENTRE}
                  textAnchor="middle"
                  dominantBaseline="middle"
                  className="wheel-name fill-ink text-[18px] font-semibold max-sm:text-[26px]"
                >
                  {card.name}
                </text>
              </a>
            )
          })
        })}
        <text
          x={WHEEL_CENTRE}
          y={WHEEL_CENTRE}
          textAnchor="middle"
          dominantBaseline="middle"
          className="wheel-default fill-ink-soft text-[17px] max-sm:text-[26px]"
        >
          {monthName(selectedMonth, locale, true)}
        </text>
        {MONTHS.map((month) => {
          const [x, y] = monthLabelPosition(month)
          return (
            <a key={`label-${month}`} href={localizedHref(monthHref(month), locale)}>
              <text
                x={x}
                y={y}
                textAnchor="middle"
                dominantBaseline="middle"
                className={`text-[15px] max-sm:text-[26px] ${month === selectedMonth ? 'fill-ink font-semibold' : 'fill-ink-soft'} hover:fill-link`}
              >
                {monthShortName(month, locale)}
              </text>
            </a>
          )
        })}
      </svg>
      <figcaption className="mt-4 grid gap-3 text-sm text-ink-soft">
        <p>{t('wheel.description')}</p>
        <ul className="flex flex-wrap gap-x-5 gap-y-2">
          {calendarCategories.map((category) => (
            <li key={category} className="inline-flex items-center gap-2">
              <span
                aria-hidden="true"
                className="inline-block h-1.5 w-6 rounded-full"
                style={{ backgroundColor: categoryColours[category] }}
              />
              {t(`categories.${category}`)}
            </li>
          ))}
        </ul>
        {lockedMonths.length ? <p>{t('wheel.locked')}</p> : null}
      </figcaption>
    </figure>
  )
}
