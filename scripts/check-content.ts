/**
 * Checks launch seed content without a database, with the seeders' own strict readers:
 * `npm run check-content -- calendar [slug …]` (the calendar entries: a summary per category and month)
 * or `npm run check-content -- tests [slug …]` (the personality tests: questions and profiles per
 * test). All folders, or only the named ones; the first problem is printed with its file name.
 */
import { calendarCategories, MONTHS } from '../src/lib/calendar'
import { readCalendar } from '../src/lib/seed/calendar-content'
import { readTests } from '../src/lib/seed/tests-content'

const [what, ...slugs] = process.argv.slice(2)

function checkCalendar() {
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
}

function checkTests() {
  const tests = readTests(slugs)
  const missing = slugs.filter((slug) => !tests.some((test) => test.slug === slug))
  if (missing.length) throw new Error(`no folder for ${missing.join(', ')}`)
  console.log(`${tests.length} tests read`)
  for (const test of tests)
    console.log(
      `${test.slug}: ${test.questions.length} questions, profiles ${test.profiles.map((profile) => profile.id).join(', ')}`,
    )
}

const checks: Record<string, () => void> = { calendar: checkCalendar, tests: checkTests }
const check = what ? checks[what] : undefined
if (!check) {
  console.error('usage: npm run check-content -- calendar|tests [slug …]')
  process.exit(2)
}

try {
  check()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
