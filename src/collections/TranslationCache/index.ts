import type { CollectionConfig } from 'payload'

import { adminsOnly, nobody, staff } from '@/access'

/**
 * Texts already machine-translated (docs/translation.md): one row per French text and target
 * language, found by `key` (SHA-256 of the normalised text and the language, unique), so a text is
 * never sent to the provider twice. Written by the server only; staff read it, administrators may
 * purge it (the next translation asks the provider again).
 */
export const TranslationCache: CollectionConfig = {
  slug: 'translation-cache',
  labels: {
    singular: { fr: 'Traduction en cache', en: 'Cached translation' },
    plural: { fr: 'Cache des traductions', en: 'Translation cache' },
  },
  admin: {
    group: { fr: 'Traductions', en: 'Translations' },
    useAsTitle: 'source',
    defaultColumns: ['source', 'targetLanguage', 'translation', 'provider', 'createdAt'],
  },
  access: {
    read: staff,
    create: nobody,
    update: nobody,
    delete: adminsOnly,
  },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true },
    {
      name: 'sourceLanguage',
      type: 'text',
      label: { fr: 'Langue source', en: 'Source language' },
      required: true,
      defaultValue: 'fr',
    },
    {
      name: 'targetLanguage',
      type: 'select',
      label: { fr: 'Langue cible', en: 'Target language' },
      required: true,
      options: ['en', 'es', 'de', 'nl'],
    },
    {
      name: 'source',
      type: 'textarea',
      label: { fr: 'Texte français', en: 'French text' },
      required: true,
    },
    {
      name: 'translation',
      type: 'textarea',
      label: { fr: 'Traduction', en: 'Translation' },
      required: true,
    },
    {
      name: 'provider',
      type: 'select',
      label: { fr: 'Service', en: 'Provider' },
      required: true,
      options: ['deepl', 'libretranslate'],
    },
    { name: 'characters', type: 'number', label: { fr: 'Caractères', en: 'Characters' } },
  ],
}
