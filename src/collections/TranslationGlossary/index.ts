import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionConfig,
} from 'payload'

import { anyone, staff } from '@/access'

const target = (name: 'en' | 'es' | 'de' | 'nl', label: { fr: string; en: string }) => ({
  name,
  type: 'text' as const,
  label,
  maxLength: 200,
})

/**
 * A term changed or removed: cached translations of French texts holding it were made with the old
 * rendering, so they are forgotten (the next translation asks the provider again).
 */
const forgetCachedUses = async ({
  doc,
  previousDoc,
  req,
}: {
  doc: { source?: string }
  previousDoc?: { source?: string }
  req: Parameters<CollectionAfterChangeHook>[0]['req']
}) => {
  const terms = [...new Set([doc.source, previousDoc?.source].filter(Boolean))] as string[]
  for (const term of terms)
    await req.payload.delete({
      collection: 'translation-cache',
      where: { source: { like: term } },
      overrideAccess: true,
      req,
    })
}
const afterChange: CollectionAfterChangeHook = async (args) => {
  await forgetCachedUses(args)
  return args.doc
}
const afterDelete: CollectionAfterDeleteHook = async (args) => {
  await forgetCachedUses(args)
  return args.doc
}

/**
 * The translation glossary (docs/translation.md): how a French term is rendered in each language, or
 * kept as it is (place names, the brand) when a language is left empty. Applied to every machine
 * translation; staff edit it. Public to read: it holds no secret, and the texts it shapes are public.
 */
export const TranslationGlossary: CollectionConfig = {
  slug: 'translation-glossary',
  labels: {
    singular: { fr: 'Terme du glossaire', en: 'Glossary term' },
    plural: { fr: 'Glossaire', en: 'Glossary' },
  },
  admin: {
    group: { fr: 'Traductions', en: 'Translations' },
    useAsTitle: 'source',
    defaultColumns: ['source', 'en', 'es', 'de', 'nl'],
    description: {
      fr: 'Une langue laissée vide garde le terme français tel quel (noms de lieux, marque).',
      en: 'A language left empty keeps the French term as it is (place names, brand).',
    },
  },
  access: {
    read: anyone,
    create: staff,
    update: staff,
    delete: staff,
  },
  hooks: { afterChange: [afterChange], afterDelete: [afterDelete] },
  fields: [
    {
      name: 'source',
      type: 'text',
      label: { fr: 'Terme français', en: 'French term' },
      required: true,
      unique: true,
      maxLength: 200,
    },
    {
      type: 'row',
      fields: [
        target('en', { fr: 'Anglais', en: 'English' }),
        target('es', { fr: 'Espagnol', en: 'Spanish' }),
        target('de', { fr: 'Allemand', en: 'German' }),
        target('nl', { fr: 'Néerlandais', en: 'Dutch' }),
      ],
    },
    {
      name: 'note',
      type: 'textarea',
      label: { fr: 'Remarque', en: 'Note' },
      maxLength: 500,
    },
  ],
}
