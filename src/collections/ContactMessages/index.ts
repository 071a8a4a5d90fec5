import type { CollectionConfig, FieldAccess } from 'payload'

import { nobody, staff } from '@/access'
import { localeOptions } from '@/i18n/locales'
import { contactLimits, DEFAULT_CONTACT_SUBJECT } from '@/lib/contact/schema'

/** What the visitor wrote stays as written: staff change the status only. */
const asWritten: { update: FieldAccess } = { update: () => false }

export const contactStatuses = ['unread', 'read'] as const

/**
 * The contact form's messages (docs/behaviour.md › Contact form), the staff's inbox. Only the
 * site's form creates them (src/lib/contact/service.ts, after validation, rate limit and duplicate
 * check); staff read them, mark them read or unread, answer by e-mail and delete them.
 */
export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  labels: {
    singular: { fr: 'Message de contact', en: 'Contact message' },
    plural: { fr: 'Messages de contact', en: 'Contact messages' },
  },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['status', 'name', 'email', 'subject', 'createdAt'],
    listSearchableFields: ['name', 'email', 'subject', 'message'],
    group: { fr: 'Messages et avis', en: 'Messages and feedback' },
    description: {
      fr: 'Les messages du formulaire de contact, non lus en premier. Ouvrez un message pour y répondre par e-mail et le marquer comme lu.',
      en: 'Messages from the contact form, unread first. Open one to answer by e-mail and mark it read.',
    },
  },
  // Unread first ('unread' sorts after 'read'), then the newest.
  defaultSort: ['-status', '-createdAt'],
  access: {
    read: staff,
    create: nobody,
    update: staff,
    delete: staff,
    readVersions: nobody,
  },
  fields: [
    {
      name: 'status',
      type: 'select',
      label: { fr: 'Statut', en: 'Status' },
      required: true,
      defaultValue: 'unread',
      index: true,
      options: [
        { label: { fr: 'Non lu', en: 'Unread' }, value: 'unread' },
        { label: { fr: 'Lu', en: 'Read' }, value: 'read' },
      ],
      admin: { position: 'sidebar' },
    },
    {
      name: 'reply',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '@/components/admin/ContactReply#ContactReply' },
      },
    },
    {
      name: 'name',
      type: 'text',
      label: { fr: 'Nom', en: 'Name' },
      required: true,
      maxLength: contactLimits.nameMax,
      access: asWritten,
      admin: { readOnly: true },
    },
    {
      name: 'email',
      type: 'email',
      label: 'Email',
      required: true,
      index: true,
      access: asWritten,
      admin: { readOnly: true },
    },
    {
      name: 'subject',
      type: 'text',
      label: { fr: 'Sujet', en: 'Subject' },
      required: true,
      defaultValue: DEFAULT_CONTACT_SUBJECT,
      maxLength: contactLimits.subjectMax,
      access: asWritten,
      admin: { readOnly: true },
    },
    {
      name: 'message',
      type: 'textarea',
      label: { fr: 'Message', en: 'Message' },
      required: true,
      minLength: contactLimits.messageMin,
      maxLength: contactLimits.messageMax,
      access: asWritten,
      admin: { readOnly: true, rows: 12 },
    },
    {
      name: 'locale',
      type: 'select',
      label: { fr: 'Langue du site', en: 'Site language' },
      required: true,
      defaultValue: 'fr',
      options: localeOptions,
      access: asWritten,
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'userAgent',
      type: 'text',
      label: { fr: 'Navigateur', en: 'Browser' },
      maxLength: 500,
      access: asWritten,
      admin: { readOnly: true, position: 'sidebar' },
    },
  ],
}
