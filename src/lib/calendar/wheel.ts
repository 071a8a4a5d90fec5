/**
 * The year wheel's geometry: twelve sectors (January at the top, clockwise), one ring per category,
 * and for each entry an arc over its months (thicker over its peak months). Pure: coordinates only,
 * drawn by components/Calendar/YearWheel.tsx.
 */
import { calendarCategories, type CalendarCategory } from './categories'
import type { Month } from './months'

export const WHEEL_SIZE = 720
export const WHEEL_CENTRE = WHEEL_SIZE / 2
const CENTRE = WHEEL_CENTRE
const INNER_RADIUS = 100
const RING_WIDTH = 38

export function ringRadius(category: CalendarCategory): number {
  return INNER_RADIUS + (calendarCategories.indexOf(category) + 0.5) * RING_WIDTH
}

/** The radius of lane `lane` of `lanes` inside a category's ring. */
export function laneRadius(category: CalendarCategory, lane: number, lanes: number): number {
  const inner = INNER_RADIUS + calendarCategories.indexOf(category) * RING_WIDTH + 4
  const usable = RING_WIDTH - 8
  return inner + (lanes <= 1 ? usable / 2 : (lane * usable) / (lanes - 1))
}

/**
 * Lanes inside a category's ring, so that entries whose months overlap do not draw over each other:
 * each entry takes the first lane where none of its months is taken yet.
 */
export function assignLanes<T extends { months: readonly Month[] }>(
  entries: readonly T[],
): { lane: Map<T, number>; lanes: number } {
  const taken: Set<Month>[] = []
  const lane = new Map<T, number>()
  for (const entry of entries) {
    let index = taken.findIndex((months) => entry.months.every((month) => !months.has(month)))
    if (index === -1) {
      index = taken.length
      taken.push(new Set())
    }
    for (const month of entry.months) taken[index]?.add(month)
    lane.set(entry, index)
  }
  return { lane, lanes: taken.length }
}

export const wheelOuterRadius = INNER_RADIUS + calendarCategories.length * RING_WIDTH

function point(radius: number, angle: number): [number, number] {
  return [CENTRE + radius * Math.sin(angle), CENTRE - radius * Math.cos(angle)]
}

/** The angle where a month starts (0 = top), in radians. */
export function monthAngle(month: number): number {
  return ((month - 1) / 12) * 2 * Math.PI
}

const round = (value: number) => Math.round(value * 10) / 10

/** An SVG arc path over consecutive months [first, last] (wrapping past December), on a ring. */
export function arcPath(radius: number, first: Month, last: Month, inset = 0.04): string {
  const span = ((last - first + 12) % 12) + 1
  if (span >= 12) {
    // A whole year: two half circles (one arc cannot start and end at the same point).
    const [x1, y1] = point(radius, 0)
    const [x2, y2] = point(radius, Math.PI)
    return `M ${round(x1)} ${round(y1)} A ${radius} ${radius} 0 1 1 ${round(x2)} ${round(y2)} A ${radius} ${radius} 0 1 1 ${round(x1)} ${round(y1)}`
  }
  const start = monthAngle(first) + inset
  const end = monthAngle(first + span) - inset
  const [x1, y1] = point(radius, start)
  const [x2, y2] = point(radius, end)
  const large = end - start > Math.PI ? 1 : 0
  return `M ${round(x1)} ${round(y1)} A ${radius} ${radius} 0 ${large} 1 ${round(x2)} ${round(y2)}`
}

/** Months grouped into runs of consecutive months (December runs into January). */
export function monthRuns(months: readonly Month[]): [Month, Month][] {
  const set = new Set(months)
  if (set.size === 12) return [[1, 12]]
  const runs: [Month, Month][] = []
  for (const month of [...set].sort((a, b) => a - b)) {
    const previous = (((month + 10) % 12) + 1) as Month
    if (set.has(previous)) continue
    let last = month
    for (let next = ((month % 12) + 1) as Month; set.has(next); next = ((next % 12) + 1) as Month)
      last = next
    runs.push([month, last])
  }
  return runs
}

/** Where a month's label sits, outside the rings. */
export function monthLabelPosition(month: Month): [number, number] {
  return point(wheelOuterRadius + 26, monthAngle(month) + Math.PI / 12).map(round) as [
    number,
    number,
  ]
}

/** A month's sector, as a path (for shading the months a viewer may not open). */
export function sectorPath(month: Month): string {
  const start = monthAngle(month)
  const end = monthAngle(month + 1)
  const [x1, y1] = point(INNER_RADIUS, start)
  const [x2, y2] = point(wheelOuterRadius, start)
  const [x3, y3] = point(wheelOuterRadius, end)
  const [x4, y4] = point(INNER_RADIUS, end)
  return `M ${round(x1)} ${round(y1)} L ${round(x2)} ${round(y2)} A ${wheelOuterRadius} ${wheelOuterRadius} 0 0 1 ${round(x3)} ${round(y3)} L ${round(x4)} ${round(y4)} A ${INNER_RADIUS} ${INNER_RADIUS} 0 0 0 ${round(x1)} ${round(y1)} Z`
}
