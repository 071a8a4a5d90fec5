import type { CollectionConfig, Field, Where } from 'payload'

import { isStaffUser, staff } from '@/access'
import {
  fillPublishedAt,
  publicWhere,
  publishedAtField,
  slugField,
} from '@/collections/shared/library'
import { monthOptions } from '@/collections/shared/months'
import { viewerFromAccount } from '@/lib/auth'
import { calendarCategories, placeIds, visibleMonths } from '@/lib/calendar'
import { revalidateCollectionTag } from '@/lib/platform/cache/hooks'
import { cacheTags } from '@/lib/platform/cache/tags'
import { translationCleanup, translationHooks } from '@/lib/translation/hooks'
import { clearSearchMemo } from '@/lib/search'

const categoryLabels: Record<(typeof calendarCategories)[number], { fr: string; en: string }> = {
  mushroom: { fr: 'Champignon', en: 'Mushroom' },
  fruit: { fr: 'Fruit', en: 'Fruit' },
  flower: { fr: 'Fleur', en: 'Flower' },
  tree: { fr: 'Arbre', en: 'Tree' },
  medicinal: { fr: 'Plante médicinale', en: 'Medicinal plant' },
  spiritual: { fr: 'Pratique saisonnière', en: 'Seasonal practice' },
}

/** A localised text field: one line (`textarea: false`) or a few. */
const text = (
  name: string,
  label: { fr: string; en: string },
  options: { required?: boolean; maxLength?: number; textarea?: boolean } = {},
): Field => {
  const common = {
    name,
    label,
    localized: true,
    required: options.required ?? false,
    maxLength: options.maxLength ?? 500,
  }
  return options.textarea === false ? { ...common, type: 'text' } : { ...common, type: 'textarea' }
}

/**
 * The forest calendar's entries: species to see or gather and seasonal practices, each with its months
 * and peak months, where in the Cévennes and Lozère, what to look for, a practice and, for mushrooms
 * and medicinal plants, a safety note (docs/calendar.md). Read access: visitors and free members read
 * only the entries of the current month in Paris; Premium, a running trial and staff the whole year.
 */
export const CalendarEntries: CollectionConfig = {
  slug: 'calendar-entries',
  labels: {
    singular: { fr: 'Fiche du calendrier', en: 'Calendar entry' },
    plural: { fr: 'Calendrier de la forêt', en: 'Forest calendar' },
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'category', 'months', '_status', 'updatedAt'],
    group: { fr: 'Bibliothèque', en: 'Library' },
    listSearchableFields: ['name', 'latinName', 'slug'],
    preview: (doc) =>
      typeof doc?.slug === 'string' ? `/calendrier-foret/${doc.slug}` : '/calendrier-foret',
  },
  defaultSort: 'name',
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 30 },
  access: {
    read: ({ req }): boolean | Where => {
      if (isStaffUser(req.user)) return true
      const months = visibleMonths(viewerFromAccount(req.user)).map(String)
      return months.length === 12
        ? publicWhere()
        : { and: [publicWhere(), { months: { in: months } }] }
    },
    create: staff,
    update: staff,
    delete: staff,
    readVersions: staff,
  },
  hooks: {
    beforeChange: [fillPublishedAt],
    afterChange: [
      ...revalidateCollectionTag(cacheTags.calendar).afterChange,
      ({ doc }) => {
        clearSearchMemo()
        return doc
      },
      translationHooks(),
    ],
    afterDelete: [
      ...revalidateCollectionTag(cacheTags.calendar).afterDelete,
      ({ doc }) => {
        clearSearchMemo()
        return doc
      },
      translationCleanup(),
    ],
  },
  fields: [
    text('name', { fr: 'Nom', en: 'Name' }, { required: true, maxLength: 120, textarea: false }),
    {
      name: 'latinName',
      type: 'text',
      label: { fr: 'Nom latin (espèces)', en: 'Latin name (species)' },
      maxLength: 120,
    },
    text(
      'summary',
      { fr: 'Résumé (cartes, mois)', en: 'Summary (cards, month)' },
      {
        required: true,
        maxLength: 260,
      },
    ),
    text('habitat', { fr: 'Habitat, où aller', en: 'Habitat, where to go' }, { maxLength: 260 }),
    text('lookFor', { fr: 'Ce qu’il faut observer', en: 'What to look for' }, { maxLength: 600 }),
    text('practice', { fr: 'Une pratique, un usage', en: 'A practice, a use' }, { maxLength: 600 }),
    text('safety', { fr: 'Note de sécurité', en: 'Safety note' }, { maxLength: 600 }),
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      label: { fr: 'Image ou illustration', en: 'Image or illustration' },
    },
    text(
      'imageAlt',
      { fr: 'Description de l’image', en: 'Image description' },
      {
        maxLength: 300,
        textarea: false,
      },
    ),
    {
      name: 'related',
      type: 'relationship',
      relationTo: ['articles', 'videos', 'formations', 'routines', 'discoveries'],
      hasMany: true,
      maxRows: 6,
      label: { fr: 'Contenus liés', en: 'Related content' },
    },
    slugField,
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'species',
      label: { fr: 'Nature', en: 'Kind' },
      options: [
        { value: 'species', label: { fr: 'Espèce', en: 'Species' } },
        { value: 'activity', label: { fr: 'Activité', en: 'Activity' } },
      ],
      admin: { position: 'sidebar' },
    },
    {
      name: 'category',
      type: 'select',
      required: true,
      index: true,
      label: { fr: 'Catégorie', en: 'Category' },
      options: calendarCategories.map((value) => ({ value, label: categoryLabels[value] })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'months',
      type: 'select',
      hasMany: true,
      required: true,
      label: { fr: 'Mois où on l’observe ou le pratique', en: 'Months seen or done' },
      options: monthOptions,
      admin: { position: 'sidebar' },
    },
    {
      name: 'peakMonths',
      type: 'select',
      hasMany: true,
      label: { fr: 'Meilleurs mois', en: 'Peak months' },
      options: monthOptions,
      admin: { position: 'sidebar' },
      validate: (value: unknown, { siblingData }: { siblingData: { months?: string[] } }) => {
        const peaks = Array.isArray(value) ? (value as string[]) : []
        return peaks.every((month) => siblingData.months?.includes(month))
          ? true
          : 'Les meilleurs mois font partie des mois de la fiche.'
      },
    },
    {
      name: 'altitudeMin',
      type: 'number',
      min: 0,
      max: 1700,
      label: { fr: 'Altitude basse (m)', en: 'Lowest altitude (m)' },
      admin: { position: 'sidebar' },
    },
    {
      name: 'altitudeMax',
      type: 'number',
      min: 0,
      max: 1700,
      label: { fr: 'Altitude haute (m)', en: 'Highest altitude (m)' },
      admin: { position: 'sidebar' },
    },
    {
      name: 'places',
      type: 'select',
      hasMany: true,
      label: { fr: 'Lieux (carte)', en: 'Places (map)' },
      options: placeIds.map((value) => ({ value, label: value })),
      admin: {
        position: 'sidebar',
        description: {
          fr: 'Sans lieu, la fiche n’apparaît pas sur la carte.',
          en: 'Without a place, the entry is not on the map.',
        },
      },
    },
    publishedAtField,
    {
      name: 'seo',
      type: 'group',
      label: { fr: 'Référencement', en: 'SEO' },
      fields: [
        text(
          'title',
          { fr: 'Titre pour les moteurs', en: 'Search title' },
          {
            maxLength: 70,
            textarea: false,
          },
        ),
        text(
          'description',
          { fr: 'Description pour les moteurs', en: 'Search description' },
          {
            maxLength: 160,
          },
        ),
      ],
    },
  ],
}
