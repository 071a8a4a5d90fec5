import type { CollectionConfig } from 'payload'

import { adminsOnly, nobody } from '@/access'

export const securityEventTypes = [
  'login',
  'failed_login',
  'logout',
  'signup',
  'email_verified',
  'password_reset_requested',
  'password_reset',
  'password_changed',
  'email_change_requested',
  'email_changed',
  'account_locked',
  'account_deleted',
] as const

/**
 * The security log (docs/behaviour.md › Security events): who signed in, failed to, signed out,
 * reset a password, deleted an account. Written by the server only, readable by administrators
 * only.
 */
export const SecurityEvents: CollectionConfig = {
  slug: 'security-events',
  labels: {
    singular: { fr: 'Événement de sécurité', en: 'Security event' },
    plural: { fr: 'Journal de sécurité', en: 'Security log' },
  },
  admin: {
    useAsTitle: 'type',
    defaultColumns: ['createdAt', 'type', 'severity', 'email', 'ip'],
    group: { fr: 'Administration', en: 'Administration' },
    description: {
      fr: 'Connexions, échecs de connexion, déconnexions et actions sensibles sur les comptes (conservés 12 mois).',
      en: 'Logins, failed logins, logouts and sensitive account actions (kept 12 months).',
    },
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
      name: 'type',
      type: 'select',
      label: { fr: 'Événement', en: 'Event' },
      required: true,
      index: true,
      options: securityEventTypes.map((value) => ({ label: value, value })),
    },
    {
      name: 'severity',
      type: 'select',
      label: { fr: 'Gravité', en: 'Severity' },
      required: true,
      defaultValue: 'info',
      options: [
        { label: 'info', value: 'info' },
        { label: 'warning', value: 'warning' },
      ],
    },
    { name: 'userId', type: 'text', label: { fr: 'Compte', en: 'Account' }, index: true },
    {
      name: 'accountType',
      type: 'select',
      label: { fr: 'Type de compte', en: 'Account type' },
      options: [
        { label: { fr: 'Membre', en: 'Member' }, value: 'members' },
        { label: { fr: 'Équipe', en: 'Staff' }, value: 'users' },
      ],
    },
    { name: 'email', type: 'text', label: 'Email', index: true },
    { name: 'ip', type: 'text', label: { fr: 'Adresse IP', en: 'IP address' } },
    { name: 'details', type: 'json', label: { fr: 'Détails', en: 'Details' } },
  ],
}
