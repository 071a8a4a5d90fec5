/** The site's navigation, in one place: header, mobile menu, footer and search use it. */
export const headerLinks = [
  { key: 'contents', href: '/#contenus' },
  { key: 'articles', href: '/articles' },
  { key: 'videos', href: '/videos' },
  { key: 'formations', href: '/formations' },
  { key: 'pricing', href: '/#tarifs' },
  { key: 'faq', href: '/#faq' },
] as const

export const exploreLinks = [
  { key: 'articles', href: '/articles' },
  { key: 'videos', href: '/videos' },
  { key: 'formations', href: '/formations' },
  { key: 'routines', href: '/routines' },
  { key: 'discoveries', href: '/decouvertes' },
  { key: 'calendar', href: '/calendrier-foret' },
  { key: 'tests', href: '/tests-personnalite' },
] as const

/** What the header's « Explorer » menu offers: the sections that have no link of their own there. */
export const headerMoreLinks = exploreLinks.filter(
  (link) => !headerLinks.some((header) => header.href === link.href),
)

export const siteLinks = [
  { key: 'subscription', href: '/abonnement' },
  { key: 'memberArea', href: '/membre' },
  { key: 'contact', href: '/contact' },
] as const

export const legalLinks = [
  { key: 'mentionsLegales', href: '/mentions-legales' },
  { key: 'cgu', href: '/cgu' },
  { key: 'cgv', href: '/cgv' },
  { key: 'privacy', href: '/politique-confidentialite' },
  { key: 'cookies', href: '/politique-cookies' },
  // "Résilier votre contrat" (L215-1-1): on every page, usable without signing in.
  { key: 'cancelContract', href: '/resilier' },
] as const

export const authLinks = {
  login: '/auth?tab=login',
  signup: '/auth?tab=signup',
  memberArea: '/membre',
  subscribe: '/abonnement',
} as const
