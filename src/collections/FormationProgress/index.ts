import type { Access, CollectionConfig, Where } from 'payload'

import { isAdminUser, isMemberUser } from '@/access'

/** A member's own progress rows; admins may read them for support. */
const ownProgress: Access = ({ req }): boolean | Where => {
  if (isAdminUser(req.user)) return true
  if (isMemberUser(req.user) && req.user) return { member: { equals: req.user.id } }
  return false
}

/** Only the member themself writes progress, and only for themself. */
const ownProgressWrite: Access = ({ req }): boolean | Where => {
  if (isMemberUser(req.user) && req.user) return { member: { equals: req.user.id } }
  return false
}

/** Which modules of a formation a member has marked as done, and where they stopped. */
export const FormationProgress: CollectionConfig = {
  slug: 'formation-progress',
  labels: {
    singular: { fr: 'Progression', en: 'Progress' },
    plural: { fr: 'Progressions', en: 'Progress' },
  },
  admin: {
    group: { fr: 'Membres et abonnements', en: 'Members and subscriptions' },
    defaultColumns: ['member', 'formation', 'updatedAt'],
  },
  access: {
    read: ownProgress,
    create: ({ req }) => isMemberUser(req.user),
    update: ownProgressWrite,
    delete: ownProgressWrite,
  },
  hooks: {
    beforeChange: [
      // A member writes only their own rows, whatever the request says.
      ({ data, req, operation }) => {
        if (operation === 'create' && isMemberUser(req.user) && req.user) data.member = req.user.id
        return data
      },
    ],
  },
  indexes: [{ fields: ['member', 'formation'], unique: true }],
  fields: [
    {
      name: 'member',
      type: 'relationship',
      relationTo: 'members',
      required: true,
      index: true,
      access: { update: () => false },
    },
    {
      name: 'formation',
      type: 'relationship',
      relationTo: 'formations',
      required: true,
      access: { update: () => false },
    },
    {
      name: 'completedModules',
      type: 'json',
      label: { fr: 'Modules terminés', en: 'Completed modules' },
      required: true,
      defaultValue: [],
    },
    {
      name: 'lastModule',
      type: 'text',
      label: { fr: 'Dernier module ouvert', en: 'Last module opened' },
      maxLength: 100,
    },
  ],
}
