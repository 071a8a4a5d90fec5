import 'server-only'

import { unstable_cache } from 'next/cache'
import { draftMode } from 'next/headers'
import { cache } from 'react'

import type { Locale } from '@/i18n/locales'
import { getSessionAccount } from '@/lib/auth/server'
import { cacheKey } from '@/lib/platform/cache/keys'
import { cacheTags, documentTag, type CacheTag } from '@/lib/platform/cache/tags'
import { FULL_CONTENT_CONTEXT } from '@/lib/entitlements'
import { isPublic } from '@/lib/entitlements'
import { getPayloadClient } from '@/lib/platform/payload/client'
import type {
  Article,
  Category,
  Discovery,
  Formation,
  LibraryFile,
  Media,
  Routine,
  Video,
} from '@/payload-types'

import type { LibraryType } from './routes'
import { getTranslationStateOf, type TranslationState } from './translation-state'

export type LibraryDocument = Article | Video | Formation | Routine | Discovery

const tagOf: Record<LibraryType, CacheTag> = {
  articles: cacheTags.articles,
  videos: cacheTags.videos,
  formations: cacheTags.formations,
  routines: cacheTags.routines,
  discoveries: cacheTags.discoveries,
}

/** A card of a list page: what anyone may see of a document. */
export type LibraryCard = {
  type: LibraryType
  id: number | string
  slug: string
  title: string
  excerpt: string
  access: string
  minutes: number
  publishedAt: string | null
  _status: string | null
  categories: { slug: string; name: string }[]
  image: {
    url: string
    alt: string
    width: number | null
    height: number | null
    /** Every stored width of the image, for `srcset` (the browser picks what the screen needs). */
    srcSet: string | null
  } | null
  moduleCount: number | null
}

export function imageOf(
  value: number | Media | null | undefined,
  size: 'card' | 'hero' = 'card',
): LibraryCard['image'] {
  if (!value || typeof value !== 'object' || !value.url) return null
  const variant = value.sizes?.[size]
  const widths = [
    ...Object.values(value.sizes ?? {}),
    { url: value.url, width: value.width },
  ].filter((entry): entry is { url: string; width: number } => Boolean(entry?.url && entry.width))
  const srcSet = [...new Map(widths.map((entry) => [entry.width, entry.url])).entries()]
    .sort(([a], [b]) => a - b)
    .map(([width, url]) => `${url} ${width}w`)
    .join(', ')
  return {
    url: variant?.url ?? value.url,
    alt: value.alt ?? '',
    width: variant?.width ?? value.width ?? null,
    height: variant?.height ?? value.height ?? null,
    srcSet: srcSet || null,
  }
}

export function categoriesOf(
  value: (number | Category)[] | null | undefined,
): LibraryCard['categories'] {
  return (value ?? [])
    .filter((category): category is Category => typeof category === 'object' && category !== null)
    .map((category) => ({ slug: category.slug, name: category.name }))
}

function toCard(type: LibraryType, doc: LibraryDocument): LibraryCard {
  return {
    type,
    id: doc.id,
    slug: doc.slug,
    title: doc.title,
    excerpt: doc.excerpt,
    access: doc.access,
    minutes: doc.minutes,
    publishedAt: doc.publishedAt ?? null,
    _status: doc._status ?? null,
    categories: categoriesOf(doc.categories),
    image: imageOf(doc.featuredImage),
    moduleCount: 'modules' in doc ? (doc.modules?.length ?? 0) : null,
  }
}

/**
 * Every public document of a type as cards, newest first, cached per language until a document of
 * that type changes. Bodies are not selected: the cache holds only what a list shows.
 */
export const getLibraryCards = cache((type: LibraryType, locale: Locale) =>
  unstable_cache(
    async (): Promise<LibraryCard[]> => {
      const payload = await getPayloadClient()
      const { docs } = await payload.find({
        collection: type,
        locale,
        fallbackLocale: 'fr',
        depth: 1,
        // Every public document: lists paginate and search filters in memory.
        limit: 0,
        sort: '-publishedAt',
        overrideAccess: false,
        select: {
          slug: true,
          title: true,
          excerpt: true,
          access: true,
          minutes: true,
          publishedAt: true,
          _status: true,
          categories: true,
          featuredImage: true,
          ...(type === 'formations' ? { modules: { id: true } } : {}),
        },
      })
      return (docs as LibraryDocument[]).map((doc) => toCard(type, doc))
    },
    cacheKey('library-cards', type, locale),
    { tags: [tagOf[type], cacheTags.categories], revalidate: 60 },
  )().then((cards) => cards.filter((card) => isPublic(card))),
)

async function readDocument(
  type: LibraryType,
  slug: string,
  locale: Locale,
  draft: boolean,
): Promise<LibraryDocument | null> {
  const payload = await getPayloadClient()
  const user = draft ? await getSessionAccount() : null
  const { docs } = await payload.find({
    collection: type,
    where: { slug: { equals: slug } },
    locale,
    fallbackLocale: 'fr',
    depth: 1,
    limit: 1,
    draft,
    overrideAccess: false,
    ...(user ? { user } : {}),
    context: { ...FULL_CONTENT_CONTEXT },
  })
  return (docs[0] as LibraryDocument | undefined) ?? null
}

/**
 * One document, whole: the page cuts it with `redactForViewer` before rendering anything. Cached per
 * language until this document (or a category) changes; staff previewing a draft read it uncached.
 */
export const getLibraryDocument = cache(
  async (type: LibraryType, slug: string, locale: Locale): Promise<LibraryDocument | null> => {
    if (!/^[a-z0-9-]{1,120}$/.test(slug)) return null
    const { isEnabled: isPreview } = await draftMode()
    if (isPreview) {
      const account = await getSessionAccount()
      if (account?.collection === 'users') return readDocument(type, slug, locale, true)
    }
    const doc = await unstable_cache(
      () => readDocument(type, slug, locale, false),
      cacheKey('library-document', type, slug, locale),
      { tags: [documentTag(tagOf[type], { slug }), cacheTags.categories], revalidate: 60 },
    )()
    return doc && isPublic(doc) ? doc : null
  },
)

export const getCategories = cache((locale: Locale) =>
  unstable_cache(
    async () => {
      const payload = await getPayloadClient()
      const { docs } = await payload.find({
        collection: 'categories',
        locale,
        fallbackLocale: 'fr',
        depth: 0,
        limit: 100,
        sort: 'name',
        overrideAccess: false,
      })
      return docs.map((category) => ({ slug: category.slug, name: category.name }))
    },
    cacheKey('categories', locale),
    { tags: [cacheTags.categories], revalidate: 300 },
  )(),
)

export function fileOf(value: number | LibraryFile | null | undefined): LibraryFile | null {
  return value && typeof value === 'object' ? value : null
}

export type { TranslationState } from './translation-state'

/** How a library document reads in `locale` (./translation-state.ts). */
export const getTranslationState = (
  type: LibraryType,
  id: number | string,
  locale: Locale,
): Promise<TranslationState> => getTranslationStateOf(type, { id }, locale, tagOf[type])
