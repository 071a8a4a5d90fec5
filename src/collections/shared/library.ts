/**
 * What every library collection (articles, videos, formations, routines, discoveries) shares: the
 * common fields, public reading of published documents from their publication date, the
 * teaser cut for viewers without the right, drafts with scheduled publication, and cache revalidation.
 * Kept whole: the fields and hooks the five library collections share, so that they cannot drift
 * apart.
 */
import type {
  CollectionAfterReadHook,
  CollectionBeforeChangeHook,
  CollectionConfig,
  Field,
  Where,
} from 'payload'

import { gatedContentField, isStaffUser, staff } from '@/access'
import { viewerFromAccount } from '@/lib/auth/viewer-state'
import { getEnv } from '@/lib/platform/config/env'
import { revalidateCollectionTag } from '@/lib/platform/cache/hooks'
import type { CacheTag } from '@/lib/platform/cache/tags'
import { accessLevels } from '@/lib/entitlements/gate'
import {
  gatedFields,
  gatedModuleFields,
  redactForViewer,
  type LibraryCollection,
} from '@/lib/entitlements/redact'
import { isFullContentRead } from '@/lib/entitlements/context'
import { clearSearchMemo } from '@/lib/search/memo'
import { translationCleanup, translationHooks } from '@/lib/translation/hooks'

import {
  excerptFromBody,
  filledOnSave,
  generateSlug,
  numberValidation,
  readingTimeFromBody,
  textareaValidation,
  totalOfModules,
} from './derived'

const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/

export const slugField: Field = {
  name: 'slug',
  type: 'text',
  label: { fr: 'Adresse (slug)', en: 'Slug' },
  required: true,
  unique: true,
  index: true,
  hooks: { beforeValidate: [generateSlug] },
  admin: {
    position: 'sidebar',
    description: {
      fr: 'Partie de l’adresse de la page, identique dans toutes les langues. Laissée vide, elle est faite à partir du titre à l’enregistrement (-2, -3… si elle existe déjà) ; modifiable ensuite.',
      en: 'Part of the page address, the same in every language. Left empty, it is made from the title on save (-2, -3… when taken); editable afterwards.',
    },
  },
  validate: filledOnSave((value: unknown) =>
    typeof value === 'string' && slugPattern.test(value) && value.length <= 120
      ? true
      : 'Lettres minuscules, chiffres et tirets (120 caractères au plus).',
  ),
}

export const accessField: Field = {
  name: 'access',
  type: 'select',
  label: { fr: 'Accès', en: 'Access' },
  required: true,
  defaultValue: 'premium',
  index: true,
  options: [
    { value: accessLevels[0], label: { fr: 'Libre (tout le monde)', en: 'Free (everyone)' } },
    { value: accessLevels[1], label: { fr: 'Membres inscrits', en: 'Signed-in members' } },
    { value: accessLevels[2], label: { fr: 'Premium (abonnés)', en: 'Premium (subscribers)' } },
  ],
  admin: {
    position: 'sidebar',
    description: {
      fr: 'Sans le droit, on ne voit que le titre, le résumé, l’image et la durée.',
      en: 'Without the right, viewers see only the title, excerpt, image and duration.',
    },
  },
}

/** How the save fills an empty duration: from the body's words, from the modules, or not at all. */
export type MinutesSource = 'reading' | 'modules' | null

const minutesDescriptions = {
  reading: {
    fr: 'Laissé vide, il est calculé d’après le texte à l’enregistrement (environ 200 mots par minute).',
    en: 'Left empty, it is computed from the text on save (about 200 words a minute).',
  },
  modules: {
    fr: 'Laissée vide, c’est la somme des durées des modules, calculée à l’enregistrement.',
    en: 'Left empty, it is the sum of the modules’ times, computed on save.',
  },
} as const

export const minutesField = (
  label: { fr: string; en: string },
  source: MinutesSource = null,
): Field => ({
  name: 'minutes',
  type: 'number',
  label,
  required: true,
  min: 1,
  max: 600,
  ...(source
    ? {
        hooks: { beforeValidate: [source === 'reading' ? readingTimeFromBody : totalOfModules] },
        validate: filledOnSave(numberValidation),
      }
    : {}),
  admin: {
    position: 'sidebar',
    step: 1,
    ...(source ? { description: minutesDescriptions[source] } : {}),
  },
})

export const publishedAtField: Field = {
  name: 'publishedAt',
  type: 'date',
  label: { fr: 'Date de publication', en: 'Publication date' },
  index: true,
  admin: {
    position: 'sidebar',
    date: { pickerAppearance: 'dayAndTime' },
    description: {
      fr: 'Invisible du public avant cette date. Remplie à la première publication si vide.',
      en: 'Hidden from the public before this date. Filled in on first publication when empty.',
    },
  },
}

/** Title, excerpt, body, image, categories and SEO fields, in the order the editors see them. */
export function libraryFields({
  bodyLabel = { fr: 'Texte', en: 'Text' },
  minutesLabel,
  minutesFrom = null,
  extra = [],
}: {
  bodyLabel?: { fr: string; en: string }
  minutesLabel: { fr: string; en: string }
  /** Whether an empty duration is computed on save (a reading time, a formation's modules). */
  minutesFrom?: MinutesSource
  extra?: Field[]
}): Field[] {
  return [
    {
      name: 'title',
      type: 'text',
      label: { fr: 'Titre', en: 'Title' },
      required: true,
      localized: true,
      maxLength: 140,
    },
    {
      name: 'excerpt',
      type: 'textarea',
      label: { fr: 'Résumé (visible par tous)', en: 'Excerpt (public)' },
      required: true,
      localized: true,
      maxLength: 300,
      hooks: { beforeValidate: [excerptFromBody(300)] },
      validate: filledOnSave(textareaValidation),
      admin: {
        description: {
          fr: 'Laissé vide, ce sont les premiers mots du texte.',
          en: 'Left empty, the opening words of the text.',
        },
      },
    },
    {
      name: 'featuredImage',
      type: 'upload',
      relationTo: 'media',
      label: { fr: 'Image à la une', en: 'Featured image' },
    },
    {
      name: 'body',
      type: 'richText',
      label: bodyLabel,
      localized: true,
    },
    ...extra,
    slugField,
    accessField,
    minutesField(minutesLabel, minutesFrom),
    {
      name: 'categories',
      type: 'relationship',
      relationTo: 'categories',
      hasMany: true,
      label: { fr: 'Catégories', en: 'Categories' },
      admin: { position: 'sidebar' },
    },
    publishedAtField,
    {
      name: 'seo',
      type: 'group',
      label: { fr: 'Référencement', en: 'SEO' },
      fields: [
        {
          name: 'title',
          type: 'text',
          label: { fr: 'Titre pour les moteurs', en: 'Search title' },
          localized: true,
          maxLength: 70,
        },
        {
          name: 'description',
          type: 'textarea',
          label: { fr: 'Description pour les moteurs', en: 'Search description' },
          localized: true,
          maxLength: 160,
        },
      ],
    },
  ]
}

/** The process's search index is rebuilt on the next query after any library write. */
const dropSearchIndex = ({ doc }: { doc: unknown }) => {
  clearSearchMemo()
  return doc
}

function previewUrl(previewPath: string, slug: unknown, locale: string | undefined): string {
  const docSlug = typeof slug === 'string' ? slug : ''
  const lang = locale && locale !== 'fr' ? `&lang=${locale}` : ''
  return `${getEnv().siteUrl}/api/preview?path=${encodeURIComponent(`${previewPath}/${docSlug}`)}${lang}`
}

/** Published and dated today or earlier: what the public may list and open. */
export function publicWhere(now: Date = new Date()): Where {
  return {
    and: [
      { _status: { equals: 'published' } },
      { publishedAt: { less_than_equal: now.toISOString() } },
    ],
  }
}

/** A document published without a date gets the moment of publication. */
export const fillPublishedAt: CollectionBeforeChangeHook = ({ data }) => {
  if (data._status === 'published' && !data.publishedAt) data.publishedAt = new Date().toISOString()
  return data
}

/** Cuts gated fields for whoever reads without the right (REST, GraphQL, Local API alike). */
function teaserForViewer(collection: LibraryCollection): CollectionAfterReadHook {
  return ({ doc, req }) => {
    if (isStaffUser(req.user) || isFullContentRead(req.context)) return doc
    return redactForViewer(collection, doc, viewerFromAccount(req.user))
  }
}

/**
 * Marks a field as gated: readable in a document only through the teaser cut, and never usable in a
 * query by a viewer who may not read it everywhere (see `gatedContentField`). `custom.gated` lets the
 * tests find every such field.
 */
export function gateField(field: Field): Field {
  if (!('name' in field) || field.type === 'ui') return field
  return {
    ...field,
    access: { ...field.access, read: gatedContentField },
    custom: { ...field.custom, gated: true },
  } as Field
}

/** Gates the named fields, and the named sub-fields of the `modules` array (formations). */
function gateNamedFields(
  fields: Field[],
  names: readonly string[],
  moduleNames: readonly string[],
): Field[] {
  return fields.map((field) => {
    if (!('name' in field)) return field
    if (names.includes(field.name)) return gateField(field)
    if (field.name === 'modules' && field.type === 'array')
      return { ...field, fields: gateNamedFields(field.fields, moduleNames, []) }
    return field
  })
}

export function libraryCollection({
  slug,
  tag,
  labels,
  fields,
  previewPath,
}: {
  slug: LibraryCollection
  tag: CacheTag
  labels: CollectionConfig['labels']
  fields: Field[]
  previewPath: string
}): CollectionConfig {
  const revalidate = revalidateCollectionTag(tag)
  return {
    slug,
    labels,
    admin: {
      useAsTitle: 'title',
      defaultColumns: ['title', 'access', '_status', 'publishedAt', 'updatedAt'],
      group: { fr: 'Bibliothèque', en: 'Library' },
      listSearchableFields: ['title', 'slug'],
      preview: (doc, { locale }) => previewUrl(previewPath, doc?.slug, locale),
      // The page itself in the admin's side panel, in draft mode, refreshed on every save.
      livePreview: {
        url: ({ data, locale }) => previewUrl(previewPath, data?.slug, locale?.code),
      },
    },
    defaultSort: '-publishedAt',
    versions: { drafts: { schedulePublish: true }, maxPerDoc: 30 },
    access: {
      read: ({ req }) => (isStaffUser(req.user) ? true : publicWhere()),
      create: staff,
      update: staff,
      delete: staff,
      readVersions: staff,
    },
    hooks: {
      beforeChange: [fillPublishedAt],
      afterRead: [teaserForViewer(slug)],
      afterChange: [...revalidate.afterChange, dropSearchIndex, translationHooks()],
      afterDelete: [...revalidate.afterDelete, dropSearchIndex, translationCleanup()],
    },
    fields: gateNamedFields(fields, gatedFields[slug], gatedModuleFields),
  }
}
