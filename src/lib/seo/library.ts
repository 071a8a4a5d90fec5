/**
 * Structured data of library pages: Article (articles, routines, discoveries), VideoObject and Course,
 * each saying whether it is free to read (`isAccessibleForFree`) and, when it is not, which part of the
 * page is behind the paywall — as search engines ask of subscription sites. Never carries a body.
 */
import { isAccessibleForFree } from '@/lib/entitlements'

import type { LibraryType } from '@/lib/content'

/**
 * The element that holds a gated document's premium part: its body for a reader with the right, the
 * paywall in its place for the others. It is on every gated page, so that the selector always matches.
 */
export const PAYWALLED_CLASS = 'paywalled-content'
export const PAYWALLED_SELECTOR = `.${PAYWALLED_CLASS}`

/** The JSON-LD part of a gated page that is behind the paywall. */
export const paywalledPart = {
  '@type': 'WebPageElement',
  isAccessibleForFree: false,
  cssSelector: PAYWALLED_SELECTOR,
} as const

export type LibraryJsonLdInput = {
  type: LibraryType
  url: string
  title: string
  description: string
  access: string
  /** Null where no running time may be claimed (a video whose file is a stand-in). */
  minutes: number | null
  imageUrl?: string | null
  publishedAt?: string | null
  updatedAt?: string | null
  brand: string
  siteUrl: string
  locale: string
  contentUrl?: string | null
  modules?: { name: string; url: string; minutes: number }[]
}

/** ISO 8601 duration for a number of minutes (PT1H5M). */
export function isoDuration(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes))
  const hours = Math.floor(whole / 60)
  const rest = whole % 60
  return `PT${hours ? `${hours}H` : ''}${rest || !hours ? `${rest}M` : ''}`
}

export function libraryJsonLd(input: LibraryJsonLdInput): Record<string, unknown> {
  const isFree = isAccessibleForFree(input)
  const organisation = { '@type': 'Organization', name: input.brand, url: input.siteUrl }
  const common: Record<string, unknown> = {
    '@context': 'https://schema.org',
    name: input.title,
    description: input.description,
    url: input.url,
    inLanguage: input.locale,
    isAccessibleForFree: isFree,
    ...(input.imageUrl ? { image: input.imageUrl } : {}),
    ...(isFree
      ? {}
      : {
          hasPart: paywalledPart,
        }),
  }
  if (input.type === 'videos') {
    return {
      ...common,
      '@type': 'VideoObject',
      duration: input.minutes === null ? undefined : isoDuration(input.minutes),
      uploadDate: input.publishedAt ?? undefined,
      thumbnailUrl: input.imageUrl ?? undefined,
      publisher: organisation,
      ...(isFree && input.contentUrl ? { contentUrl: input.contentUrl } : {}),
    }
  }
  if (input.type === 'formations') {
    return {
      ...common,
      '@type': 'Course',
      provider: organisation,
      timeRequired: input.minutes === null ? undefined : isoDuration(input.minutes),
      offers: {
        '@type': 'Offer',
        category: isFree ? 'Free' : 'Subscription',
        ...(isFree ? { price: 0, priceCurrency: 'EUR' } : {}),
      },
      hasCourseInstance: {
        '@type': 'CourseInstance',
        courseMode: 'online',
        courseWorkload: input.minutes === null ? undefined : isoDuration(input.minutes),
      },
      ...(input.modules?.length
        ? {
            syllabusSections: input.modules.map((module) => ({
              '@type': 'Syllabus',
              name: module.name,
              url: module.url,
              timeRequired: isoDuration(module.minutes),
            })),
          }
        : {}),
    }
  }
  return {
    ...common,
    '@type': 'Article',
    headline: input.title.slice(0, 110),
    datePublished: input.publishedAt ?? undefined,
    dateModified: input.updatedAt ?? input.publishedAt ?? undefined,
    timeRequired: input.minutes === null ? undefined : isoDuration(input.minutes),
    author: organisation,
    publisher: organisation,
    mainEntityOfPage: input.url,
  }
}
