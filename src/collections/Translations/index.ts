import type { CollectionConfig } from 'payload'

import { adminsOnly, nobody, staff } from '@/access'
import { translationActionsEndpoint } from '@/endpoints/translationActions'
import { translationStatuses } from '@/lib/translation'

const statusLabels: Record<(typeof translationStatuses)[number], { fr: string; en: string }> = {
  pending: { fr: 'À traduire', en: 'To translate' },
  queued: { fr: 'En file', en: 'Queued' },
  machine: { fr: 'Traduction automatique', en: 'Machine' },
  human: { fr: 'Relue / humaine', en: 'Human' },
  review: { fr: 'À revoir', en: 'To review' },
  failed: { fr: 'Échec', en: 'Failed' },
}

/**
 * Where each translated field stands (docs/translation.md): one row per document, field and target
 * language. Written by the pipeline (French published or changed, a job done, an editor's own
 * translation); staff read it, administrators may delete a row (it is recreated at the next change).
 */
export const Translations: CollectionConfig = {
  slug: 'translations',
  labels: {
    singular: { fr: 'Traduction', en: 'Translation' },
    plural: { fr: 'Traductions', en: 'Translations' },
  },
  admin: {
    group: { fr: 'Traductions', en: 'Translations' },
    useAsTitle: 'documentTitle',
    defaultColumns: ['documentTitle', 'field', 'locale', 'status', 'priority', 'updatedAt'],
    listSearchableFields: ['documentTitle', 'field'],
    description: {
      fr: 'Chaque champ traduit, par langue : son état, sa priorité et sa dernière erreur. Le français est la source ; les autres langues sont remplies par le fournisseur de traduction, sauf ce que l’équipe a traduit elle-même.',
      en: 'Every translated field, per language: its status, priority and last error. French is the source; the other languages are filled by the translation provider, except what staff translated themselves.',
    },
    components: {
      beforeListTable: ['@/components/admin/TranslationsOverview#TranslationsOverview'],
    },
  },
  endpoints: [translationActionsEndpoint],
  access: {
    read: staff,
    create: nobody,
    update: nobody,
    delete: adminsOnly,
  },
  indexes: [{ fields: ['collection', 'documentId', 'field', 'locale'], unique: true }],
  fields: [
    {
      name: 'collection',
      type: 'text',
      label: { fr: 'Collection', en: 'Collection' },
      required: true,
      index: true,
    },
    {
      name: 'documentId',
      type: 'text',
      label: { fr: 'Identifiant du document', en: 'Document id' },
      required: true,
    },
    { name: 'documentTitle', type: 'text', label: { fr: 'Document', en: 'Document' } },
    { name: 'field', type: 'text', label: { fr: 'Champ', en: 'Field' }, required: true },
    {
      name: 'locale',
      type: 'select',
      label: { fr: 'Langue', en: 'Language' },
      required: true,
      options: ['en', 'es', 'de', 'nl'],
    },
    {
      name: 'status',
      type: 'select',
      label: { fr: 'État', en: 'Status' },
      required: true,
      index: true,
      options: translationStatuses.map((value) => ({ value, label: statusLabels[value] })),
    },
    {
      name: 'priority',
      type: 'number',
      label: { fr: 'Priorité', en: 'Priority' },
      min: 1,
      max: 10,
      defaultValue: 5,
      admin: {
        description: { fr: '1 à 10 ; 10 passe en premier.', en: '1 to 10; 10 runs first.' },
      },
    },
    {
      name: 'actions',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: {
          Field: '@/components/admin/TranslationRowActions.client#TranslationRowActions',
        },
      },
    },
    {
      name: 'sourceHash',
      type: 'text',
      label: { fr: 'Empreinte du français traduit', en: 'French source fingerprint' },
      admin: { readOnly: true },
    },
    {
      name: 'targetHash',
      type: 'text',
      label: { fr: 'Empreinte du texte écrit par la machine', en: 'Machine text fingerprint' },
      admin: { readOnly: true },
    },
    {
      name: 'attempts',
      type: 'number',
      label: { fr: 'Essais', en: 'Attempts' },
      defaultValue: 0,
    },
    { name: 'lastError', type: 'textarea', label: { fr: 'Dernière erreur', en: 'Last error' } },
    { name: 'translatedAt', type: 'date', label: { fr: 'Traduit le', en: 'Translated on' } },
  ],
}
