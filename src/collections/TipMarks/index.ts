import type { CollectionConfig } from 'payload'

import { adminsOnly, nobody } from '@/access'

/**
 * A member's daily-tip marks (docs/daily-tips.md): « fait » for the tip of a Paris day, and favourites.
 * Written by the member page's server actions only, for the signed-in member; `key` is unique, so a tip
 * marked done twice, or made a favourite twice, is one row. Nobody reads or writes them through REST or
 * GraphQL; admins read them for support.
 */
export const TipMarks: CollectionConfig = {
  slug: 'tip-marks',
  labels: {
    singular: { fr: 'Conseil pratiqué ou favori', en: 'Tip mark' },
    plural: { fr: 'Conseils pratiqués et favoris', en: 'Tip marks' },
  },
  admin: {
    group: { fr: 'Membres et abonnements', en: 'Members and subscriptions' },
    defaultColumns: ['member', 'kind', 'tipSlug', 'day', 'createdAt'],
  },
  access: { read: adminsOnly, create: nobody, update: nobody, delete: adminsOnly },
  fields: [
    { name: 'member', type: 'relationship', relationTo: 'members', required: true, index: true },
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: [
        { value: 'done', label: { fr: 'Fait', en: 'Done' } },
        { value: 'favourite', label: { fr: 'Favori', en: 'Favourite' } },
      ],
    },
    { name: 'tipSlug', type: 'text', required: true, maxLength: 120 },
    {
      name: 'day',
      type: 'text',
      maxLength: 10,
      admin: { description: { fr: 'Jour à Paris (pour « fait »).', en: 'Paris day (for done).' } },
    },
    { name: 'key', type: 'text', required: true, unique: true, maxLength: 200 },
  ],
}
