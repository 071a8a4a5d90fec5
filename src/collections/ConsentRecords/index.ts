import type { CollectionConfig } from 'payload'

import { adminsOnly, nobody } from '@/access'
import { consentActions } from '@/lib/consent/shared'

const category = (name: string, label: { fr: string; en: string }) =>
  ({ name, type: 'checkbox', label, defaultValue: false }) as const

/**
 * Proof of cookie consent (docs/behaviour.md › Cookie consent and privacy): one row per decision
 * taken in the banner or the preferences dialog, written by POST /api/consent only, never edited;
 * administrators read it and may purge it.
 */
export const ConsentRecords: CollectionConfig = {
  slug: 'consent-records',
  labels: {
    singular: { fr: 'Consentement cookies', en: 'Cookie consent' },
    plural: { fr: 'Consentements cookies', en: 'Cookie consents' },
  },
  admin: {
    useAsTitle: 'consentId',
    defaultColumns: ['createdAt', 'action', 'analytical', 'functional', 'marketing', 'member'],
    listSearchableFields: ['consentId'],
    group: { fr: 'Confidentialité et sécurité', en: 'Privacy and security' },
    description: {
      fr: 'Chaque choix fait dans le bandeau cookies ou dans « Gérer les cookies » : preuve du consentement (identifiant anonyme, catégories, version, date et, si la personne est connectée, son compte).',
      en: 'Every choice made in the cookie banner or in "Manage cookies": proof of consent (anonymous id, categories, version, date and, when signed in, the account).',
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
      name: 'consentId',
      type: 'text',
      label: { fr: 'Identifiant de consentement', en: 'Consent id' },
      required: true,
      index: true,
      admin: { readOnly: true },
    },
    {
      name: 'member',
      type: 'relationship',
      relationTo: 'members',
      label: { fr: 'Membre', en: 'Member' },
      index: true,
      admin: { readOnly: true },
    },
    {
      name: 'action',
      type: 'select',
      label: { fr: 'Choix', en: 'Choice' },
      required: true,
      index: true,
      options: consentActions.map((value) => ({
        value,
        label: {
          'accept-all': { fr: 'Tout accepter', en: 'Accept all' },
          essentials: { fr: 'Essentiels uniquement', en: 'Essentials only' },
          custom: { fr: 'Personnalisé', en: 'Custom' },
        }[value],
      })),
      admin: { readOnly: true },
    },
    {
      type: 'row',
      fields: [
        { ...category('essential', { fr: 'Essentiels', en: 'Essential' }), defaultValue: true },
        category('analytical', { fr: 'Analytiques', en: 'Analytical' }),
        category('functional', { fr: 'Fonctionnels', en: 'Functional' }),
        category('marketing', { fr: 'Marketing', en: 'Marketing' }),
      ].map((field) => ({ ...field, admin: { readOnly: true } })),
    },
    {
      name: 'version',
      type: 'text',
      label: { fr: 'Version', en: 'Version' },
      required: true,
      admin: { readOnly: true },
    },
    {
      name: 'userAgent',
      type: 'text',
      label: { fr: 'Navigateur', en: 'Browser' },
      admin: { readOnly: true },
    },
  ],
}
