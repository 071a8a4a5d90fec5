import type { CollectionConfig } from 'payload'

import { adminsOnly, adminsOnlyField, adminsOrSelfStaff, isStaffUser } from '@/access'
import { authCookieOptions } from '@/lib/auth/cookies'

import { keepOneAdmin, keepOneAdminOnDelete } from './hooks/keepOneAdmin'
import { logStaffLogin, logStaffLogout } from './hooks/logStaffSessions'

/** Staff accounts: the only accounts that open /admin. Members live in their own collection. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: {
    singular: { fr: 'Membre de l’équipe', en: 'Staff member' },
    plural: { fr: 'Équipe', en: 'Staff' },
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'role', 'updatedAt'],
    group: { fr: 'Administration', en: 'Administration' },
  },
  auth: {
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
    cookies: authCookieOptions(),
  },
  access: {
    admin: ({ req }) => isStaffUser(req.user),
    create: adminsOnly,
    read: adminsOrSelfStaff,
    update: adminsOrSelfStaff,
    delete: adminsOnly,
    unlock: adminsOnly,
    readVersions: adminsOnly,
  },
  hooks: {
    beforeChange: [keepOneAdmin],
    beforeDelete: [keepOneAdminOnDelete],
    afterLogin: [logStaffLogin],
    afterLogout: [logStaffLogout],
  },
  fields: [
    {
      name: 'name',
      type: 'text',
      label: { fr: 'Nom', en: 'Name' },
      maxLength: 120,
    },
    {
      name: 'role',
      type: 'select',
      label: { fr: 'Rôle', en: 'Role' },
      required: true,
      defaultValue: 'editor',
      saveToJWT: true,
      options: [
        { label: { fr: 'Administrateur', en: 'Administrator' }, value: 'admin' },
        { label: { fr: 'Éditeur', en: 'Editor' }, value: 'editor' },
      ],
      access: {
        create: adminsOnlyField,
        update: adminsOnlyField,
      },
      admin: {
        description: {
          fr: 'Les éditeurs gèrent les contenus ; seuls les administrateurs gèrent les membres, les offres et les réglages.',
          en: 'Editors manage content; only administrators manage members, plans and settings.',
        },
      },
    },
  ],
}
