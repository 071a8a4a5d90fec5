import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import type { Locale } from '@/i18n/locales'
import { cacheKey } from '@/lib/platform/cache/keys'
import { documentTag, type CacheTag } from '@/lib/platform/cache/tags'
import { getPayloadClient } from '@/lib/platform/payload/client'

/**
 * How the text of a document reads in `locale` (docs/translation.md): the French original, a
 * translation by a person, a machine translation (some field written by the pipeline), or not yet
 * translated (no title of its own in that language: the page shows the French text, marked so).
 */
export type TranslationState = 'original' | 'human' | 'machine' | 'untranslated'

/** The translated collections whose pages say how they were translated, and their title field. */
const titleFieldOf = {
  articles: 'title',
  videos: 'title',
  formations: 'title',
  routines: 'title',
  discoveries: 'title',
  'calendar-entries': 'name',
  'personality-tests': 'title',
  pages: 'title',
  'daily-tips': 'title',
} as const
export type StatedCollection = keyof typeof titleFieldOf

/**
 * The translation state of one document (found by id or by slug), cached under that document's tag:
 * the pipeline's writes save the document, which drops it.
 */
export const getTranslationStateOf = cache(
  async (
    collection: StatedCollection,
    document: { id: number | string } | { slug: string },
    locale: Locale,
    tag: CacheTag,
  ): Promise<TranslationState> => {
    if (locale === 'fr') return 'original'
    const titleField = titleFieldOf[collection]
    const ref = 'id' in document ? `id:${document.id}` : `slug:${document.slug}`
    return unstable_cache(
      async (): Promise<TranslationState> => {
        const payload = await getPayloadClient()
        const { docs } = await payload.find({
          collection,
          where:
            'id' in document
              ? { id: { equals: document.id } }
              : { slug: { equals: document.slug } },
          locale,
          fallbackLocale: false,
          depth: 0,
          limit: 1,
          select: { [titleField]: true },
          overrideAccess: true,
        })
        const own = docs[0] as Record<string, unknown> | undefined
        if (!own) return 'original'
        if (!own[titleField]) return 'untranslated'
        // Statuses only (no text): staff-only rows, read by the server for the page's notice.
        const machine = await payload.count({
          collection: 'translations',
          where: {
            and: [
              { collection: { equals: collection } },
              { documentId: { equals: String(own.id) } },
              { locale: { equals: locale } },
              { status: { equals: 'machine' } },
            ],
          },
          overrideAccess: true,
        })
        return machine.totalDocs > 0 ? 'machine' : 'human'
      },
      cacheKey('translation-state', collection, ref, locale),
      { tags: [documentTag(tag, document)], revalidate: 300 },
    )()
  },
)
