import { monthName, MONTHS } from '@/lib/calendar'

/** The twelve months as the options of a `select` (stored as "1"–"12", shown in French). */
export const monthOptions = MONTHS.map((month) => ({
  value: String(month),
  label: monthName(month, 'fr'),
}))
