import type { CollectionConfig } from 'payload'

import { adminsOnly, isStaffUser } from '@/access'
import { syncPlanBeforeChange } from '@/lib/billing/plan-sync'
import { revalidateCollectionTag } from '@/lib/platform/cache/hooks'
import { cacheTags } from '@/lib/platform/cache/tags'

/**
 * Subscription offers (docs/behaviour.md › Subscriptions and legal duties). Prices are TTC in
 * cents; the landing's "à partir de" and the subscription page are computed from the active ones,
 * never written by hand.
 */
export const Plans: CollectionConfig = {
  slug: 'plans',
  labels: {
    singular: { fr: 'Offre', en: 'Plan' },
    plural: { fr: 'Offres', en: 'Plans' },
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'code', 'priceCents', 'interval', 'active'],
    group: { fr: 'Membres et abonnements', en: 'Members and subscriptions' },
  },
  defaultSort: 'sortOrder',
  hooks: { ...revalidateCollectionTag(cacheTags.plans), beforeChange: [syncPlanBeforeChange] },
  access: {
    // Anyone may see the active offers; inactive ones only staff.
    read: ({ req }) => (isStaffUser(req.user) ? true : { active: { equals: true } }),
    create: adminsOnly,
    update: adminsOnly,
    delete: adminsOnly,
    readVersions: adminsOnly,
  },
  fields: [
    {
      name: 'code',
      type: 'text',
      label: { fr: 'Code', en: 'Code' },
      required: true,
      unique: true,
      index: true,
      admin: {
        description: {
          fr: 'Identifiant stable : free, monthly, yearly…',
          en: 'Stable identifier: free, monthly, yearly…',
        },
      },
      validate: (value: unknown) =>
        typeof value === 'string' && /^[a-z0-9-]{2,40}$/.test(value)
          ? true
          : 'Lettres minuscules, chiffres et tirets.',
    },
    {
      name: 'name',
      type: 'text',
      label: { fr: 'Nom', en: 'Name' },
      required: true,
      localized: true,
      maxLength: 80,
    },
    {
      name: 'benefits',
      type: 'array',
      label: { fr: 'Avantages', en: 'Benefits' },
      localized: true,
      maxRows: 8,
      fields: [{ name: 'text', type: 'text', required: true, maxLength: 160 }],
    },
    {
      name: 'priceCents',
      type: 'number',
      label: { fr: 'Prix TTC (centimes)', en: 'Price incl. VAT (cents)' },
      required: true,
      min: 0,
      max: 1_000_000,
      validate: (value: unknown) =>
        Number.isInteger(value) && (value as number) >= 0 ? true : 'Un nombre entier de centimes.',
    },
    {
      name: 'currency',
      type: 'select',
      label: { fr: 'Devise', en: 'Currency' },
      required: true,
      defaultValue: 'EUR',
      options: [{ label: 'EUR', value: 'EUR' }],
    },
    {
      name: 'interval',
      type: 'select',
      label: { fr: 'Périodicité', en: 'Billing interval' },
      options: [
        { label: { fr: 'Mensuelle', en: 'Monthly' }, value: 'month' },
        { label: { fr: 'Annuelle', en: 'Yearly' }, value: 'year' },
      ],
      admin: { description: { fr: 'Vide pour l’offre gratuite.', en: 'Empty for the free plan.' } },
    },
    {
      name: 'active',
      type: 'checkbox',
      label: { fr: 'Proposée', en: 'Offered' },
      defaultValue: true,
      index: true,
    },
    { name: 'sortOrder', type: 'number', label: { fr: 'Ordre', en: 'Order' }, defaultValue: 0 },
    {
      name: 'stripePriceId',
      type: 'text',
      label: { fr: 'Prix Stripe', en: 'Stripe price id' },
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'stripeProductId',
      type: 'text',
      label: { fr: 'Produit Stripe', en: 'Stripe product id' },
      admin: { readOnly: true, position: 'sidebar' },
    },
  ],
}
