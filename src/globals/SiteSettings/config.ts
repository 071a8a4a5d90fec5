import type { GlobalConfig } from 'payload'

import { adminsOnly, anyone } from '@/access'
import { DEFAULT_BRAND_NAME } from '@/lib/platform/config/brand'
import { revalidateGlobalTag } from '@/lib/platform/cache/hooks'
import { cacheTags } from '@/lib/platform/cache/tags'
import { globalTranslationHooks } from '@/lib/translation/hooks'

/** Social profiles, with the names the platforms give themselves. */
export const socialPlatforms = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  youtube: 'YouTube',
  pinterest: 'Pinterest',
  linkedin: 'LinkedIn',
  mastodon: 'Mastodon',
  x: 'X',
  tiktok: 'TikTok',
} as const

/**
 * Brand and business identity. Legal notices, structured data, e-mails and the footer read these values,
 * so correcting an address here corrects it everywhere.
 */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: { fr: 'Réglages du site', en: 'Site settings' },
  admin: { group: { fr: 'Administration', en: 'Administration' } },
  hooks: {
    afterChange: [
      revalidateGlobalTag(cacheTags.siteSettings),
      globalTranslationHooks('Réglages du site'),
    ],
  },
  access: {
    read: anyone,
    update: adminsOnly,
    readVersions: adminsOnly,
  },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: { fr: 'Marque', en: 'Brand' },
          fields: [
            {
              name: 'brandName',
              type: 'text',
              label: { fr: 'Nom de la marque', en: 'Brand name' },
              required: true,
              defaultValue: DEFAULT_BRAND_NAME,
              maxLength: 80,
            },
            {
              name: 'tagline',
              type: 'text',
              label: { fr: 'Accroche', en: 'Tagline' },
              localized: true,
              maxLength: 160,
            },
            {
              name: 'contactEmail',
              type: 'email',
              label: { fr: 'E-mail de contact', en: 'Contact e-mail' },
              required: true,
              defaultValue: 'bonjour@sylva-cevennes.fr',
            },
            {
              name: 'socialLinks',
              type: 'array',
              label: { fr: 'Réseaux sociaux', en: 'Social profiles' },
              labels: {
                singular: { fr: 'Profil', en: 'Profile' },
                plural: { fr: 'Profils', en: 'Profiles' },
              },
              fields: [
                {
                  name: 'platform',
                  type: 'select',
                  label: { fr: 'Réseau', en: 'Platform' },
                  required: true,
                  options: Object.entries(socialPlatforms).map(([value, label]) => ({
                    label,
                    value,
                  })),
                },
                {
                  name: 'url',
                  type: 'text',
                  label: 'URL',
                  required: true,
                  validate: validateHttpsUrl,
                },
              ],
            },
          ],
        },
        {
          label: { fr: 'Identité légale', en: 'Legal identity' },
          description: {
            fr: 'Mentions légales (LCEN, art. 6) et conditions générales de vente.',
            en: 'Legal notice (LCEN art. 6) and terms of sale.',
          },
          fields: [
            {
              name: 'business',
              type: 'group',
              label: { fr: 'Éditeur du site', en: 'Publisher' },
              fields: [
                {
                  name: 'legalName',
                  type: 'text',
                  label: { fr: 'Raison sociale ou nom', en: 'Legal name' },
                },
                {
                  name: 'legalForm',
                  type: 'text',
                  label: { fr: 'Forme juridique', en: 'Legal form' },
                },
                {
                  name: 'shareCapital',
                  type: 'text',
                  label: { fr: 'Capital social', en: 'Share capital' },
                },
                { name: 'siret', type: 'text', label: 'SIRET' },
                {
                  name: 'registration',
                  type: 'text',
                  label: { fr: 'Immatriculation (RCS, RNE)', en: 'Registration' },
                },
                {
                  name: 'vatNumber',
                  type: 'text',
                  label: { fr: 'N° de TVA intracommunautaire', en: 'VAT number' },
                },
                { name: 'street', type: 'text', label: { fr: 'Adresse', en: 'Street address' } },
                {
                  name: 'postalCode',
                  type: 'text',
                  label: { fr: 'Code postal', en: 'Postal code' },
                },
                { name: 'city', type: 'text', label: { fr: 'Commune', en: 'City' } },
                {
                  name: 'country',
                  type: 'text',
                  label: { fr: 'Pays', en: 'Country' },
                  defaultValue: 'France',
                },
                { name: 'phone', type: 'text', label: { fr: 'Téléphone', en: 'Phone' } },
                {
                  name: 'publicationDirector',
                  type: 'text',
                  label: {
                    fr: 'Directeur ou directrice de la publication',
                    en: 'Director of publication',
                  },
                },
              ],
            },
            {
              name: 'host',
              type: 'group',
              label: { fr: 'Hébergeur', en: 'Host' },
              fields: [
                { name: 'name', type: 'text', label: { fr: 'Nom', en: 'Name' } },
                { name: 'address', type: 'textarea', label: { fr: 'Adresse', en: 'Address' } },
                { name: 'phone', type: 'text', label: { fr: 'Téléphone', en: 'Phone' } },
              ],
            },
            {
              name: 'mediator',
              type: 'group',
              label: { fr: 'Médiateur de la consommation', en: 'Consumer mediator' },
              fields: [
                { name: 'name', type: 'text', label: { fr: 'Nom', en: 'Name' } },
                {
                  name: 'website',
                  type: 'text',
                  label: { fr: 'Site web', en: 'Website' },
                  validate: validateOptionalHttpsUrl,
                },
                { name: 'address', type: 'textarea', label: { fr: 'Adresse', en: 'Address' } },
              ],
            },
          ],
        },
        {
          label: { fr: 'Région', en: 'Region' },
          fields: [
            {
              name: 'region',
              type: 'group',
              label: { fr: 'Zone d’activité', en: 'Service area' },
              fields: [
                {
                  name: 'name',
                  type: 'text',
                  label: { fr: 'Nom', en: 'Name' },
                  defaultValue: 'Lozère / Cévennes',
                  required: true,
                },
                {
                  name: 'department',
                  type: 'text',
                  label: { fr: 'Département', en: 'Department' },
                  defaultValue: 'Lozère',
                },
                {
                  name: 'latitude',
                  type: 'number',
                  label: 'Latitude',
                  defaultValue: 44.3245,
                  min: -90,
                  max: 90,
                },
                {
                  name: 'longitude',
                  type: 'number',
                  label: 'Longitude',
                  defaultValue: 3.5927,
                  min: -180,
                  max: 180,
                },
                {
                  name: 'serviceRadiusKm',
                  type: 'number',
                  label: { fr: 'Rayon d’intervention (km)', en: 'Service radius (km)' },
                  defaultValue: 50,
                  min: 1,
                  max: 500,
                },
              ],
            },
          ],
        },
        {
          label: { fr: 'Accueil', en: 'Home page' },
          description: {
            fr: 'Les quatre aperçus de la page d’accueil. Laissez vide pour montrer le plus récent.',
            en: 'The home page’s four previews. Leave empty to show the newest.',
          },
          fields: [
            {
              name: 'landingPreviews',
              type: 'group',
              label: { fr: 'Aperçus', en: 'Previews' },
              fields: [
                {
                  name: 'video',
                  type: 'relationship',
                  relationTo: 'videos',
                  label: { fr: 'Vidéo', en: 'Video' },
                },
                {
                  name: 'article',
                  type: 'relationship',
                  relationTo: 'articles',
                  label: { fr: 'Article', en: 'Article' },
                },
                {
                  name: 'tip',
                  type: 'relationship',
                  relationTo: 'daily-tips',
                  label: {
                    fr: 'Conseil montré aux visiteurs (les membres voient celui du jour)',
                    en: 'Tip shown to visitors (members see today’s)',
                  },
                },
                {
                  name: 'formation',
                  type: 'relationship',
                  relationTo: 'formations',
                  label: {
                    fr: 'Formation (son premier module est montré)',
                    en: 'Formation (its first module is shown)',
                  },
                },
              ],
            },
          ],
        },
      ],
    },
  ],
}

function validateHttpsUrl(value: unknown): true | string {
  if (typeof value !== 'string' || !/^https:\/\/[^\s/]+\.[^\s]+$/.test(value)) {
    return 'Adresse https:// attendue.'
  }
  return true
}

function validateOptionalHttpsUrl(value: unknown): true | string {
  return value === null || value === undefined || value === '' ? true : validateHttpsUrl(value)
}
