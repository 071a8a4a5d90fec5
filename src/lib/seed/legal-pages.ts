import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { convertMarkdownToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical'
import type { Payload } from 'payload'

import { legalPageSlugs, type LegalPageSlug } from '@/lib/legal'
import { locales, type Locale } from '@/i18n/locales'

import { SEED_CONTEXT, type SeedUnit } from './types'

const contentDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'content/legal')

export type LegalDocument = { title: string; summary: string; body: string }

/** A legal document as written: `# Title`, then `> summary`, then the Markdown body. */
export function parseLegalMarkdown(markdown: string): LegalDocument {
  const lines = markdown.replace(/\r\n/g, '\n').trim().split('\n')
  const titleIndex = lines.findIndex((line) => line.startsWith('# '))
  const summaryIndex = lines.findIndex((line, index) => index > titleIndex && line.startsWith('> '))
  if (titleIndex === -1 || summaryIndex === -1)
    throw new Error('a legal document starts with "# Title" and "> summary"')
  return {
    title: (lines[titleIndex] ?? '').slice(2).trim(),
    summary: (lines[summaryIndex] ?? '').slice(2).trim(),
    body: lines
      .slice(summaryIndex + 1)
      .join('\n')
      .trim(),
  }
}

export function readLegalDocument(locale: Locale, slug: LegalPageSlug): LegalDocument {
  const file = path.join(contentDir, locale, `${slug}.md`)
  return parseLegalMarkdown(fs.readFileSync(file, 'utf8'))
}

async function seedLegalPages(payload: Payload): Promise<void> {
  const editorConfig = await editorConfigFactory.default({ config: payload.config })
  const toRichText = (markdown: string) => convertMarkdownToLexical({ editorConfig, markdown })
  for (const slug of legalPageSlugs) {
    // Read every language first: a missing translation fails the unit before anything is written.
    const documents = Object.fromEntries(
      locales.map((locale) => [locale, readLegalDocument(locale, slug)]),
    ) as Record<Locale, LegalDocument>
    const existing = await payload.find({
      collection: 'pages',
      where: { slug: { equals: slug } },
      limit: 1,
      overrideAccess: true,
      draft: true,
    })
    let id = existing.docs[0]?.id
    for (const locale of locales) {
      const { title, summary, body } = documents[locale]
      const data = { slug, title, summary, body: toRichText(body), _status: 'published' as const }
      if (id === undefined) {
        const created = await payload.create({
          collection: 'pages',
          depth: 0,
          locale,
          data,
          overrideAccess: true,
          context: { ...SEED_CONTEXT },
        })
        id = created.id
      } else {
        await payload.update({
          collection: 'pages',
          depth: 0,
          id,
          locale,
          data,
          overrideAccess: true,
          context: { ...SEED_CONTEXT },
        })
      }
    }
  }
}

export const legalPagesSeed: SeedUnit = { key: 'legal-pages@1', run: seedLegalPages }
