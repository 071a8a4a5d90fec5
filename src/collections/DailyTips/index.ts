import type { CollectionConfig, Where } from 'payload'

import { isStaffUser, staff } from '@/access'
import {
  fillPublishedAt,
  publicWhere,
  publishedAtField,
  slugField,
} from '@/collections/shared/library'
import { monthOptions } from '@/collections/shared/months'
import { revalidateCollectionTag } from '@/lib/platform/cache/hooks'
import { cacheTags } from '@/lib/platform/cache/tags'
import { translationCleanup, translationHooks } from '@/lib/translation/hooks'
import { tipCategories } from '@/lib/tips'

const categoryLabels: Record<(typeof tipCategories)[number], { fr: string; en: string }> = {
  breath: { fr: 'Respiration', en: 'Breath' },
  senses: { fr: 'Sens', en: 'Senses' },
  body: { fr: 'Corps', en: 'Body' },
  observation: { fr: 'Observation', en: 'Observation' },
  slow: { fr: 'Vie lente', en: 'Slow living' },
  rest: { fr: 'Repos', en: 'Rest' },
}

/**
 * The daily tips: a practice of 2 to 5 minutes, one a day for every member (docs/daily-tips.md). Read
 * access: signed-in accounts (members and staff), published tips only for members; visitors read none.
 */
export const DailyTips: CollectionConfig = {
  slug: 'daily-tips',
  labels: {
    singular: { fr: 'Conseil du jour', en: 'Daily tip' },
    plural: { fr: 'Conseils du jour', en: 'Daily tips' },
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'months', 'pinnedDate', '_status'],
    group: { fr: 'Bibliothèque', en: 'Library' },
  },
  versions: { drafts: true, maxPerDoc: 20 },
  access: {
    read: ({ req }): boolean | Where => {
      if (isStaffUser(req.user)) return true
      return req.user ? publicWhere() : false
    },
    create: staff,
    update: staff,
    delete: staff,
    readVersions: staff,
  },
  hooks: {
    beforeChange: [fillPublishedAt],
    afterChange: [...revalidateCollectionTag(cacheTags.tips).afterChange, translationHooks()],
    afterDelete: [...revalidateCollectionTag(cacheTags.tips).afterDelete, translationCleanup()],
  },
  fields: [
    { name: 'title', type: 'text', localized: true, required: true, maxLength: 90 },
    { name: 'body', type: 'richText', localized: true, required: true },
    {
      name: 'link',
      type: 'relationship',
      relationTo: ['routines', 'videos', 'calendar-entries'],
      label: { fr: 'Pour aller plus loin', en: 'Go further' },
    },
    slugField,
    {
      name: 'category',
      type: 'select',
      required: true,
      options: tipCategories.map((value) => ({ value, label: categoryLabels[value] })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'minutes',
      type: 'number',
      required: true,
      min: 2,
      max: 5,
      admin: { position: 'sidebar' },
    },
    {
      name: 'months',
      type: 'select',
      hasMany: true,
      required: true,
      options: monthOptions,
      label: { fr: 'Mois où il convient', en: 'Months it fits' },
      admin: { position: 'sidebar' },
    },
    {
      name: 'pinnedDate',
      type: 'text',
      maxLength: 10,
      label: { fr: 'Réservé au jour (AAAA-MM-JJ)', en: 'Pinned to the day (YYYY-MM-DD)' },
      validate: (value: unknown) =>
        value === null ||
        value === undefined ||
        value === '' ||
        (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) ||
        'AAAA-MM-JJ',
      admin: { position: 'sidebar' },
    },
    publishedAtField,
  ],
}
