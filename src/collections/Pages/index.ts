import type { CollectionConfig } from 'payload'

import { isStaffUser, staff } from '@/access'
import { legalPageSlugs } from '@/lib/legal'
import { revalidateCollectionTag } from '@/lib/platform/cache/hooks'
import { translationCleanup, translationHooks } from '@/lib/translation/hooks'
import { cacheTags } from '@/lib/platform/cache/tags'

/**
 * Editable documents (the legal pages). Their text may carry {{tokens}} (brand, legal name, address,
 * host, mediator…) that the site fills in from the site settings, so an address is corrected once.
 */
export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: {
    singular: { fr: 'Page', en: 'Page' },
    plural: { fr: 'Pages légales', en: 'Legal pages' },
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
    group: { fr: 'Contenus', en: 'Content' },
    description: {
      fr: 'Les jetons {{brand}}, {{legalName}}, {{address}}, {{siret}}, {{director}}, {{hostName}}, {{mediatorName}}, {{contactEmail}}… sont remplacés par les valeurs des réglages du site.',
      en: 'Tokens such as {{brand}}, {{legalName}}, {{address}}, {{siret}}, {{director}}, {{hostName}}, {{mediatorName}}, {{contactEmail}} are replaced with the site settings.',
    },
  },
  versions: { drafts: true, maxPerDoc: 50 },
  hooks: {
    ...revalidateCollectionTag(cacheTags.pages),
    afterChange: [...revalidateCollectionTag(cacheTags.pages).afterChange, translationHooks()],
    afterDelete: [...revalidateCollectionTag(cacheTags.pages).afterDelete, translationCleanup()],
  },
  access: {
    read: ({ req }) => (isStaffUser(req.user) ? true : { _status: { equals: 'published' } }),
    create: staff,
    update: staff,
    delete: staff,
    readVersions: staff,
  },
  fields: [
    {
      name: 'slug',
      type: 'text',
      label: { fr: 'Adresse', en: 'Address' },
      required: true,
      unique: true,
      index: true,
      admin: {
        position: 'sidebar',
        description: {
          fr: `Pages affichées : ${legalPageSlugs.map((slug) => `/${slug}`).join(', ')}.`,
          en: `Pages shown on the site: ${legalPageSlugs.map((slug) => `/${slug}`).join(', ')}.`,
        },
      },
      validate: (value: unknown) =>
        typeof value === 'string' && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value)
          ? true
          : 'Lettres minuscules, chiffres et tirets.',
    },
    {
      name: 'title',
      type: 'text',
      label: { fr: 'Titre', en: 'Title' },
      required: true,
      localized: true,
      maxLength: 120,
    },
    {
      name: 'summary',
      type: 'textarea',
      label: {
        fr: 'Résumé (description pour les moteurs de recherche)',
        en: 'Summary (search engine description)',
      },
      localized: true,
      maxLength: 300,
    },
    {
      name: 'body',
      type: 'richText',
      label: { fr: 'Texte', en: 'Text' },
      required: true,
      localized: true,
    },
  ],
}
