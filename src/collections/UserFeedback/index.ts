import type { CollectionConfig } from 'payload'

import { nobody, staff } from '@/access'
import { localeOptions } from '@/i18n/locales'
import { FEEDBACK_MESSAGE_MAX, FEEDBACK_PATH_MAX } from '@/lib/feedback/schema'

/**
 * What visitors and members think of a page (docs/behaviour.md › Feedback widget): a rating from 1
 * to 5 and an optional suggestion. Only the site's widget creates them (POST /api/feedback, the
 * account taken from the session); staff read and delete them, and see the average rating of each
 * page above the list.
 */
export const UserFeedback: CollectionConfig = {
  slug: 'user-feedback',
  labels: {
    singular: { fr: 'Avis', en: 'Feedback' },
    plural: { fr: 'Avis des visiteurs', en: 'Visitor feedback' },
  },
  admin: {
    useAsTitle: 'pageUrl',
    defaultColumns: ['rating', 'pageUrl', 'message', 'userEmail', 'createdAt'],
    listSearchableFields: ['pageUrl', 'message', 'userEmail'],
    group: { fr: 'Messages et avis', en: 'Messages and feedback' },
    description: {
      fr: 'Les notes et suggestions laissées avec le bouton « Votre avis compte ». Filtrez par page, note ou date.',
      en: 'Ratings and suggestions left with the feedback button. Filter by page, rating or date.',
    },
    components: {
      beforeListTable: ['@/components/admin/FeedbackAverages#FeedbackAverages'],
    },
  },
  defaultSort: '-createdAt',
  access: {
    read: staff,
    create: nobody,
    update: nobody,
    delete: staff,
    readVersions: nobody,
  },
  fields: [
    {
      name: 'rating',
      type: 'number',
      label: { fr: 'Note', en: 'Rating' },
      required: true,
      min: 1,
      max: 5,
      index: true,
      validate: (value: number | null | undefined) =>
        Number.isInteger(value) && Number(value) >= 1 && Number(value) <= 5
          ? true
          : 'La note est un entier de 1 à 5.',
    },
    {
      name: 'message',
      type: 'textarea',
      label: { fr: 'Suggestion', en: 'Suggestion' },
      maxLength: FEEDBACK_MESSAGE_MAX,
      defaultValue: '',
    },
    {
      name: 'pageUrl',
      type: 'text',
      label: { fr: 'Page', en: 'Page' },
      required: true,
      index: true,
      maxLength: FEEDBACK_PATH_MAX,
    },
    {
      name: 'member',
      type: 'relationship',
      relationTo: 'members',
      label: { fr: 'Membre', en: 'Member' },
      admin: { description: { fr: 'Vide si l’avis est anonyme.', en: 'Empty when anonymous.' } },
    },
    {
      name: 'userEmail',
      type: 'email',
      label: { fr: 'Email du compte', en: 'Account e-mail' },
      admin: { description: { fr: 'Vide si l’avis est anonyme.', en: 'Empty when anonymous.' } },
    },
    {
      name: 'locale',
      type: 'select',
      label: { fr: 'Langue du site', en: 'Site language' },
      required: true,
      defaultValue: 'fr',
      options: localeOptions,
    },
  ],
}
