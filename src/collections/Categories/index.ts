import type { CollectionConfig } from 'payload'

import { anyone, staff } from '@/access'
import { revalidateCollectionTag } from '@/lib/platform/cache/hooks'
import { cacheTags } from '@/lib/platform/cache/tags'
import { slugField } from '@/collections/shared/library'

/** The library's themes (at launch: sylvothérapie, bien-être, nature), used by the list filters. */
export const Categories: CollectionConfig = {
  slug: 'categories',
  labels: {
    singular: { fr: 'Catégorie', en: 'Category' },
    plural: { fr: 'Catégories', en: 'Categories' },
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', 'updatedAt'],
    group: { fr: 'Bibliothèque', en: 'Library' },
  },
  defaultSort: 'name',
  hooks: revalidateCollectionTag(cacheTags.categories),
  access: { read: anyone, create: staff, update: staff, delete: staff },
  fields: [
    {
      name: 'name',
      type: 'text',
      label: { fr: 'Nom', en: 'Name' },
      required: true,
      localized: true,
      maxLength: 60,
    },
    {
      name: 'description',
      type: 'textarea',
      label: { fr: 'Description', en: 'Description' },
      localized: true,
      maxLength: 300,
    },
    slugField,
  ],
}
