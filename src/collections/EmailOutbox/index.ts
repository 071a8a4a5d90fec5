import type { CollectionConfig } from 'payload'

import { adminsOnly, nobody } from '@/access'

/**
 * Where e-mails go when no SMTP server is configured (the embedded mode): every message is kept here,
 * readable in the admin, so that a sign-up on a fresh machine can be confirmed.
 */
export const EmailOutbox: CollectionConfig = {
  slug: 'email-outbox',
  labels: {
    singular: { fr: 'Email (boîte d’envoi de développement)', en: 'Outbox e-mail' },
    plural: { fr: 'Emails envoyés (développement)', en: 'Outbox (development)' },
  },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['to', 'subject', 'createdAt'],
    group: { fr: 'Administration', en: 'Administration' },
    description: {
      fr: 'Sans serveur SMTP (variable SMTP_URL), les emails du site sont conservés ici au lieu d’être envoyés.',
      en: 'Without an SMTP server (SMTP_URL), the site’s e-mails are kept here instead of being sent.',
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
      name: 'to',
      type: 'text',
      label: { fr: 'Destinataire', en: 'To' },
      required: true,
      index: true,
    },
    { name: 'from', type: 'text', label: { fr: 'Expéditeur', en: 'From' } },
    { name: 'subject', type: 'text', label: { fr: 'Objet', en: 'Subject' }, required: true },
    { name: 'text', type: 'textarea', label: { fr: 'Texte', en: 'Text' } },
    { name: 'html', type: 'code', label: 'HTML', admin: { language: 'html' } },
  ],
}
