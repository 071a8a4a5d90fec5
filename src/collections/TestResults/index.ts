import type { CollectionConfig } from 'payload'

import { adminsOnly, nobody } from '@/access'

/**
 * A member's way through a personality test (docs/personality-tests.md): while they answer, the
 * answers given so far (`in-progress`, so that they find them again on any device); once scored, the
 * profile and the points per profile (`complete`). Written by the site's server actions only, for the
 * signed-in account; nobody reads or writes these rows through REST or GraphQL, admins read them in the
 * admin for support. The share token opens a public page that shows the profile only.
 */
export const TestResults: CollectionConfig = {
  slug: 'test-results',
  labels: {
    singular: { fr: 'Résultat de test', en: 'Test result' },
    plural: { fr: 'Résultats de tests', en: 'Test results' },
  },
  admin: {
    group: { fr: 'Membres et abonnements', en: 'Members and subscriptions' },
    defaultColumns: ['testSlug', 'status', 'profile', 'completedAt'],
  },
  access: {
    read: adminsOnly,
    create: nobody,
    update: nobody,
    delete: adminsOnly,
  },
  indexes: [{ fields: ['member', 'testSlug', 'status'] }],
  fields: [
    {
      name: 'member',
      type: 'relationship',
      relationTo: 'members',
      index: true,
      admin: {
        description: {
          fr: 'Le membre (ou le compte staff ci-dessous).',
          en: 'The member (or the staff account below).',
        },
      },
    },
    { name: 'staffUser', type: 'relationship', relationTo: 'users', index: true },
    { name: 'test', type: 'relationship', relationTo: 'personality-tests', required: true },
    { name: 'testSlug', type: 'text', required: true, maxLength: 120 },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'in-progress',
      options: [
        { value: 'in-progress', label: { fr: 'En cours', en: 'In progress' } },
        { value: 'complete', label: { fr: 'Terminé', en: 'Complete' } },
      ],
    },
    {
      name: 'answers',
      type: 'json',
      required: true,
      defaultValue: {},
      label: { fr: 'Réponses', en: 'Answers' },
    },
    { name: 'profile', type: 'text', maxLength: 60 },
    { name: 'scores', type: 'json', label: { fr: 'Points par profil', en: 'Points per profile' } },
    { name: 'completedAt', type: 'date', index: true },
    { name: 'shareToken', type: 'text', unique: true, maxLength: 64 },
    { name: 'sharedAt', type: 'date' },
  ],
}
