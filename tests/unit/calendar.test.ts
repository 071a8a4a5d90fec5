/** The forest calendar's pure rules: Paris months, access, the address, the wheel, the feed, the map. */
import { describe, expect, it } from 'vitest'

import type { Viewer } from '@/lib/auth'
import {
  assignLanes,
  calendarFeed,
  calendarHref,
  canSeeEntry,
  monthFromParam,
  monthRuns,
  monthSky,
  parisMonth,
  placePoint,
  readCalendarState,
  toggleCategory,
  visibleMonths,
  type Month,
} from '@/lib/calendar'

const visitor: Viewer = { kind: 'visitor' }
const member: Viewer = {
  kind: 'signedIn',
  role: 'user',
  email: 'a@example.org',
  displayName: 'A',
  subscriptionStatus: 'free',
  subscriptionTier: null,
  isPremium: false,
  isAdmin: false,
}
const premium: Viewer = { ...member, subscriptionStatus: 'trialing', isPremium: true }

describe('the month in Paris', () => {
  it('31 December 23:30 UTC is already January in Paris (winter time, UTC+1)', () => {
    expect(parisMonth(new Date('2026-12-31T23:30:00Z'))).toBe(1)
    expect(parisMonth(new Date('2026-12-31T22:59:59Z'))).toBe(12)
  })
  it('the last evening of June turns to July at 22:00 UTC (summer time, UTC+2)', () => {
    expect(parisMonth(new Date('2026-06-30T21:59:59Z'))).toBe(6)
    expect(parisMonth(new Date('2026-06-30T22:00:00Z'))).toBe(7)
  })
})

describe('who sees which months', () => {
  const now = new Date('2026-10-15T10:00:00Z')
  const october = { months: [9, 10] as Month[] }
  const spring = { months: [4, 5] as Month[] }
  it('visitors and free members: the current month only', () => {
    expect(visibleMonths(visitor, now)).toEqual([10])
    expect(visibleMonths(member, now)).toEqual([10])
    expect(canSeeEntry(october, visitor, now)).toBe(true)
    expect(canSeeEntry(spring, member, now)).toBe(false)
  })
  it('Premium (a trial included): the whole year', () => {
    expect(visibleMonths(premium, now)).toHaveLength(12)
    expect(canSeeEntry(spring, premium, now)).toBe(true)
  })
})

describe('the calendar address', () => {
  it('reads a view, a month, categories and a place, ignoring what it does not understand', () => {
    expect(
      readCalendarState(
        { vue: 'carte', mois: '7', categories: 'champignons,arbres', lieu: 'florac' },
        3,
      ),
    ).toEqual({ view: 'map', month: 7, categories: ['mushroom', 'tree'], place: 'florac' })
    expect(
      readCalendarState({ vue: 'spirale', mois: '13', categories: 'dragons', lieu: 'paris' }, 3),
    ).toEqual({ view: 'calendar', month: 3, categories: [], place: null })
    expect(monthFromParam('0')).toBeNull()
    expect(monthFromParam('012')).toBeNull()
  })
  it('keeps the month and the categories when the view changes, and leaves defaults out', () => {
    const state = readCalendarState({ mois: '10', categories: 'fleurs' }, 10)
    expect(calendarHref({ ...state, view: 'wheel' }, 10)).toBe(
      '/calendrier-foret?vue=roue&categories=fleurs',
    )
    expect(calendarHref({ ...state, view: 'map', month: 2 }, 10)).toBe(
      '/calendrier-foret?vue=carte&mois=2&categories=fleurs',
    )
    expect(toggleCategory(['flower'], 'mushroom')).toEqual(['mushroom', 'flower'])
    expect(toggleCategory(['flower'], 'flower')).toEqual([])
  })
})

describe('the year wheel', () => {
  it('groups months into runs, across the new year', () => {
    expect(monthRuns([11, 12, 1, 2])).toEqual([[11, 2]])
    expect(monthRuns([3, 4, 7])).toEqual([
      [3, 4],
      [7, 7],
    ])
    expect(monthRuns([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])).toEqual([[1, 12]])
  })
  it('puts entries whose months overlap on different lanes', () => {
    const a = { months: [1, 2] as Month[] }
    const b = { months: [2, 3] as Month[] }
    const c = { months: [6] as Month[] }
    const { lane, lanes } = assignLanes([a, b, c])
    expect(lanes).toBe(2)
    expect(lane.get(a)).not.toBe(lane.get(b))
    expect(lane.get(c)).toBe(0)
  })
})

describe('the sky at Florac', () => {
  it('has long days in June, short in December, and four moon phases in a month', () => {
    const june = monthSky(2026, 6)
    const december = monthSky(2026, 12)
    expect(june.sun[1]!.dayLengthMinutes!).toBeGreaterThan(15 * 60)
    expect(december.sun[1]!.dayLengthMinutes!).toBeLessThan(9 * 60 + 30)
    expect(june.moon.length).toBeGreaterThanOrEqual(3)
    expect(new Set(june.moon.map((phase) => phase.phase)).size).toBeGreaterThanOrEqual(3)
  })
})

describe('the map', () => {
  it('puts places where they are relative to each other', () => {
    const mende = placePoint('margeride')
    const aigoual = placePoint('mont-aigoual')
    const aubrac = placePoint('aubrac')
    const villefort = placePoint('villefort')
    expect(aigoual.y).toBeGreaterThan(mende.y) // south is further down
    expect(aubrac.x).toBeLessThan(villefort.x) // west is further left
  })
})

describe('the iCalendar feed', () => {
  const input: Parameters<typeof calendarFeed>[0] = {
    entries: [
      {
        slug: 'girolle',
        name: 'Girolle, la chanterelle des bois',
        summary: 'Un champignon d’été; sous les hêtres, les châtaigniers',
        months: [6, 7, 8, 9, 10],
        peakMonths: [8, 9],
        kind: 'species',
        url: 'https://example.org/calendrier-foret/girolle',
        categories: ['Champignons'],
        safety: null,
      },
      {
        slug: 'amanite-phalloide',
        name: 'Amanite phalloïde',
        summary: 'Le champignon le plus mortel des bois',
        months: [9, 10],
        peakMonths: [],
        kind: 'species',
        url: 'https://example.org/calendrier-foret/amanite-phalloide',
        categories: ['Champignons', 'Plantes, baies; toxiques'],
        safety:
          'Mortelle, même en petite quantité : ne la confondez pas avec le rosé des prés ou une russule verdâtre. Faites vérifier chaque cueillette par un pharmacien ou une société mycologique.',
      },
      {
        slug: 'veillee',
        name: 'Veillée du solstice',
        summary: 'Une soirée aux bougies',
        months: [12, 1],
        peakMonths: [],
        kind: 'activity',
        url: 'https://example.org/calendrier-foret/veillee',
        categories: ['Pratiques de saison'],
        safety: null,
      },
    ],
    name: 'Calendrier de la forêt',
    seasonLabel: (name) => `${name} : pleine saison`,
    safetyLabel: (note) => `Prudence : ${note}`,
    year: 2026,
    now: new Date('2026-11-24T10:00:00Z'),
    host: 'example.org',
  }
  const text = calendarFeed(input)
  it('is a calendar of yearly all-day events, with escaped text and CRLF line ends', () => {
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true)
    expect(text.trimEnd().endsWith('END:VCALENDAR')).toBe(true)
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(3)
    expect(text).toContain('DTSTART;VALUE=DATE:20260801\r\nDTEND;VALUE=DATE:20261001')
    // A season across the new year ends in the next year.
    expect(text).toContain('DTSTART;VALUE=DATE:20261201\r\nDTEND;VALUE=DATE:20270201')
    expect(text).toContain('RRULE:FREQ=YEARLY')
    expect(text).toContain('SUMMARY:Girolle\\, la chanterelle des bois : pleine saison')
    // Read unfolded (a CRLF followed by one space continues the line), as a calendar application does.
    const unfolded = text.replaceAll('\r\n ', '')
    expect(unfolded).toContain(
      'DESCRIPTION:Un champignon d’été\\; sous les hêtres\\, les châtaigniers\\nhttps://example.org/calendrier-foret/girolle\r\n',
    )
  })
  it('folds long lines at 75 octets without splitting a character', () => {
    for (const line of text.split('\r\n'))
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75)
    // The safety note is long: it is folded, and unfolding gives back every character.
    expect(text.split('\r\n').filter((line) => line.startsWith(' ')).length).toBeGreaterThan(2)
  })

  /** The events, unfolded, as a map of their properties (the first value of each name). */
  const events = text
    .replaceAll('\r\n ', '')
    .split('BEGIN:VEVENT\r\n')
    .slice(1)
    .map(
      (block) =>
        new Map(
          block
            .split('\r\n')
            .filter((line) => line.includes(':'))
            .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)]),
        ),
    )
  const event = (slug: string) => events.find((item) => item.get('UID')?.startsWith(`${slug}-`))

  it('files every event under its categories, translated, as escaped text values', () => {
    expect(event('girolle')?.get('CATEGORIES')).toBe('Champignons')
    expect(event('veillee')?.get('CATEGORIES')).toBe('Pratiques de saison')
    // Values are separated by a bare comma; commas and semicolons inside a value are escaped.
    expect(event('amanite-phalloide')?.get('CATEGORIES')).toBe(
      'Champignons,Plantes\\, baies\\; toxiques',
    )
  })

  it('puts the safety note first in the description, before the summary and the link', () => {
    const description = event('amanite-phalloide')?.get('DESCRIPTION') ?? ''
    expect(description.startsWith('Prudence : Mortelle\\, même en petite quantité : ')).toBe(true)
    const parts = description.split('\\n')
    expect(parts).toEqual([
      expect.stringContaining('pharmacien ou une société mycologique.'),
      'Le champignon le plus mortel des bois',
      'https://example.org/calendrier-foret/amanite-phalloide',
    ])
    // Without a note, the description is the summary and the link, as before.
    expect(event('girolle')?.get('DESCRIPTION')?.startsWith('Un champignon d’été')).toBe(true)
  })

  it('folds a long line of accented text at 75 octets, and escapes commas, semicolons and backslashes', () => {
    const long = calendarFeed({
      entries: [
        {
          slug: 'cepe',
          name: 'Cèpe de Bordeaux, bolet bronzé; bolet à pied rouge — cueillis à l’aube, « sous les hêtres et les châtaigniers » ; carnet C:\\bois 🍄',
          summary: 'Été, automne; après la pluie',
          months: [8, 9, 10],
          peakMonths: [],
          kind: 'species',
          url: 'https://example.org/calendrier-foret/cepe',
          categories: ['Champignons'],
          safety: null,
        },
      ],
      name: 'Forêt, Sylva; Cévennes',
      seasonLabel: (name) => `${name} : pleine saison`,
      safetyLabel: (note) => note,
      year: 2026,
      now: new Date('2026-11-24T10:00:00Z'),
      host: 'example.org',
    })
    const lines = long.split('\r\n')
    for (const line of lines) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75)
      // No character cut in two (the mushroom is two UTF-16 units, four octets).
      expect(line.isWellFormed()).toBe(true)
    }
    const summaryLines = lines.slice(lines.findIndex((line) => line.startsWith('SUMMARY:')))
    expect(summaryLines[1]?.startsWith(' ')).toBe(true)
    expect(summaryLines[2]?.startsWith(' ')).toBe(true)
    const unfolded = long.replaceAll('\r\n ', '')
    expect(unfolded).toContain(
      'SUMMARY:Cèpe de Bordeaux\\, bolet bronzé\\; bolet à pied rouge — cueillis à l’aube\\, « sous les hêtres et les châtaigniers » \\; carnet C:\\\\bois 🍄 : pleine saison\r\n',
    )
    expect(unfolded).toContain(
      'DESCRIPTION:Été\\, automne\\; après la pluie\\nhttps://example.org/calendrier-foret/cepe\r\n',
    )
    expect(unfolded).toContain('X-WR-CALNAME:Forêt\\, Sylva\\; Cévennes\r\n')
    expect(long.endsWith('END:VCALENDAR\r\n')).toBe(true)
  })

  it('writes the same all-day dates whatever the server’s time zone, Paris as a hint, a daily refresh', () => {
    const zone = process.env.TZ
    try {
      for (const serverZone of ['Pacific/Kiritimati', 'America/Los_Angeles']) {
        process.env.TZ = serverZone
        expect(calendarFeed(input)).toBe(text)
      }
    } finally {
      if (zone === undefined) delete process.env.TZ
      else process.env.TZ = zone
    }
    expect(text).toContain('X-WR-TIMEZONE:Europe/Paris\r\n')
    expect(text).toContain('REFRESH-INTERVAL;VALUE=DURATION:P1D\r\n')
    expect(text).toContain('DTSTAMP:20261124T100000Z\r\n')
    expect(text).toContain('PRODID:-//Sylva Cevennes//Calendrier de la foret//FR\r\n')
    expect(event('girolle')?.get('UID')).toBe('girolle-8-9@example.org')
    expect(event('girolle')?.get('TRANSP')).toBe('TRANSPARENT')
    expect(event('girolle')?.get('URL;VALUE=URI')).toBe(
      'https://example.org/calendrier-foret/girolle',
    )
  })
})
