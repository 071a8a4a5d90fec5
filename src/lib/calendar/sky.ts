/**
 * The sky of a month at Florac, computed (no service asked): sunrise, sunset and day length on the
 * first, the fifteenth and the last day, and the dates of the moon's phases. astronomy-engine gives
 * the times within a minute. Pure.
 */
import { Body, NextMoonQuarter, Observer, SearchMoonQuarter, SearchRiseSet } from 'astronomy-engine'

import { FLORAC } from './places'
import type { Month } from './months'

export type SunDay = {
  /** The day, as a date at noon UTC (formatted in Europe/Paris by the page). */
  day: Date
  sunrise: Date | null
  sunset: Date | null
  /** Minutes between sunrise and sunset. */
  dayLengthMinutes: number | null
}

export type MoonPhase = { phase: 'new' | 'firstQuarter' | 'full' | 'lastQuarter'; at: Date }

export type MonthSky = { sun: SunDay[]; moon: MoonPhase[] }

const observer = new Observer(FLORAC.lat, FLORAC.lon, FLORAC.elevation)
const phases = ['new', 'firstQuarter', 'full', 'lastQuarter'] as const

function sunDay(year: number, month: Month, date: number): SunDay {
  // Searching from midnight UTC finds that day's rise and set in France (UTC+1 or +2).
  const start = new Date(Date.UTC(year, month - 1, date, 0, 0, 0))
  const sunrise = SearchRiseSet(Body.Sun, observer, +1, start, 1)?.date ?? null
  const sunset = SearchRiseSet(Body.Sun, observer, -1, start, 1)?.date ?? null
  return {
    day: new Date(Date.UTC(year, month - 1, date, 12)),
    sunrise,
    sunset,
    dayLengthMinutes:
      sunrise && sunset ? Math.round((sunset.getTime() - sunrise.getTime()) / 60_000) : null,
  }
}

export function monthSky(year: number, month: Month): MonthSky {
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate()
  const sun = [1, 15, lastDay].map((date) => sunDay(year, month, date))
  const from = new Date(Date.UTC(year, month - 1, 1))
  const until = new Date(Date.UTC(year, month, 1))
  const moon: MoonPhase[] = []
  for (let quarter = SearchMoonQuarter(from); quarter.time.date < until;) {
    moon.push({ phase: phases[quarter.quarter] ?? 'new', at: quarter.time.date })
    quarter = NextMoonQuarter(quarter)
  }
  return { sun, moon }
}
