/** The calendar's categories, in the order the pages show them, with their colours. Pure. */
export const calendarCategories = [
  'mushroom',
  'fruit',
  'flower',
  'tree',
  'medicinal',
  'spiritual',
] as const
export type CalendarCategory = (typeof calendarCategories)[number]

export function isCalendarCategory(value: unknown): value is CalendarCategory {
  return (calendarCategories as readonly unknown[]).includes(value)
}

/**
 * One colour per category, dark enough for white text and visible on the light and dark backgrounds
 * (contrast ≥ 4.5:1 against white).
 */
export const categoryColours: Record<CalendarCategory, string> = {
  mushroom: '#8a5a2b',
  fruit: '#a8324a',
  flower: '#8a4f9e',
  tree: '#2f6b3f',
  medicinal: '#23707a',
  spiritual: '#5b5fa8',
}

/** Mushrooms and medicinal plants always carry a safety note. */
export function needsSafetyNote(category: CalendarCategory): boolean {
  return category === 'mushroom' || category === 'medicinal'
}
