import type { CollectionConfig } from 'payload'

import { adminsOnly, nobody } from '@/access'

/**
 * The morning e-mails of the daily tip that were queued: one row per member and Paris day, `key` unique.
 * The row and the e-mail's job are written in one transaction, so a member gets at most one morning
 * e-mail a day, however many instances run the morning batch or how often it is retried.
 */
export const TipEmailSends: CollectionConfig = {
  slug: 'tip-email-sends',
  labels: {
    singular: { fr: 'Conseil du matin envoyé', en: 'Morning tip sent' },
    plural: { fr: 'Conseils du matin envoyés', en: 'Morning tips sent' },
  },
  admin: {
    group: { fr: 'Membres et abonnements', en: 'Members and subscriptions' },
    defaultColumns: ['member', 'day', 'tipSlug', 'createdAt'],
  },
  access: { read: adminsOnly, create: nobody, update: nobody, delete: adminsOnly },
  fields: [
    { name: 'member', type: 'relationship', relationTo: 'members', required: true, index: true },
    { name: 'day', type: 'text', required: true, maxLength: 10, index: true },
    { name: 'tipSlug', type: 'text', maxLength: 120 },
    { name: 'key', type: 'text', required: true, unique: true, maxLength: 80 },
  ],
}
