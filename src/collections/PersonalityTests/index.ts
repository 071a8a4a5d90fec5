import type { CollectionConfig, FieldAccess } from 'payload'

import { isStaffUser, staff } from '@/access'
import {
  fillPublishedAt,
  publicWhere,
  publishedAtField,
  slugField,
} from '@/collections/shared/library'
import { questionKinds } from '@/lib/personality'
import { revalidateCollectionTag } from '@/lib/platform/cache/hooks'
import { cacheTags } from '@/lib/platform/cache/tags'
import { translationCleanup, translationHooks } from '@/lib/translation/hooks'

/** Questions (without their weights) are for signed-in accounts: a visitor's page shows the first. */
const signedIn: FieldAccess = ({ req }) => Boolean(req.user)
/** Weights and result texts are read by the server only after scoring, and by staff. */
const staffOnly: FieldAccess = ({ req }) => isStaffUser(req.user)

const kindLabels = {
  single: { fr: 'Choix unique', en: 'Single choice' },
  scale: { fr: 'Échelle de 1 à 5', en: 'Scale 1–5' },
  ranking: { fr: 'Classement', en: 'Ranking' },
} as const

/**
 * The personality tests: a self-reflection questionnaire, its questions (single choice, scale 1–5 or
 * ranking) whose answers weigh towards profiles, and the profiles a member can get (docs/
 * personality-tests.md). Published tests are listed for everyone; the questions are readable by
 * signed-in accounts only, and the weights and the profiles' texts by staff only: the site reads them
 * on the server to score a submission and show its result to whoever may see it. A field a viewer may
 * not read cannot be used in a query either (Payload checks field read access for `where` and `sort`).
 */
export const PersonalityTests: CollectionConfig = {
  slug: 'personality-tests',
  labels: {
    singular: { fr: 'Test de personnalité', en: 'Personality test' },
    plural: { fr: 'Tests de personnalité', en: 'Personality tests' },
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'minutes', '_status', 'updatedAt'],
    group: { fr: 'Bibliothèque', en: 'Library' },
  },
  versions: { drafts: true, maxPerDoc: 30 },
  access: {
    read: ({ req }) => (isStaffUser(req.user) ? true : publicWhere()),
    create: staff,
    update: staff,
    delete: staff,
    readVersions: staff,
  },
  hooks: {
    beforeChange: [fillPublishedAt],
    afterChange: [...revalidateCollectionTag(cacheTags.tests).afterChange, translationHooks()],
    afterDelete: [...revalidateCollectionTag(cacheTags.tests).afterDelete, translationCleanup()],
  },
  fields: [
    { name: 'title', type: 'text', localized: true, required: true, maxLength: 120 },
    { name: 'excerpt', type: 'textarea', localized: true, required: true, maxLength: 240 },
    { name: 'intro', type: 'textarea', localized: true, required: true, maxLength: 1600 },
    {
      name: 'disclaimer',
      type: 'textarea',
      localized: true,
      required: true,
      maxLength: 400,
      label: { fr: 'Ce que ce test n’est pas', en: 'What this test is not' },
    },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'imageAlt', type: 'text', localized: true, maxLength: 300 },
    {
      name: 'questions',
      type: 'array',
      maxRows: 15,
      access: { read: signedIn },
      labels: {
        singular: { fr: 'Question', en: 'Question' },
        plural: { fr: 'Questions', en: 'Questions' },
      },
      fields: [
        { name: 'key', type: 'text', required: true, maxLength: 40 },
        {
          name: 'kind',
          type: 'select',
          required: true,
          options: questionKinds.map((value) => ({ value, label: kindLabels[value] })),
        },
        { name: 'prompt', type: 'textarea', localized: true, required: true, maxLength: 300 },
        {
          name: 'answers',
          type: 'array',
          maxRows: 5,
          fields: [
            { name: 'key', type: 'text', required: true, maxLength: 40 },
            {
              name: 'label',
              type: 'text',
              localized: true,
              maxLength: 200,
              admin: { description: { fr: 'Vide pour une échelle.', en: 'Empty for a scale.' } },
            },
            {
              name: 'weights',
              type: 'array',
              // A short table name: the versions' table would pass PostgreSQL's 63-character limit.
              dbName: 'pt_answer_weights',
              access: { read: staffOnly },
              fields: [
                { name: 'profile', type: 'text', required: true, maxLength: 60 },
                { name: 'points', type: 'number', required: true, min: 0, max: 10 },
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'profiles',
      type: 'array',
      maxRows: 6,
      access: { read: staffOnly },
      fields: [
        { name: 'key', type: 'text', required: true, maxLength: 60 },
        { name: 'color', type: 'text', required: true, maxLength: 7 },
        { name: 'name', type: 'text', localized: true, required: true, maxLength: 80 },
        { name: 'summary', type: 'textarea', localized: true, required: true, maxLength: 240 },
        { name: 'portrait', type: 'textarea', localized: true, required: true, maxLength: 3000 },
        {
          name: 'strengths',
          type: 'array',
          maxRows: 5,
          fields: [{ name: 'text', type: 'text', localized: true, required: true, maxLength: 120 }],
        },
        { name: 'practice', type: 'textarea', localized: true, required: true, maxLength: 900 },
        {
          name: 'recommendations',
          type: 'relationship',
          relationTo: [
            'articles',
            'videos',
            'formations',
            'routines',
            'discoveries',
            'calendar-entries',
          ],
          hasMany: true,
          maxRows: 5,
        },
      ],
    },
    slugField,
    {
      name: 'minutes',
      type: 'number',
      required: true,
      min: 1,
      max: 30,
      admin: { position: 'sidebar' },
    },
    publishedAtField,
    {
      name: 'seo',
      type: 'group',
      fields: [
        { name: 'title', type: 'text', localized: true, maxLength: 70 },
        { name: 'description', type: 'textarea', localized: true, maxLength: 160 },
      ],
    },
  ],
}
