/** Real visitors' Core Web Vitals: the metrics, the page kinds, the figures staff read. No dependency: the browser loads it. */
/** The three Core Web Vitals the site measures on real visits. */
export const VITAL_METRICS = ['LCP', 'INP', 'CLS'] as const
export type VitalMetric = (typeof VITAL_METRICS)[number]

/** What a measurement says of its page: its kind only, never its address. */
export const PAGE_TYPES = [
  'home',
  'list',
  'article',
  'video',
  'formation',
  'routine',
  'discovery',
  'calendar',
  'test',
  'search',
  'subscription',
  'account',
  'legal',
  'other',
] as const
export type PageType = (typeof PAGE_TYPES)[number]

/** Share of page views that measure and report (the rest load nothing). */
export const VITALS_SAMPLE_RATE = 0.1
/** How long measurements are kept, and the window the admin's summary reads. */
export const VITALS_RETENTION_DAYS = 90
export const VITALS_SUMMARY_DAYS = 28

/** Google's thresholds of a good and a poor p75 (web.dev/vitals), shown beside each figure. */
export const THRESHOLDS: Record<VitalMetric, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
}

const LISTS = new Set(['articles', 'videos', 'culture', 'decouvertes', 'formations', 'routines'])
const LEGAL = new Set([
  'cgu',
  'cgv',
  'mentions-legales',
  'politique-confidentialite',
  'politique-cookies',
])
const BY_SECTION: Record<string, PageType> = {
  articles: 'article',
  culture: 'article',
  conseils: 'article',
  videos: 'video',
  formations: 'formation',
  routines: 'routine',
  decouvertes: 'discovery',
  'calendrier-foret': 'calendar',
  'tests-personnalite': 'test',
  recherche: 'search',
  abonnement: 'subscription',
  resilier: 'subscription',
  membre: 'account',
  auth: 'account',
  register: 'account',
}

/** The kind of page at a visible address of the site (src/proxy.ts maps them to `/[locale]/…`). */
export function pageTypeOf(pathname: string): PageType {
  const parts = pathname.split('/').filter(Boolean)
  const [section] = parts
  if (section === undefined) return 'home'
  if (parts.length === 1 && LISTS.has(section)) return 'list'
  if (LEGAL.has(section)) return 'legal'
  return BY_SECTION[section] ?? 'other'
}

/**
 * The 75th percentile of `values` (nearest rank, as CrUX reports it), or null for none. A page type's
 * p75 is the value three visits in four do at least as well as.
 */
export function p75(values: readonly number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.ceil(0.75 * sorted.length) - 1] ?? null
}

/** Where a p75 stands against the thresholds. */
export function ratingOf(
  metric: VitalMetric,
  value: number,
): 'good' | 'needs-improvement' | 'poor' {
  const { good, poor } = THRESHOLDS[metric]
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor'
}
