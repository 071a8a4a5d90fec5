/**
 * The launch videos' copy that travels without the page (lists, search, feeds, search engines: the
 * excerpt, the SEO title and description) describes the practice, never a running time nor a filming.
 * On a fresh site every video is the 20-second generated stand-in, and its page says so (issue 49,
 * item 12): the running time and the filming note only appear once staff upload the real footage.
 */
import { describe, expect, it } from 'vitest'

import { locales } from '@/i18n/locales'
import { readLibrary } from '@/lib/seed/library-content'

// Number words up to sixty in the five languages (compounds through their endings), which the
// texts could put before the word for minutes instead of digits.
const numberWords = [
  // French
  'une?|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|treize|quatorze|quinze|seize',
  'vingt|trente|quarante|cinquante|soixante',
  // English
  'one|two|three|four|five|seven|eight|nine|ten|eleven|twelve|\\p{L}*teen|twenty|thirty|forty',
  'fifty|sixty',
  // Spanish
  'uno|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|trece|catorce|quince',
  'dieci\\p{L}+|veinte|veinti\\p{L}+|treinta|cuarenta|cincuenta|sesenta',
  // German
  'eine?|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|\\p{L}*zehn|\\p{L}*zig|\\p{L}*ßig',
  // Dutch
  'een|één|twee|drie|vijf|zes|zeven|negen|tien|twaalf|\\p{L}*tien|\\p{L}*tig',
].join('|')
const minuteWords = 'minutes?|minutos?|minuten|minuut|min'

const runningTime = [
  // 12 min, 9-minute, 10-Minuten-Video, 18 minutos, (20 Min.)
  /\d+\s*[-‐‑–]?\s*(?:min(?!\p{L})\.?|minut\p{L}*|minuu\p{L}*)/iu,
  // douze minutes, twenty-minute, dieciocho minutos, zwölf Minuten, twintig minuten
  new RegExp(
    `(?<!\\p{L})(?:(?:${numberWords})[-‐‑])?(?:${numberWords})[\\s\\u00a0\\-‐‑]+(?:${minuteWords})(?!\\p{L})`,
    'iu',
  ),
  // zwanzigminütige, zehnminütig
  new RegExp(`(?<!\\p{L})(?:${numberWords})[-‐‑]?minütig\\p{L}*`, 'iu'),
]
// A claim that the clip was filmed or recorded (at a place, on a day).
const filming =
  /(?<!\p{L})(?:film(?:ée?s?|ed|ad[oa]s?)|grabad[oa]s?|enregistrée?s?|recorded|gefilmt\p{L}*|gefilmd|aufgenommen|opgenomen)(?!\p{L})/iu

/** What in a text a placeholder video cannot honestly say: a running time, or a filming. */
function claims(text: string): string[] {
  return [...runningTime, filming].flatMap((pattern) => text.match(pattern)?.[0] ?? [])
}

const videos = readLibrary().filter((entry) => entry.type === 'videos')

describe('the launch videos’ listing and search-engine copy', () => {
  it('reads the launch videos', () => {
    expect(videos.length).toBeGreaterThanOrEqual(6)
  })

  it('catches a running time or a filming written the way the old copy was', () => {
    const broken = [
      'Vidéo gratuite de 12 minutes — respiration guidée (12 min)',
      'Douze minutes de respiration guidée, filmée à Florac',
      'Free 9-minute video, filmed one May morning',
      'Eighteen minutes to awaken the five senses',
      'Vídeo de dieciocho minutos grabado en julio',
      'Kostenloses 12-Minuten-Video, eine zwanzigminütige Sitzmeditation, gefilmt am Aigoual',
      'Zwölf Minuten geführte Atmung (12 Min.)',
      'Twintig minuten zittende meditatie, gefilmd in oktober',
    ]
    for (const text of broken) expect(claims(text), text).not.toEqual([])
    // The practice itself may be described: where it is set, when in the day, for whom.
    expect(
      claims('Une respiration guidée à l’aube, sous les chênes pubescents qui dominent Florac.'),
    ).toEqual([])
  })

  it.each(locales)(
    'states no running time and no filming in the excerpt, SEO title or description (%s)',
    (locale) => {
      const found = videos.flatMap((entry) => {
        const text = entry.texts[locale]
        return (['excerpt', 'seoTitle', 'seoDescription'] as const).flatMap((field) =>
          claims(text[field]).map((claim) => `${entry.slug} ${field}: « ${claim} »`),
        )
      })
      expect(found).toEqual([])
    },
  )

  it.each(locales)(
    'states no total length in the body below the filming note, whose outline ends at the running time (%s)',
    (locale) => {
      for (const entry of videos) {
        // The first paragraph is the filming note (splitFilmingNote in src/lib/seed/library.ts),
        // shown only once the real footage is in place; the outline's « 0–2 min » steps are the plan.
        const paragraphs = entry.texts[locale].body
          .trim()
          .split(/\n\s*\n/)
          .slice(1)
        const prose = paragraphs.filter((paragraph) => !paragraph.startsWith('- '))
        expect(
          prose.flatMap((paragraph) => claims(paragraph)),
          `${entry.slug} ${locale}`,
        ).toEqual([])
        const steps = paragraphs
          .filter((paragraph) => paragraph.startsWith('- '))
          .flatMap((list) => [...list.matchAll(/^- \*\*\d+–(\d+) Min\.?\*\*/gim)])
        expect(steps.length, `${entry.slug} ${locale} outline`).toBeGreaterThan(0)
        expect(Number(steps.at(-1)?.[1]), `${entry.slug} ${locale} outline`).toBe(entry.minutes)
      }
    },
  )
})
