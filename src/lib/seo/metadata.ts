/**
 * Page metadata for every page (docs/behaviour.md › SEO and structured data), one pure builder:
 * - title gets " | {brand}" unless the brand is already in it; description cut to 160 characters;
 * - canonical, Open Graph (type website by default) and Twitter (summary_large_image by default);
 * - keywords, author, robots ('noindex, nofollow', or index/follow with large previews);
 * - hreflang alternates (fr without parameter, the others with ?lang=, x-default to French);
 * - a BreadcrumbList built from the canonical path's segments, added to the page's own JSON-LD.
 */
import type { Metadata } from 'next'

import { locales, type Locale } from '@/i18n/locales'
import { absoluteUrl, languageAlternates, ogLocales } from '@/i18n/routing'

export const DESCRIPTION_MAX = 160

export type PageMetadataInput = {
  title: string
  description: string
  canonicalPath: string
  jsonLd?: object | object[]
  ogImage?: string
  ogType?: 'website' | 'article' | 'video.other' | 'profile'
  keywords?: string | string[]
  author?: string
  twitterCard?: 'summary' | 'summary_large_image' | 'player' | 'app'
  noindex?: boolean
}

export type SiteContext = { brand: string; siteUrl: string; locale: Locale }

export function titleWithBrand(title: string, brand: string): string {
  return title.toLocaleLowerCase().includes(brand.toLocaleLowerCase())
    ? title
    : `${title} | ${brand}`
}

/** At most 160 characters: whole words when possible, with an ellipsis when something was cut. */
export function truncateDescription(description: string, max = DESCRIPTION_MAX): string {
  const text = description.replace(/\s+/g, ' ').trim()
  if (text.length <= max) return text
  const room = text.slice(0, max - 1)
  const lastSpace = room.lastIndexOf(' ')
  const cut = lastSpace > max * 0.6 ? room.slice(0, lastSpace) : room
  return `${cut.replace(/[\s,;:.–-]+$/, '')}…`
}

/** Segment names for breadcrumbs; unknown segments are shown as written, dashes turned into spaces. */
export type SegmentNames = Record<string, string>

/** A breadcrumb step: its name and the path of a page that exists. */
export type Crumb = { name: string; path: string }

export function breadcrumbList(
  canonicalPath: string,
  {
    siteUrl,
    locale,
    homeName,
    segmentNames = {},
    currentName,
    trail,
  }: {
    siteUrl: string
    locale: Locale
    homeName: string
    segmentNames?: SegmentNames
    currentName?: string
    /**
     * The steps between home and the page, when the path's segments are not pages of their own or
     * do not carry the real names (a formation's module: its formation by title, no « module » step).
     */
    trail?: Crumb[]
  },
): object {
  const path = canonicalPath.split(/[?#]/)[0] ?? '/'
  const segments = path.split('/').filter(Boolean)
  const items: Crumb[] = [{ name: homeName, path: '/' }]
  if (trail) {
    items.push(...trail)
    if (segments.length) items.push({ name: currentName ?? segments.at(-1) ?? path, path })
  } else
    segments.forEach((segment, index) => {
      const isLast = index === segments.length - 1
      const fallback = decodeURIComponent(segment).replace(/-/g, ' ')
      const name =
        isLast && currentName
          ? currentName
          : (segmentNames[segment] ?? fallback.charAt(0).toUpperCase() + fallback.slice(1))
      items.push({ name, path: `/${segments.slice(0, index + 1).join('/')}` })
    })
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(siteUrl, item.path, locale),
    })),
  }
}

function toList(value: string | string[] | undefined): string[] | undefined {
  if (value === undefined) return undefined
  const list = (Array.isArray(value) ? value : value.split(','))
    .map((item) => item.trim())
    .filter(Boolean)
  return list.length ? list : undefined
}

export function buildMetadata(input: PageMetadataInput, site: SiteContext): Metadata {
  const title = titleWithBrand(input.title, site.brand)
  const description = truncateDescription(input.description)
  const canonical = absoluteUrl(site.siteUrl, input.canonicalPath, site.locale)
  const images = input.ogImage
    ? [{ url: new URL(input.ogImage, site.siteUrl).toString() }]
    : undefined
  const robots = input.noindex
    ? { index: false, follow: false }
    : {
        index: true,
        follow: true,
        'max-image-preview': 'large' as const,
        'max-snippet': -1,
        'max-video-preview': -1,
        googleBot: {
          index: true,
          follow: true,
          'max-image-preview': 'large' as const,
          'max-snippet': -1,
          'max-video-preview': -1,
        },
      }
  return {
    metadataBase: new URL(site.siteUrl),
    title: { absolute: title },
    description,
    keywords: toList(input.keywords),
    authors: input.author ? [{ name: input.author }] : undefined,
    creator: input.author,
    robots,
    alternates: { canonical, languages: languageAlternates(site.siteUrl, input.canonicalPath) },
    openGraph: {
      type: input.ogType === 'video.other' ? 'video.other' : (input.ogType ?? 'website'),
      title,
      description,
      url: canonical,
      siteName: site.brand,
      locale: ogLocales[site.locale],
      alternateLocale: locales
        .filter((locale) => locale !== site.locale)
        .map((locale) => ogLocales[locale]),
      images,
    },
    twitter: {
      card: input.twitterCard ?? 'summary_large_image',
      title,
      description,
      images: images?.map((image) => image.url),
    },
  }
}

/** What a page gives for its JSON-LD; `trail` replaces the steps read from its path. */
export type PageJsonLdInput = Pick<PageMetadataInput, 'canonicalPath' | 'jsonLd' | 'title'> & {
  trail?: Crumb[]
}

/** The JSON-LD of a page: its own records plus the breadcrumb list of its canonical path. */
export function pageJsonLd(
  input: PageJsonLdInput,
  site: SiteContext & { homeName: string; segmentNames?: SegmentNames },
): object[] {
  const own =
    input.jsonLd === undefined ? [] : Array.isArray(input.jsonLd) ? input.jsonLd : [input.jsonLd]
  const isHome = (input.canonicalPath.split(/[?#]/)[0] ?? '/') === '/'
  return [
    ...own,
    breadcrumbList(input.canonicalPath, {
      siteUrl: site.siteUrl,
      locale: site.locale,
      homeName: site.homeName,
      segmentNames: site.segmentNames,
      currentName: isHome ? undefined : input.title,
      trail: input.trail,
    }),
  ]
}
