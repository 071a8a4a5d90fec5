/**
 * Schema.org records of the home page (docs/behaviour.md › SEO and structured data): FAQPage,
 * WebSite with a SearchAction, LocalBusiness (Lozère/Cévennes, 50 km service radius, open every day
 * and night) and Organization (social profiles, customer service in five languages). Every value
 * comes from the site settings. Pure.
 */
import { localeLabels, locales, type Locale } from '@/i18n/locales'
import { absoluteUrl } from '@/i18n/routing'

export type BusinessSettings = {
  brandName: string
  tagline?: string | null
  contactEmail: string
  socialLinks?: { url: string }[] | null
  business?: {
    legalName?: string | null
    street?: string | null
    postalCode?: string | null
    city?: string | null
    country?: string | null
    phone?: string | null
  } | null
  region: {
    name: string
    department?: string | null
    latitude?: number | null
    longitude?: number | null
    serviceRadiusKm?: number | null
  }
}

type Context = { siteUrl: string; locale: Locale; description: string; logoPath: string }

export function faqPage(questions: { question: string; answer: string }[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: questions.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  }
}

export function webSite(settings: BusinessSettings, context: Context): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${context.siteUrl}/#website`,
    name: settings.brandName,
    url: absoluteUrl(context.siteUrl, '/', context.locale),
    description: context.description,
    inLanguage: locales,
    publisher: { '@id': `${context.siteUrl}/#organization` },
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        // The search page (/recherche); the placeholder stays unescaped for search engines to fill.
        urlTemplate: `${absoluteUrl(context.siteUrl, '/recherche', context.locale)}${context.locale === 'fr' ? '?' : '&'}q={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  }
}

function postalAddress(settings: BusinessSettings): object {
  const business = settings.business ?? {}
  return {
    '@type': 'PostalAddress',
    streetAddress: business.street || undefined,
    postalCode: business.postalCode || undefined,
    addressLocality: business.city || undefined,
    addressRegion: settings.region.department || settings.region.name,
    addressCountry: 'FR',
  }
}

export function localBusiness(settings: BusinessSettings, context: Context): object {
  const { latitude, longitude, serviceRadiusKm } = settings.region
  const hasGeo = typeof latitude === 'number' && typeof longitude === 'number'
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${context.siteUrl}/#business`,
    name: settings.brandName,
    description: context.description,
    url: absoluteUrl(context.siteUrl, '/', context.locale),
    email: settings.contactEmail,
    telephone: settings.business?.phone || undefined,
    image: `${context.siteUrl}${context.logoPath}`,
    address: postalAddress(settings),
    geo: hasGeo ? { '@type': 'GeoCoordinates', latitude, longitude } : undefined,
    areaServed: {
      '@type': 'GeoCircle',
      name: settings.region.name,
      geoMidpoint: hasGeo ? { '@type': 'GeoCoordinates', latitude, longitude } : undefined,
      geoRadius: (serviceRadiusKm ?? 50) * 1000,
    },
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
      opens: '00:00',
      closes: '23:59',
    },
    sameAs: (settings.socialLinks ?? []).map((link) => link.url),
  }
}

export function organization(settings: BusinessSettings, context: Context): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${context.siteUrl}/#organization`,
    name: settings.brandName,
    legalName: settings.business?.legalName || undefined,
    url: context.siteUrl,
    logo: `${context.siteUrl}${context.logoPath}`,
    email: settings.contactEmail,
    address: postalAddress(settings),
    sameAs: (settings.socialLinks ?? []).map((link) => link.url),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      email: settings.contactEmail,
      areaServed: 'FR',
      availableLanguage: locales.map((locale) => localeLabels[locale]),
    },
  }
}
