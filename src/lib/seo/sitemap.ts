import 'server-only'

import type { MetadataRoute } from 'next'

import { legalPageSlugs } from '@/lib/legal'
import { locales } from '@/i18n/locales'
import { absoluteUrl, languageAlternates } from '@/i18n/routing'
import { CALENDAR_PATH, calendarEntryPath } from '@/lib/calendar'
import { testPath, TESTS_PATH } from '@/lib/personality'
import { detailPath, libraryPaths, libraryTypes, modulePath } from '@/lib/content'
import { getPayloadClient } from '@/lib/platform/payload/client'

type Entry = {
  path: string
  lastModified?: string
  priority: number
  changeFrequency: 'daily' | 'weekly' | 'monthly' | 'yearly'
}

/**
 * The library: list pages and every published document (members-only and premium ones too: their
 * public page is the teaser, which is what the sitemap points to), with module pages of formations.
 */
async function libraryPages(): Promise<Entry[]> {
  const payload = await getPayloadClient()
  const entries: Entry[] = []
  for (const type of libraryTypes) {
    entries.push({ path: libraryPaths[type].list, priority: 0.8, changeFrequency: 'weekly' })
    const { docs } = await payload.find({
      collection: type,
      depth: 0,
      limit: 0,
      overrideAccess: false,
      select: {
        slug: true,
        updatedAt: true,
        ...(type === 'formations' ? { modules: { id: true } } : {}),
      },
    })
    for (const doc of docs) {
      entries.push({
        path: detailPath(type, doc.slug),
        lastModified: doc.updatedAt,
        priority: 0.7,
        changeFrequency: 'monthly',
      })
      const modules = 'modules' in doc && Array.isArray(doc.modules) ? doc.modules : []
      for (const courseModule of modules) {
        if (!courseModule.id) continue
        entries.push({
          path: modulePath(doc.slug, courseModule.id),
          lastModified: doc.updatedAt,
          priority: 0.5,
          changeFrequency: 'monthly',
        })
      }
    }
  }
  return entries
}

/**
 * The forest calendar: its page, and the entries a visitor may open now (the current month's: the
 * collection's read rule decides, as for every reader).
 */
async function calendarPages(): Promise<Entry[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'calendar-entries',
    depth: 0,
    limit: 0,
    overrideAccess: false,
    select: { slug: true, updatedAt: true },
  })
  return [
    { path: CALENDAR_PATH, priority: 0.8, changeFrequency: 'weekly' },
    ...docs.map((doc): Entry => ({
      path: calendarEntryPath(doc.slug),
      lastModified: doc.updatedAt,
      priority: 0.6,
      changeFrequency: 'monthly',
    })),
  ]
}

/** The personality tests: their list and each published test's introduction. */
async function testPages(): Promise<Entry[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'personality-tests',
    depth: 0,
    limit: 0,
    overrideAccess: false,
    select: { slug: true, updatedAt: true },
  })
  return [
    { path: TESTS_PATH, priority: 0.7, changeFrequency: 'monthly' },
    ...docs.map((doc): Entry => ({
      path: testPath(doc.slug),
      lastModified: doc.updatedAt,
      priority: 0.6,
      changeFrequency: 'monthly',
    })),
  ]
}

/** The public pages that exist, with the date they last changed when the database knows it. */
async function publicPages(): Promise<Entry[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    depth: 0,
    limit: 100,
    overrideAccess: false,
    select: { slug: true, updatedAt: true },
  })
  const legal = new Map(docs.map((doc) => [doc.slug, doc.updatedAt]))
  return [
    { path: '/', priority: 1, changeFrequency: 'weekly' },
    ...(await libraryPages()),
    ...(await calendarPages()),
    ...(await testPages()),
    { path: '/abonnement', priority: 0.8, changeFrequency: 'monthly' },
    { path: '/contact', priority: 0.5, changeFrequency: 'yearly' },
    { path: '/resilier', priority: 0.1, changeFrequency: 'yearly' },
    ...legalPageSlugs
      .filter((slug) => legal.has(slug))
      .map((slug): Entry => ({
        path: `/${slug}`,
        lastModified: legal.get(slug),
        priority: 0.2,
        changeFrequency: 'yearly',
      })),
  ]
}

/** Every public URL in every language, each listing its alternates (hreflang). */
export async function buildSitemap(siteUrl: string): Promise<MetadataRoute.Sitemap> {
  const pages = await publicPages()
  return pages.flatMap((page) =>
    locales.map((locale) => ({
      url: absoluteUrl(siteUrl, page.path, locale),
      lastModified: page.lastModified,
      changeFrequency: page.changeFrequency,
      priority: page.priority,
      alternates: { languages: languageAlternates(siteUrl, page.path) },
    })),
  )
}
