import type { CollectionConfig, Field } from 'payload'

import { adminsOnly, adminsOnlyField, adminsOrSelfMember } from '@/access'
import { authCookieOptions } from '@/lib/auth/cookies'
import {
  afterCredentialChange,
  guardCredentialChanges,
  pendingEmailFields,
} from '@/lib/auth/credentials'
import { cleanLineHook } from '@/collections/shared/text'

import { endSessionsOnDeactivation } from './hooks/endSessionsOnDeactivation'
import { refuseInactive, siteFormsOnly } from './hooks/siteFormsOnly'
import { confirmStaffCreatedMember, useSiteVerificationEmail } from './hooks/verificationEmail'
import { defaultLocale, localeLabels, locales } from '@/i18n/locales'
import { deleteRowsOf } from '@/collections/shared/ownedRows'

export const subscriptionStatuses = [
  'free',
  'trialing',
  'active',
  'premium',
  'past_due',
  'canceled',
] as const

/** Written only by the server (billing, verification, staff), never by the member through an API. */
const privileged = { create: adminsOnlyField, update: adminsOnlyField }

const subscriptionFields: Field[] = [
  {
    name: 'subscriptionStatus',
    type: 'select',
    label: { fr: 'Statut d’abonnement', en: 'Subscription status' },
    required: true,
    defaultValue: 'free',
    index: true,
    access: privileged,
    options: subscriptionStatuses.map((value) => ({ label: value, value })),
  },
  {
    name: 'subscriptionTier',
    type: 'text',
    label: { fr: 'Formule', en: 'Tier' },
    access: privileged,
  },
  {
    name: 'subscriptionEnd',
    type: 'date',
    label: { fr: 'Fin de la période en cours', en: 'Current period end' },
    access: privileged,
  },
  {
    name: 'subscriptionCheckedAt',
    type: 'date',
    label: {
      fr: 'Dernière vérification auprès du prestataire de paiement',
      en: 'Last check with the payment provider',
    },
    access: privileged,
    admin: { readOnly: true },
  },
  {
    name: 'subscriptionNeedsRefresh',
    type: 'checkbox',
    label: { fr: 'À revérifier auprès du prestataire', en: 'Needs a check with the provider' },
    defaultValue: false,
    access: privileged,
  },
  {
    name: 'stripeCustomerId',
    type: 'text',
    label: { fr: 'Identifiant client Stripe', en: 'Stripe customer id' },
    index: true,
    access: privileged,
  },
]

/** Site accounts. They never open /admin: staff are in `users`. */
export const Members: CollectionConfig = {
  slug: 'members',
  labels: {
    singular: { fr: 'Membre', en: 'Member' },
    plural: { fr: 'Membres', en: 'Members' },
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'displayName', 'subscriptionStatus', 'isActive', 'createdAt'],
    group: { fr: 'Membres et abonnements', en: 'Members and subscriptions' },
  },
  auth: {
    verify: true,
    // No lock on the account itself (anyone could lock a member out with five wrong passwords): the
    // site's sign-in throttles per client and per address instead (src/lib/auth/throttle.ts).
    maxLoginAttempts: 0,
    tokenExpiration: 30 * 24 * 60 * 60,
    cookies: authCookieOptions(),
  },
  hooks: {
    beforeOperation: [siteFormsOnly, useSiteVerificationEmail, guardCredentialChanges('members')],
    beforeChange: [endSessionsOnDeactivation],
    afterChange: [afterCredentialChange('members')],
    afterOperation: [confirmStaffCreatedMember],
    beforeLogin: [refuseInactive],
    beforeDelete: [deleteRowsOf('member')],
  },
  access: {
    admin: () => false,
    // Sign-up goes through the site's own form (bot check, rate limit), never through the raw API.
    create: adminsOnly,
    read: adminsOrSelfMember,
    update: adminsOrSelfMember,
    delete: adminsOnly,
    unlock: adminsOnly,
    readVersions: adminsOnly,
  },
  fields: [
    {
      name: 'displayName',
      type: 'text',
      label: { fr: 'Nom affiché', en: 'Display name' },
      maxLength: 100,
      hooks: { beforeValidate: [cleanLineHook] },
    },
    // A member changes it from the member area; an administrator's change waits for the new address
    // to confirm it like the member's own (src/lib/auth/credentials.ts).
    { name: 'email', type: 'email', access: privileged },
    ...pendingEmailFields,
    // Payload lets any signed-in account set `_verified`; a member must not verify themselves.
    { name: '_verified', type: 'checkbox', access: privileged },
    {
      name: 'isActive',
      type: 'checkbox',
      label: { fr: 'Compte actif', en: 'Active account' },
      defaultValue: true,
      access: privileged,
    },
    ...subscriptionFields,
    {
      name: 'preferences',
      type: 'group',
      label: { fr: 'Préférences', en: 'Preferences' },
      fields: [
        {
          name: 'language',
          type: 'select',
          label: { fr: 'Langue', en: 'Language' },
          defaultValue: defaultLocale,
          options: locales.map((code) => ({ label: localeLabels[code], value: code })),
        },
      ],
    },
    {
      name: 'subscriptions',
      type: 'join',
      label: { fr: 'Historique des abonnements', en: 'Subscription history' },
      collection: 'subscriptions',
      on: 'member',
      defaultSort: '-createdAt',
      admin: { defaultColumns: ['planCode', 'status', 'currentPeriodEnd', 'createdAt'] },
      access: { read: adminsOnlyField },
    },
    {
      name: 'billingEvents',
      type: 'join',
      label: { fr: 'Événements de paiement', en: 'Billing events' },
      collection: 'billing-events',
      on: 'member',
      defaultSort: '-createdAt',
      admin: { defaultColumns: ['type', 'outcome', 'detail', 'createdAt'] },
      access: { read: adminsOnlyField },
    },
    {
      // The private address of the member's calendar feed (src/lib/calendar/feed.ts): a secret that
      // opens the feed while the member is Premium; the member changes it from the member area.
      name: 'calendarFeedToken',
      type: 'text',
      index: true,
      label: { fr: 'Jeton du flux d’agenda', en: 'Calendar feed token' },
      access: privileged,
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      // The morning e-mail of the daily tip (docs/daily-tips.md): opt-in from the member area.
      name: 'tipEmails',
      type: 'checkbox',
      defaultValue: false,
      label: { fr: 'Conseil du matin par e-mail', en: 'Morning tip by e-mail' },
      access: privileged,
      admin: { position: 'sidebar' },
    },
    {
      // The member's own theme on top of the site's (docs/personalisation.md), written by the
      // « Personnaliser » panel's server action after validation; applied on every device.
      name: 'personalisation',
      type: 'json',
      label: { fr: 'Personnalisation', en: 'Personalisation' },
      access: privileged,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      // The secret of the e-mail's one-click unsubscribe link; cleared once used.
      name: 'tipEmailToken',
      type: 'text',
      index: true,
      hidden: true,
    },
    {
      name: 'consents',
      type: 'array',
      label: { fr: 'Consentements', en: 'Consents' },
      access: privileged,
      admin: { readOnly: true },
      fields: [
        { name: 'kind', type: 'text', required: true },
        { name: 'textVersion', type: 'text', required: true },
        { name: 'acceptedAt', type: 'date', required: true },
      ],
    },
  ],
}
