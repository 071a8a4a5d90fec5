import type { CollectionConfig } from 'payload'

import { adminsOnly } from '@/access'
import { normaliseAddress } from '@/lib/platform/http/client-ip'

import { stampCreator } from './hooks/stampCreator'

/** IPv4 or IPv6, as the server sees it (letters, digits, dots and colons; no lookup). */
const ADDRESS_PATTERN = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-f:.]{2,45})$/i

/**
 * Client addresses an administrator has blocked: the fingerprint endpoint answers them 403 with the
 * reason, which the page shows as 'Accès refusé' (docs/behaviour.md › Bot check and risk scoring).
 */
export const BlockedAddresses: CollectionConfig = {
  slug: 'blocked-addresses',
  labels: {
    singular: { fr: 'Adresse bloquée', en: 'Blocked address' },
    plural: { fr: 'Adresses bloquées', en: 'Blocked addresses' },
  },
  admin: {
    useAsTitle: 'address',
    defaultColumns: ['address', 'reason', 'createdBy', 'createdAt'],
    group: { fr: 'Confidentialité et sécurité', en: 'Privacy and security' },
    description: {
      fr: 'Adresses IP refusées : la page affiche « Accès refusé » suivi du motif. L’adresse d’un appareil figure dans « Empreintes d’appareils ».',
      en: 'Refused IP addresses: the page shows "Access denied" followed by the reason. A device’s address is listed in "Device fingerprints".',
    },
  },
  defaultSort: '-createdAt',
  access: {
    read: adminsOnly,
    create: adminsOnly,
    update: adminsOnly,
    delete: adminsOnly,
    readVersions: adminsOnly,
  },
  hooks: { beforeChange: [stampCreator] },
  fields: [
    {
      name: 'address',
      type: 'text',
      label: { fr: 'Adresse IP', en: 'IP address' },
      required: true,
      unique: true,
      index: true,
      hooks: {
        beforeValidate: [
          ({ value }) => (typeof value === 'string' ? normaliseAddress(value) : value),
        ],
      },
      validate: (value: unknown) =>
        typeof value === 'string' && ADDRESS_PATTERN.test(value)
          ? true
          : 'Adresse IP invalide (IPv4 ou IPv6).',
    },
    {
      name: 'reason',
      type: 'text',
      label: { fr: 'Motif affiché au visiteur', en: 'Reason shown to the visitor' },
      maxLength: 200,
    },
    {
      name: 'createdBy',
      type: 'relationship',
      relationTo: 'users',
      label: { fr: 'Bloquée par', en: 'Blocked by' },
      admin: { readOnly: true, position: 'sidebar' },
    },
  ],
}
