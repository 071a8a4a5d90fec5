/**
 * RSS 2.0 feed of the library, per language (`/feed.xml?lang=de`): the newest documents with their
 * excerpt, and the whole text only for free ones — a gated body never goes into a feed.
 */
import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

import { toLocale } from '@/i18n/locales'
import { absoluteUrl } from '@/i18n/routing'
import { getLibraryCards, getLibraryDocument } from '@/lib/content/library'
import { detailPath, libraryTypes } from '@/lib/content/routes'
import { isAccessibleForFree } from '@/lib/entitlements/gate'
import { getSiteSettings, getSiteUrl } from '@/lib/site/settings'

export const dynamic = 'force-dynamic'

const FEED_SIZE = 30

const escape = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** CDATA cannot contain "]]>": split it where it appears. */
const cdata = (html: string): string => `<![CDATA[${html.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`

export async function GET(request: Request): Promise<Response> {
  const locale = toLocale(new URL(request.url).searchParams.get('lang'))
  const siteUrl = getSiteUrl()
  const settings = await getSiteSettings(locale)
  const cards = (await Promise.all(libraryTypes.map((type) => getLibraryCards(type, locale))))
    .flat()
    .sort((a, b) => Date.parse(b.publishedAt ?? '') - Date.parse(a.publishedAt ?? ''))
    .slice(0, FEED_SIZE)
  const items = await Promise.all(
    cards.map(async (card) => {
      const link = absoluteUrl(siteUrl, detailPath(card.type, card.slug), locale)
      let content = ''
      if (isAccessibleForFree(card)) {
        const doc = await getLibraryDocument(card.type, card.slug, locale)
        if (doc?.body) content = convertLexicalToHTML({ data: doc.body as SerializedEditorState })
      }
      return [
        '<item>',
        `<title>${escape(card.title)}</title>`,
        `<link>${escape(link)}</link>`,
        `<guid isPermaLink="true">${escape(link)}</guid>`,
        card.publishedAt ? `<pubDate>${new Date(card.publishedAt).toUTCString()}</pubDate>` : '',
        `<description>${escape(card.excerpt)}</description>`,
        ...card.categories.map((category) => `<category>${escape(category.name)}</category>`),
        content ? `<content:encoded>${cdata(content)}</content:encoded>` : '',
        '</item>',
      ].join('')
    }),
  )
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:atom="http://www.w3.org/2005/Atom">
<channel>
<title>${escape(settings.brandName)}</title>
<link>${escape(absoluteUrl(siteUrl, '/', locale))}</link>
<atom:link href="${escape(`${siteUrl}/feed.xml${locale === 'fr' ? '' : `?lang=${locale}`}`)}" rel="self" type="application/rss+xml"/>
<description>${escape(settings.brandName)}</description>
<language>${locale}</language>
${items.join('\n')}
</channel>
</rss>`
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/rss+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
    },
  })
}
