import type { CollectionConfig } from 'payload'

import { adminsOnly, isAdminUser, isMemberUser } from '@/access'
import { exportSubscriptionsEndpoint } from '@/endpoints/exportSubscriptions'
import { providerStatuses } from '@/lib/billing/status'

const statusLabels: Record<(typeof providerStatuses)[number], { fr: string; en: string }> = {
  incomplete: { fr: 'Paiement initial en attente', en: 'Incomplete' },
  incomplete_expired: { fr: 'Paiement initial expiré', en: 'Incomplete, expired' },
  trialing: { fr: 'Essai gratuit', en: 'Trialing' },
  active: { fr: 'Actif', en: 'Active' },
  past_due: { fr: 'Paiement en échec', en: 'Past due' },
  canceled: { fr: 'Terminé', en: 'Canceled' },
  unpaid: { fr: 'Impayé', en: 'Unpaid' },
  paused: { fr: 'En pause', en: 'Paused' },
}

/**
 * One row per subscription at the payment provider (Stripe, or the demo checkout), kept in step by the
 * webhook handlers and the background verification. A member's access is derived from these rows
 * (src/lib/billing/state.ts); the admin's "Abonnés" list is this collection.
 */
export const Subscriptions: CollectionConfig = {
  slug: 'subscriptions',
  labels: {
    singular: { fr: 'Abonnement', en: 'Subscription' },
    plural: { fr: 'Abonnés', en: 'Subscribers' },
  },
  admin: {
    useAsTitle: 'memberEmail',
    defaultColumns: [
      'memberEmail',
      'planCode',
      'status',
      'cancelAtPeriodEnd',
      'currentPeriodEnd',
      'provider',
      'createdAt',
    ],
    listSearchableFields: ['memberEmail', 'providerId', 'customerId'],
    group: { fr: 'Membres et abonnements', en: 'Members and subscriptions' },
    components: {
      beforeListTable: ['@/components/admin/SubscribersTools#SubscribersTools'],
    },
  },
  defaultSort: '-createdAt',
  endpoints: [exportSubscriptionsEndpoint],
  access: {
    // A member may read their own rows (no secret in them); staff editors never see members' money.
    read: ({ req }) => {
      if (isAdminUser(req.user)) return true
      if (isMemberUser(req.user) && req.user) return { member: { equals: req.user.id } }
      return false
    },
    // Written by the billing code (Local API); admins may correct a row by hand.
    create: adminsOnly,
    update: adminsOnly,
    delete: adminsOnly,
    readVersions: adminsOnly,
  },
  fields: [
    {
      name: 'member',
      type: 'relationship',
      relationTo: 'members',
      label: { fr: 'Membre', en: 'Member' },
      index: true,
    },
    {
      name: 'memberEmail',
      type: 'email',
      label: { fr: 'E-mail', en: 'E-mail' },
      admin: { readOnly: true },
    },
    {
      name: 'provider',
      type: 'select',
      label: { fr: 'Prestataire', en: 'Provider' },
      required: true,
      options: [
        { label: 'Stripe', value: 'stripe' },
        { label: { fr: 'Démonstration', en: 'Demo' }, value: 'demo' },
      ],
    },
    {
      name: 'providerId',
      type: 'text',
      label: { fr: 'Identifiant chez le prestataire', en: 'Provider id' },
      required: true,
      unique: true,
      index: true,
    },
    { name: 'customerId', type: 'text', label: { fr: 'Client', en: 'Customer' }, index: true },
    {
      name: 'plan',
      type: 'relationship',
      relationTo: 'plans',
      label: { fr: 'Offre', en: 'Plan' },
    },
    {
      name: 'planCode',
      type: 'text',
      label: { fr: 'Code de l’offre', en: 'Plan code' },
      index: true,
    },
    { name: 'priceId', type: 'text', label: { fr: 'Prix', en: 'Price' } },
    {
      name: 'status',
      type: 'select',
      label: { fr: 'Statut', en: 'Status' },
      required: true,
      index: true,
      options: providerStatuses.map((value) => ({ label: statusLabels[value], value })),
    },
    {
      name: 'cancelAtPeriodEnd',
      type: 'checkbox',
      label: { fr: 'Résilié à la fin de la période', en: 'Cancels at period end' },
      defaultValue: false,
    },
    {
      name: 'currentPeriodStart',
      type: 'date',
      label: { fr: 'Début de période', en: 'Period start' },
    },
    { name: 'currentPeriodEnd', type: 'date', label: { fr: 'Fin de période', en: 'Period end' } },
    { name: 'trialEnd', type: 'date', label: { fr: 'Fin de l’essai', en: 'Trial end' } },
    { name: 'startedAt', type: 'date', label: { fr: 'Souscrit le', en: 'Started' } },
    {
      name: 'canceledAt',
      type: 'date',
      label: { fr: 'Résiliation demandée le', en: 'Canceled at' },
    },
    { name: 'endedAt', type: 'date', label: { fr: 'Terminé le', en: 'Ended' } },
    { name: 'withdrawnAt', type: 'date', label: { fr: 'Rétractation le', en: 'Withdrawn at' } },
    {
      name: 'paymentFailedAt',
      type: 'date',
      label: { fr: 'Dernier échec de paiement', en: 'Last failed payment' },
    },
    {
      name: 'latestAmountCents',
      type: 'number',
      label: { fr: 'Montant de la période (centimes)', en: 'Period amount (cents)' },
    },
    { name: 'interval', type: 'text', label: { fr: 'Périodicité', en: 'Interval' } },
    {
      name: 'syncedAt',
      type: 'date',
      label: { fr: 'Dernière synchronisation', en: 'Last synchronised' },
      admin: { readOnly: true, position: 'sidebar' },
    },
  ],
}
