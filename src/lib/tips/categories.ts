/** The kinds of daily tip, as editors file them. Pure. */
export const tipCategories = ['breath', 'senses', 'body', 'observation', 'slow', 'rest'] as const
export type TipCategory = (typeof tipCategories)[number]

export function isTipCategory(value: unknown): value is TipCategory {
  return tipCategories.some((category) => category === value)
}
