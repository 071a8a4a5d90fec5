import type { CollectionConfig } from 'payload'

import { adminsOnly, nobody } from '@/access'

/**
 * Every payment event received (Stripe webhooks, demo checkout, verifications): the id makes each
 * event processed at most once, and the rows are a member's subscription history in the admin.
 */
export const BillingEvents: CollectionConfig = {
  slug: 'billing-events',
  labels: {
    singular: { fr: 'Événement de paiement', en: 'Billing event' },
    plural: { fr: 'Événements de paiement', en: 'Billing events' },
  },
  admin: {
    useAsTitle: 'type',
    defaultColumns: ['type', 'outcome', 'memberEmail', 'subscriptionId', 'createdAt'],
    listSearchableFields: ['eventId', 'memberEmail', 'customerId', 'subscriptionId'],
    group: { fr: 'Membres et abonnements', en: 'Members and subscriptions' },
  },
  defaultSort: '-createdAt',
  access: {
    read: adminsOnly,
    create: nobody,
    update: nobody,
    delete: adminsOnly,
    readVersions: nobody,
  },
  fields: [
    {
      name: 'eventId',
      type: 'text',
      label: { fr: 'Identifiant', en: 'Event id' },
      required: true,
      unique: true,
      index: true,
    },
    { name: 'type', type: 'text', label: { fr: 'Type', en: 'Type' }, required: true },
    {
      name: 'source',
      type: 'select',
      label: { fr: 'Source', en: 'Source' },
      required: true,
      options: [
        { label: { fr: 'Webhook Stripe', en: 'Stripe webhook' }, value: 'stripe-webhook' },
        { label: { fr: 'Démonstration', en: 'Demo' }, value: 'demo' },
        { label: { fr: 'Site', en: 'Site' }, value: 'site' },
        { label: { fr: 'Vérification', en: 'Verification' }, value: 'verification' },
      ],
    },
    {
      name: 'outcome',
      type: 'select',
      label: { fr: 'Résultat', en: 'Outcome' },
      required: true,
      defaultValue: 'processing',
      options: [
        { label: { fr: 'En cours', en: 'Processing' }, value: 'processing' },
        { label: { fr: 'Appliqué', en: 'Applied' }, value: 'applied' },
        { label: { fr: 'Ignoré', en: 'Ignored' }, value: 'ignored' },
        { label: { fr: 'Client inconnu', en: 'Unknown customer' }, value: 'unknown_customer' },
        { label: { fr: 'Échec', en: 'Failed' }, value: 'failed' },
      ],
    },
    { name: 'member', type: 'relationship', relationTo: 'members', index: true },
    { name: 'memberEmail', type: 'email' },
    { name: 'customerId', type: 'text', index: true },
    { name: 'subscriptionId', type: 'text', index: true },
    { name: 'detail', type: 'textarea', label: { fr: 'Détail', en: 'Detail' } },
  ],
}
