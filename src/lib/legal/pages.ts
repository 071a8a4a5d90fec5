/** The legal documents' addresses: fixed French paths that the footer links to. */
export const legalPageSlugs = [
  'mentions-legales',
  'cgu',
  'cgv',
  'politique-confidentialite',
  'politique-cookies',
] as const

export type LegalPageSlug = (typeof legalPageSlugs)[number]
