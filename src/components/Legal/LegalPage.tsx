import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { RichText } from '@payloadcms/richtext-lexical/react'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { TranslationNotice } from '@/components/Library/TranslationNotice'
import { JsonLd } from '@/components/Site/JsonLd'
import type { LegalPageSlug } from '@/lib/legal'
import { getLegalPage } from '@/lib/content/pages'
import { getTranslationStateOf } from '@/lib/content/translation-state'
import { cacheTags } from '@/lib/platform/cache/tags'
import { localizeLinks } from '@/lib/legal/links'
import { fillTokens, fillTokensInText, legalTokenValues } from '@/lib/legal/tokens'
import { pageContext } from '@/components/Site/page-context'
import { formatDate } from '@/lib/platform/utils/dates'

type Params = Promise<{ locale: string }>

async function load(slug: LegalPageSlug, params: Params) {
  const context = await pageContext(params)
  const [page, t] = await Promise.all([
    getLegalPage(slug, context.locale),
    getTranslations({ locale: context.locale, namespace: 'legal' }),
  ])
  if (!page) notFound()
  const values = legalTokenValues(context.settings, {
    siteUrl: context.site.siteUrl,
    notProvided: t('notProvided'),
  })
  return {
    context,
    page,
    t,
    values,
    summary: fillTokensInText(page.summary ?? '', values),
    title: fillTokensInText(page.title, values),
  }
}

export async function legalPageMetadata(slug: LegalPageSlug, params: Params): Promise<Metadata> {
  const { context, title, summary } = await load(slug, params)
  return context.metadata({
    title,
    description: summary,
    canonicalPath: `/${slug}`,
    author: context.settings.brandName,
  })
}

/** A legal document: editable in the admin, business facts filled in from the site settings. */
export async function LegalPage({ slug, params }: { slug: LegalPageSlug; params: Params }) {
  const { context, page, t, values, title, summary } = await load(slug, params)
  const body = localizeLinks(fillTokens(page.body as SerializedEditorState, values), context.locale)
  const updated = formatDate(page.updatedAt, context.locale)
  const translation = await getTranslationStateOf(
    'pages',
    { slug },
    context.locale,
    cacheTags.pages,
  )
  return (
    <>
      <JsonLd
        data={context.jsonLd({
          title,
          canonicalPath: `/${slug}`,
          jsonLd: {
            '@context': 'https://schema.org',
            '@type': 'WebPage',
            name: title,
            description: summary,
            dateModified: page.updatedAt,
          },
        })}
      />
      <article
        lang={translation === 'untranslated' ? 'fr' : undefined}
        className="mx-auto max-w-3xl px-4 pt-14 pb-24 sm:px-6 lg:pt-20"
      >
        <TranslationNotice state={translation} locale={context.locale} path={`/${slug}`} />
        <header className="border-b border-line pb-8">
          <h1 className="text-3xl font-semibold tracking-tight text-forest-900 sm:text-4xl dark:text-forest-50">
            {title}
          </h1>
          {summary ? <p className="mt-4 text-lg text-ink-soft">{summary}</p> : null}
          <p className="mt-4 text-sm text-ink-soft">{t('lastUpdated', { date: updated })}</p>
        </header>
        <RichText data={body} className="prose-legal mt-8 leading-relaxed text-ink" />
      </article>
    </>
  )
}
