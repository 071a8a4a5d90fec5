/** The calendar page's month list and map view (CalendarPage.tsx draws the page around them). */
import { getTranslations } from 'next-intl/server'

import { LocalizedLink } from '@/components/Site/LocalizedLink'
import type { Locale } from '@/i18n/locales'
import {
  calendarCategories,
  calendarPlaces,
  categoryColours,
  monthName,
  type CalendarState,
  type Month,
  type PlaceId,
} from '@/lib/calendar'
import type { CalendarCard } from '@/lib/calendar/server'

import { CalendarMap } from './CalendarMap'
import { EntryCard } from './EntryCard'

/** The calendar view's list: species of the month by category, then the month's practices. */
export async function MonthEntries({
  cards,
  month,
  locale,
}: {
  cards: CalendarCard[]
  month: Month
  locale: Locale
}) {
  const t = await getTranslations({ locale, namespace: 'calendar' })
  if (cards.length === 0) return <p className="text-ink-soft">{t('empty')}</p>
  const activities = cards.filter((card) => card.kind === 'activity')
  const species = cards.filter((card) => card.kind === 'species')
  const byPeak = (list: CalendarCard[]) =>
    [...list].sort(
      (a, b) => Number(b.peakMonths.includes(month)) - Number(a.peakMonths.includes(month)),
    )
  return (
    <div className="grid gap-10">
      {species.length ? (
        <section aria-labelledby="species-title">
          <h2 id="species-title" className="text-2xl font-semibold tracking-tight text-ink">
            {t('species')}
          </h2>
          {calendarCategories.map((category) => {
            const list = byPeak(species.filter((card) => card.category === category))
            if (list.length === 0) return null
            return (
              <div key={category} className="mt-6">
                <h3 className="flex items-center gap-2 text-sm font-semibold tracking-wide text-ink-soft uppercase">
                  <span
                    aria-hidden="true"
                    className="size-2.5 rounded-full"
                    style={{ backgroundColor: categoryColours[category] }}
                  />
                  {t(`categories.${category}`)}
                </h3>
                <ul className="mt-3 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
                  {list.map((card) => (
                    <li key={card.slug}>
                      <EntryCard card={card} month={month} locale={locale} />
                    </li>
                  ))}
                </ul>
              </div>
            )
          })}
        </section>
      ) : null}
      {activities.length ? (
        <section aria-labelledby="activities-title">
          <h2 id="activities-title" className="text-2xl font-semibold tracking-tight text-ink">
            {t('activities')}
          </h2>
          <ul className="mt-6 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {byPeak(activities).map((card) => (
              <li key={card.slug}>
                <EntryCard card={card} month={month} locale={locale} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}

/**
 * The entries of the chosen place. Choosing a place keeps the reader where they are: in the browser
 * the page is updated without scrolling; without scripts the new page opens at this list.
 */
const PLACE_ENTRIES_ID = 'fiches-du-lieu'

/** The map view: the places of the month's entries, and the entries of the chosen place (or all). */
export async function MapView({
  cards,
  state,
  href,
  locale,
}: {
  cards: CalendarCard[]
  state: CalendarState
  href: (change: Partial<CalendarState>) => string
  locale: Locale
}) {
  const t = await getTranslations({ locale, namespace: 'calendar' })
  const counts = new Map<PlaceId, number>()
  for (const card of cards)
    for (const place of card.places) counts.set(place, (counts.get(place) ?? 0) + 1)
  const shown = state.place
    ? cards.filter((card) => state.place && card.places.includes(state.place))
    : cards.filter((card) => card.places.length > 0)
  return (
    <div className="grid gap-10">
      <div>
        <h2 className="text-2xl font-semibold tracking-tight text-ink">{t('map.title')}</h2>
        <p className="mt-2 text-ink-soft">
          {t('map.description', { month: monthName(state.month, locale) })}
        </p>
      </div>
      {counts.size ? (
        <CalendarMap
          counts={counts}
          selectedPlace={state.place}
          placeHref={(place) => `${href({ place })}#${PLACE_ENTRIES_ID}`}
          locale={locale}
        />
      ) : (
        <p className="text-ink-soft">{t('map.noPlace')}</p>
      )}
      {shown.length ? (
        <section id={PLACE_ENTRIES_ID} aria-labelledby="place-title" className="scroll-mt-24">
          <div className="flex flex-wrap items-baseline justify-between gap-3">
            <h2 id="place-title" className="text-xl font-semibold text-ink">
              {state.place
                ? t('map.at', { place: calendarPlaces[state.place].name })
                : t('species')}
            </h2>
            {state.place ? (
              <LocalizedLink
                href={`${href({ place: null })}#${PLACE_ENTRIES_ID}`}
                locale={locale}
                scroll={false}
                className="text-sm font-medium text-link underline-offset-4 hover:underline"
              >
                {t('map.allPlaces')}
              </LocalizedLink>
            ) : null}
          </div>
          <ul className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {shown.map((card) => (
              <li key={card.slug}>
                <EntryCard card={card} month={state.month} locale={locale} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
