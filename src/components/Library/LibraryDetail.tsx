import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { JsonLd } from '@/components/Site/JsonLd'
import { isLocale, type Locale } from '@/i18n/locales'
import { absoluteUrl } from '@/i18n/routing'
import { getViewer } from '@/lib/auth/viewer'
import {
  categoriesOf,
  getLibraryDocument,
  getTranslationState,
  imageOf,
  type LibraryDocument,
} from '@/lib/content/library'
import { detailPath, type LibraryType } from '@/lib/content/routes'
import { videoPresentation } from '@/lib/content/video-preview'
import { unlockStep } from '@/lib/entitlements/gate'
import { redactForViewer } from '@/lib/entitlements/redact'
import { libraryJsonLd } from '@/lib/seo/library'
import { pageContext } from '@/components/Site/page-context'
import type { Video } from '@/payload-types'

import { DocumentHeader } from './DocumentHeader'
import { HeroImage } from './HeroImage'
import { VideoPlayer } from './MediaPlayer'
import { Paywall } from './Paywall'
import { PreviewBanner } from './PreviewBanner'
import { PaywalledPart, RichBody } from './RichBody'
import { TranslationNotice } from './TranslationNotice'

type Params = Promise<{ locale: string; slug: string }>

async function load(type: LibraryType, params: Params) {
  const { slug } = await params
  const context = await pageContext(params)
  const doc = await getLibraryDocument(type, slug, context.locale)
  if (!doc) notFound()
  return { context, doc }
}

/** Metadata from the teaser only: title, excerpt and image — never the body. */
export async function libraryDetailMetadata(type: LibraryType, params: Params): Promise<Metadata> {
  const { context, doc } = await load(type, params)
  const image = imageOf(doc.featuredImage, 'hero')
  return context.metadata({
    title: doc.seo?.title || doc.title,
    description: doc.seo?.description || doc.excerpt,
    canonicalPath: detailPath(type, doc.slug),
    ogType: type === 'videos' ? 'video.other' : 'article',
    ogImage: image?.url,
    author: context.settings.brandName,
    keywords: categoriesOf(doc.categories).map((category) => category.name),
  })
}

function captionTracks(video: Video): { language: Locale; src: string }[] {
  return (video.captions ?? []).flatMap((caption) =>
    isLocale(caption.language) && caption.file
      ? [
          {
            language: caption.language,
            src: `/media/videos/${video.slug}/captions/${caption.language}`,
          },
        ]
      : [],
  )
}

/** An article, video, routine or discovery: teaser for everyone, body only for a viewer with the right. */
export async function LibraryDetail({ type, params }: { type: LibraryType; params: Params }) {
  const { context, doc: full } = await load(type, params)
  const { locale } = context
  const viewer = await getViewer()
  const step = unlockStep(full, viewer)
  // From here on only the redacted document is used: nothing gated can reach the page by mistake.
  const doc = redactForViewer(type, full as LibraryDocument & Record<string, unknown>, viewer)
  const t = await getTranslations({ locale, namespace: 'library' })
  const image = imageOf(doc.featuredImage, 'hero')
  const path = detailPath(type, doc.slug)
  const video = type === 'videos' ? (doc as unknown as Video) : null
  const presentation = video ? videoPresentation(video) : null
  const translation = await getTranslationState(type, full.id, locale)
  const contentLang = translation === 'untranslated' ? 'fr' : undefined

  return (
    <>
      <PreviewBanner locale={locale} path={path} />
      <JsonLd
        data={context.jsonLd({
          title: doc.title,
          canonicalPath: path,
          jsonLd: libraryJsonLd({
            type,
            url: absoluteUrl(context.site.siteUrl, path, locale),
            title: doc.title,
            description: doc.excerpt,
            access: doc.access,
            minutes: presentation ? presentation.minutes : doc.minutes,
            imageUrl: image ? new URL(image.url, context.site.siteUrl).href : null,
            publishedAt: doc.publishedAt,
            updatedAt: doc.updatedAt,
            brand: context.settings.brandName,
            siteUrl: context.site.siteUrl,
            locale,
          }),
        })}
      />
      <article className="mx-auto max-w-3xl px-4 pt-10 pb-24 sm:px-6 lg:pt-14">
        <TranslationNotice state={translation} locale={locale} path={path} />
        <DocumentHeader
          type={type}
          locale={locale}
          title={doc.title}
          excerpt={doc.excerpt}
          minutes={presentation ? presentation.minutes : doc.minutes}
          access={doc.access}
          isLocked={doc.isLocked}
          publishedAt={doc.publishedAt}
          categories={categoriesOf(doc.categories)}
          // Not translated yet: the French text is marked as French for readers and screen readers.
          contentLang={contentLang}
        />
        {presentation?.preview ? (
          <p
            className="mt-8 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm leading-relaxed text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
            data-testid="video-preview-notice"
          >
            <strong className="font-semibold">{t('video.preview.badge')}</strong>{' '}
            {t('video.preview.notice')}
          </p>
        ) : null}
        {video && !doc.isLocked && video.video ? (
          <div className="mt-10">
            <VideoPlayer
              src={`/media/videos/${video.slug}`}
              poster={image?.url}
              label={t('video.label', { title: doc.title })}
              captions={captionTracks(video)}
              locale={locale}
              unsupported={t('video.unsupported')}
            />
          </div>
        ) : image ? (
          <HeroImage image={image} />
        ) : null}
        <PaywalledPart isGated={doc.access !== 'free'}>
          {step === 'none' ? (
            <div className="mt-10" lang={contentLang} data-content-lang={contentLang}>
              {video ? (
                <h2 className="mb-4 text-xl font-semibold text-ink">{t('video.transcript')}</h2>
              ) : null}
              {presentation?.filming ? <RichBody data={presentation.filming} /> : null}
              <RichBody data={doc.body} />
            </div>
          ) : (
            <Paywall step={step} access={doc.access} locale={locale} />
          )}
        </PaywalledPart>
      </article>
    </>
  )
}

export function libraryDetailPage(type: LibraryType) {
  return {
    generateMetadata: ({ params }: { params: Params }) => libraryDetailMetadata(type, params),
    Page: ({ params }: { params: Params }) => <LibraryDetail type={type} params={params} />,
  }
}
