/**
 * The calendar page's address: one URL per view, month, categories and place, so that a view can be
 * shared and indexed (`/calendrier-foret?vue=roue&mois=10&categories=champignons,arbres`). Anything it
 * does not understand falls back to the default (calendar view, this month, every category). Pure.
 */
import { calendarCategories, type CalendarCategory } from './categories'
import { monthFromParam, type Month } from './months'
import { isPlaceId, type PlaceId } from './places'

export const CALENDAR_PATH = '/calendrier-foret'

export const calendarViews = ['calendar', 'wheel', 'map'] as const
export type CalendarView = (typeof calendarViews)[number]

/** The words of the address, in French like every path of the site. */
const viewWords: Record<CalendarView, string> = {
  calendar: 'calendrier',
  wheel: 'roue',
  map: 'carte',
}
const categoryWords: Record<CalendarCategory, string> = {
  mushroom: 'champignons',
  fruit: 'fruits',
  flower: 'fleurs',
  tree: 'arbres',
  medicinal: 'plantes-medicinales',
  spiritual: 'pratiques',
}

export type CalendarState = {
  view: CalendarView
  month: Month
  /** Empty: every category. */
  categories: CalendarCategory[]
  place: PlaceId | null
}

type Query = Record<string, string | string[] | undefined>

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

export function readCalendarState(query: Query, currentMonth: Month): CalendarState {
  const viewWord = first(query.vue)
  const view = calendarViews.find((candidate) => viewWords[candidate] === viewWord) ?? 'calendar'
  const words = (first(query.categories) ?? '').split(',')
  const categories = calendarCategories.filter((category) =>
    words.includes(categoryWords[category]),
  )
  const place = first(query.lieu)
  return {
    view,
    month: monthFromParam(first(query.mois)) ?? currentMonth,
    categories: categories.length === calendarCategories.length ? [] : categories,
    place: view === 'map' && isPlaceId(place) ? place : null,
  }
}

/** The address of a state; `currentMonth` is left out of the address (it is the default). */
export function calendarHref(state: CalendarState, currentMonth: Month): string {
  const search = new URLSearchParams()
  if (state.view !== 'calendar') search.set('vue', viewWords[state.view])
  if (state.month !== currentMonth) search.set('mois', String(state.month))
  if (state.categories.length)
    search.set('categories', state.categories.map((category) => categoryWords[category]).join(','))
  if (state.view === 'map' && state.place) search.set('lieu', state.place)
  const query = search.toString()
  return `${CALENDAR_PATH}${query ? `?${query}` : ''}`
}

/** The categories with one of them switched on or off (none left means every category). */
export function toggleCategory(
  categories: CalendarCategory[],
  category: CalendarCategory,
): CalendarCategory[] {
  return categories.includes(category)
    ? categories.filter((item) => item !== category)
    : calendarCategories.filter((item) => item === category || categories.includes(item))
}

export function calendarEntryPath(slug: string): string {
  return `${CALENDAR_PATH}/${slug}`
}
