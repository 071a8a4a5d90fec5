/**
 * The launch library (issue "content library"): categories, articles, videos, formations with their
 * modules, routines and discoveries, in five languages, with generated illustrations and the committed
 * stand-in clips. Applied once per database, like every seed unit.
 */
import fs from 'node:fs'
import path from 'node:path'

import { convertMarkdownToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical'
import type { Payload } from 'payload'

import { locales, type Locale } from '@/i18n/locales'

import {
  categorySlugs,
  clipFile,
  readLibrary,
  type LibraryEntry,
  type ModuleEntry,
} from './library-content'
import { findIdBySlug, uploadIllustration } from './shared'
import { SEED_CONTEXT, type SeedUnit } from './types'

const categoryTexts: Record<(typeof categorySlugs)[number], Record<Locale, [string, string]>> = {
  sylvotherapie: {
    fr: ['Sylvothérapie', 'Bains de forêt et pratiques guidées au contact des arbres.'],
    en: ['Forest therapy', 'Forest bathing and guided practices among the trees.'],
    es: ['Silvoterapia', 'Baños de bosque y prácticas guiadas entre los árboles.'],
    de: ['Waldtherapie', 'Waldbaden und angeleitete Übungen zwischen den Bäumen.'],
    nl: ['Bostherapie', 'Bosbaden en begeleide oefeningen tussen de bomen.'],
  },
  'bien-etre': {
    fr: ['Bien-être', 'Respiration, sommeil, rythmes lents : prendre soin de soi au quotidien.'],
    en: ['Well-being', 'Breathing, sleep and slower rhythms: everyday self-care.'],
    es: ['Bienestar', 'Respiración, sueño y ritmos lentos: cuidarse cada día.'],
    de: ['Wohlbefinden', 'Atmung, Schlaf, langsame Rhythmen: Selbstfürsorge im Alltag.'],
    nl: ['Welzijn', 'Ademhaling, slaap en een trager ritme: dagelijkse zelfzorg.'],
  },
  nature: {
    fr: [
      'Nature',
      'Forêts, causses et sommets des Cévennes et de la Lozère, et ceux qui les habitent.',
    ],
    en: [
      'Nature',
      'The forests, causses and summits of the Cévennes and Lozère, and their inhabitants.',
    ],
    es: [
      'Naturaleza',
      'Bosques, causses y cumbres de las Cevenas y Lozère, y quienes los habitan.',
    ],
    de: ['Natur', 'Wälder, Causses und Gipfel der Cevennen und des Lozère – und ihre Bewohner.'],
    nl: ['Natuur', 'Bossen, causses en toppen van de Cevennen en de Lozère, en wie er leeft.'],
  },
}

const mimeOf = (file: string): string =>
  file.endsWith('.mp3') ? 'audio/mpeg' : file.endsWith('.vtt') ? 'text/vtt' : 'video/mp4'

async function uploadLibraryFile(
  payload: Payload,
  { data, name, mimetype, title }: { data: Buffer; name: string; mimetype: string; title: string },
): Promise<number> {
  const doc = await payload.create({
    collection: 'library-files',
    depth: 0,
    data: { title },
    file: { data, name, mimetype, size: data.length },
    overrideAccess: true,
    context: { ...SEED_CONTEXT },
  })
  return doc.id
}

async function illustrate(payload: Payload, entry: LibraryEntry): Promise<number> {
  const id = await uploadIllustration(payload, entry.illustration, {
    seed: `${entry.type}/${entry.slug}`,
    fileName: `${entry.slug}.webp`,
    alt: entry.texts.fr.imageAlt,
    quality: 82,
  })
  for (const locale of locales.filter((code) => code !== 'fr')) {
    await payload.update({
      collection: 'media',
      depth: 0,
      id,
      locale,
      data: { alt: entry.texts[locale].imageAlt },
      overrideAccess: true,
      context: { ...SEED_CONTEXT },
    })
  }
  return id
}

async function uploadClip(payload: Payload, entry: LibraryEntry, courseModule?: ModuleEntry) {
  const file = clipFile(entry, courseModule)
  return uploadLibraryFile(payload, {
    data: fs.readFileSync(file),
    name: path.basename(file),
    mimetype: mimeOf(file),
    title: courseModule ? `${entry.slug} — ${courseModule.id}` : entry.slug,
  })
}

/**
 * A video's Markdown opens with where and when it was filmed; that paragraph goes to its own field,
 * which the page hides while the file is the generated stand-in.
 */
export function splitFilmingNote(markdown: string): { filming: string; body: string } {
  const [first = '', ...rest] = markdown.trim().split(/\n\s*\n/)
  return { filming: first.trim(), body: rest.join('\n\n') }
}

async function seedLibrary(payload: Payload): Promise<void> {
  // Read and check everything first: a broken file stops the unit before anything is written.
  const entries = readLibrary()
  const editorConfig = await editorConfigFactory.default({ config: payload.config })
  const richText = (markdown: string) => convertMarkdownToLexical({ editorConfig, markdown })

  const categoryIds = new Map<string, number>()
  for (const slug of categorySlugs) {
    const texts = categoryTexts[slug]
    const existing = await findIdBySlug(payload, 'categories', slug)
    if (existing !== null) {
      categoryIds.set(slug, existing)
      continue
    }
    const category = await payload.create({
      collection: 'categories',
      depth: 0,
      locale: 'fr',
      data: { slug, name: texts.fr[0], description: texts.fr[1] },
      overrideAccess: true,
      context: { ...SEED_CONTEXT },
    })
    for (const locale of locales.filter((code) => code !== 'fr')) {
      await payload.update({
        collection: 'categories',
        depth: 0,
        id: category.id,
        locale,
        data: { name: texts[locale][0], description: texts[locale][1] },
        overrideAccess: true,
        context: { ...SEED_CONTEXT },
      })
    }
    categoryIds.set(slug, category.id)
  }

  for (const entry of entries) {
    // A run cut short (a crash, a stop) resumes where it was: documents already there are kept.
    if ((await findIdBySlug(payload, entry.type, entry.slug)) !== null) continue
    const featuredImage = await illustrate(payload, entry)
    const shared: Record<string, unknown> = {
      slug: entry.slug,
      access: entry.access,
      minutes: entry.minutes,
      publishedAt: entry.publishedAt,
      categories: entry.categories.map((slug) => categoryIds.get(slug)),
      featuredImage,
      _status: 'published',
    }
    if (entry.type === 'videos') {
      shared.video = await uploadClip(payload, entry)
      shared.placeholder = true
      const captions = []
      for (const locale of locales) {
        const data = Buffer.from(entry.captions?.[locale] ?? '', 'utf8')
        const file = await uploadLibraryFile(payload, {
          data,
          name: `${entry.slug}.${locale}.vtt`,
          mimetype: 'text/vtt',
          title: `${entry.slug} — ${locale}`,
        })
        captions.push({ language: locale, file })
      }
      shared.captions = captions
    }
    const moduleMedia = new Map<string, number>()
    const moduleResources = new Map<string, number>()
    for (const courseModule of entry.modules) {
      if (courseModule.media)
        moduleMedia.set(courseModule.id, await uploadClip(payload, entry, courseModule))
      for (const locale of locales) {
        const sheet = courseModule.resources?.[locale]
        if (!sheet) continue
        const id = await uploadLibraryFile(payload, {
          data: Buffer.from(`${sheet}\n`, 'utf8'),
          name: `${entry.slug}-${courseModule.id}-${locale}.txt`,
          mimetype: 'text/plain',
          title: `${entry.slug} — ${courseModule.id} (${locale})`,
        })
        moduleResources.set(`${courseModule.id}:${locale}`, id)
      }
    }
    const localized = (locale: Locale) => {
      const text = entry.texts[locale]
      const video = entry.type === 'videos' ? splitFilmingNote(text.body) : null
      return {
        title: text.title,
        excerpt: text.excerpt,
        body: richText(video ? video.body : text.body),
        ...(video ? { filming: richText(video.filming) } : {}),
        seo: { title: text.seoTitle, description: text.seoDescription },
        ...(entry.type === 'formations'
          ? {
              modules: entry.modules.map((courseModule) => ({
                id: courseModule.id,
                minutes: courseModule.minutes,
                title: courseModule.texts[locale].title,
                excerpt: courseModule.texts[locale].excerpt,
                body: richText(courseModule.texts[locale].body),
                media: moduleMedia.get(courseModule.id) ?? null,
                resource: moduleResources.get(`${courseModule.id}:${locale}`) ?? null,
              })),
            }
          : {}),
      }
    }
    const created = await payload.create({
      collection: entry.type,
      depth: 0,
      locale: 'fr',
      data: { ...shared, ...localized('fr') } as never,
      overrideAccess: true,
      context: { ...SEED_CONTEXT },
    })
    for (const locale of locales.filter((code) => code !== 'fr')) {
      await payload.update({
        collection: entry.type,
        depth: 0,
        id: created.id,
        locale,
        data: { ...localized(locale), _status: 'published' } as never,
        overrideAccess: true,
        context: { ...SEED_CONTEXT },
      })
    }
  }
}

export const librarySeed: SeedUnit = { key: 'library-2026-11', run: seedLibrary }
