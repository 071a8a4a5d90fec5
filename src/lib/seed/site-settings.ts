import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { DEFAULT_BRAND_NAME } from '@/lib/platform/config/brand'

import { SEED_CONTEXT, type SeedUnit } from './types'

const taglines: Record<Locale, string> = {
  fr: 'Sylvothérapie et slow living au cœur des Cévennes et de la Lozère',
  en: 'Forest therapy and slow living in the heart of the Cévennes and Lozère',
  es: 'Silvoterapia y slow living en el corazón de las Cevenas y la Lozère',
  de: 'Waldtherapie und Slow Living im Herzen der Cevennen und der Lozère',
  nl: 'Bostherapie en slow living in het hart van de Cevennen en de Lozère',
}

async function seedSiteSettings(payload: Payload): Promise<void> {
  await payload.updateGlobal({
    slug: 'site-settings',
    depth: 0,
    locale: 'fr',
    context: { ...SEED_CONTEXT },
    data: {
      brandName: DEFAULT_BRAND_NAME,
      tagline: taglines.fr,
      contactEmail: 'bonjour@sylva-cevennes.fr',
      socialLinks: [
        { platform: 'instagram', url: 'https://www.instagram.com/sylvacevennes' },
        { platform: 'facebook', url: 'https://www.facebook.com/sylvacevennes' },
        { platform: 'youtube', url: 'https://www.youtube.com/@sylvacevennes' },
        { platform: 'pinterest', url: 'https://www.pinterest.fr/sylvacevennes' },
      ],
      business: {
        legalName: 'Sylva Cévennes',
        legalForm: 'Entreprise individuelle',
        street: '4 place de l’Esplanade',
        postalCode: '48400',
        city: 'Florac-Trois-Rivières',
        country: 'France',
        publicationDirector: 'Claire Roux',
      },
      region: {
        name: 'Lozère / Cévennes',
        department: 'Lozère',
        latitude: 44.3245,
        longitude: 3.5927,
        serviceRadiusKm: 50,
      },
    },
  })
  for (const locale of ['en', 'es', 'de', 'nl'] as const) {
    await payload.updateGlobal({
      slug: 'site-settings',
      depth: 0,
      locale,
      context: { ...SEED_CONTEXT },
      data: { tagline: taglines[locale] },
    })
  }
}

export const siteSettingsSeed: SeedUnit = { key: 'site-settings@1', run: seedSiteSettings }
