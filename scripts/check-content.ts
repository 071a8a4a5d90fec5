/**
 * Checks launch seed content without a database: `npm run check-content -- calendar [slug …]` reads the
 * calendar entries (all, or only the named folders) with the seeder's own strict reader and prints a
 * summary per category and month, or the first problem with its file name.
 */
import { calendarCategories, MONTHS } from '../src/lib/calendar'
import { readCalendar } from '../src/lib/seed/calendar-content'

const [what, ...slugs] = process.argv.slice(2)

if (what !== 'calendar') {
  console.error('usage: npm run check-content -- calendar [slug …]')
  process.exit(2)
}

try {
  const entries = readCalendar(slugs)
  const missing = slugs.filter((slug) => !entries.some((entry) => entry.slug === slug))
  if (missing.length) throw new Error(`no folder for ${missing.join(', ')}`)
  console.log(`${entries.length} entries read`)
  for (const category of calendarCategories) {
    const inCategory = entries.filter((entry) => entry.category === category)
    if (!inCategory.length) continue
    const covered = MONTHS.filter((month) =>
      inCategory.some((entry) => entry.months.includes(month)),
    )
    console.log(`${category}: ${inCategory.length} entries, months covered ${covered.join(' ')}`)
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
