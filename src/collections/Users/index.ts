import type { CollectionConfig } from 'payload'

import { adminsOnly, adminsOnlyField, adminsOrSelfStaff, isStaffUser } from '@/access'
import { authCookieOptions } from '@/lib/auth/cookies'
import {
  afterCredentialChange,
  guardCredentialChanges,
  pendingEmailFields,
} from '@/lib/auth/credentials'
import { afterStaffLogin, afterStaffReset, guardStaffLogin } from '@/lib/auth/staff-login'
import { cleanLineHook } from '@/collections/shared/text'

import { keepOneAdmin, keepOneAdminOnDelete } from './hooks/keepOneAdmin'
import { logStaffLogin, logStaffLogout } from './hooks/logStaffSessions'
import { deleteRowsOf } from '@/collections/shared/ownedRows'

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
    // No lock on the account itself: five wrong passwords from anywhere would lock the owner out.
    // Sign-in is throttled per client and per address instead (src/lib/auth/staff-login.ts).
    maxLoginAttempts: 0,
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
    beforeOperation: [guardStaffLogin, guardCredentialChanges('users')],
    beforeChange: [keepOneAdmin],
    afterChange: [afterCredentialChange('users')],
    beforeDelete: [keepOneAdminOnDelete, deleteRowsOf('staffUser')],
    afterLogin: [logStaffLogin, afterStaffLogin],
    afterOperation: [afterStaffReset],
    afterLogout: [logStaffLogout],
  },
  fields: [
    {
      name: 'name',
      type: 'text',
      label: { fr: 'Nom', en: 'Name' },
      maxLength: 120,
      hooks: { beforeValidate: [cleanLineHook] },
    },
    ...pendingEmailFields,
    {
      // Not stored: typed in the admin next to a new password or address, checked by the hook above.
      name: 'currentPassword',
      type: 'text',
      virtual: true,
      label: { fr: 'Votre mot de passe actuel', en: 'Your current password' },
      access: { read: () => false },
      admin: {
        position: 'sidebar',
        description: {
          fr: 'Requis pour changer un mot de passe ou une adresse e-mail.',
          en: 'Required to change a password or an e-mail address.',
        },
        components: { Field: '@/components/admin/CurrentPasswordField#CurrentPasswordField' },
      },
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
