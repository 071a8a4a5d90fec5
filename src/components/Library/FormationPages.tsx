import { Check, ChevronLeft, ChevronRight, Download, Headphones, PlayCircle } from 'lucide-react'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { toggleModuleDoneAction } from '@/components/Library/actions'
import { JsonLd } from '@/components/Site/JsonLd'
import { LocalizedLink } from '@/components/Site/LocalizedLink'
import type { Locale } from '@/i18n/locales'
import { absoluteUrl, localizedHref } from '@/i18n/routing'
import { getSessionAccount, getViewer } from '@/lib/auth/viewer'
import { categoriesOf, getLibraryDocument, imageOf } from '@/lib/content/library'
import { getProgress, recordLastModule, resumeModule, type Progress } from '@/lib/content/progress'
import { detailPath, libraryPaths, modulePath } from '@/lib/content/routes'
import { unlockStep } from '@/lib/entitlements/gate'
import { redactForViewer } from '@/lib/entitlements/redact'
import { libraryMediaKind } from '@/lib/media/library-files'
import { libraryJsonLd, paywalledPart } from '@/lib/seo/library'
import { pageContext } from '@/components/Site/page-context'
import { cn } from '@/lib/platform/utils/cn'
import type { Formation } from '@/payload-types'

import { DocumentHeader } from './DocumentHeader'
import { HeroImage } from './HeroImage'
import { AudioPlayer, VideoPlayer } from './MediaPlayer'
import { Paywall } from './Paywall'
import { PreviewBanner } from './PreviewBanner'
import { ProgressBar } from './ProgressBar'
import { PaywalledPart, RichBody } from './RichBody'

type FormationParams = Promise<{ locale: string; slug: string }>
type ModuleParams = Promise<{ locale: string; slug: string; moduleId: string }>
type Module = NonNullable<Formation['modules']>[number]

async function loadFormation(params: FormationParams) {
  const { slug } = await params
  const context = await pageContext(params)
  const formation = (await getLibraryDocument(
    'formations',
    slug,
    context.locale,
  )) as Formation | null
  if (!formation) notFound()
  return { context, formation }
}

export async function formationMetadata(params: FormationParams): Promise<Metadata> {
  const { context, formation } = await loadFormation(params)
  const image = imageOf(formation.featuredImage, 'hero')
  return context.metadata({
    title: formation.seo?.title || formation.title,
    description: formation.seo?.description || formation.excerpt,
    canonicalPath: detailPath('formations', formation.slug),
    ogType: 'article',
    ogImage: image?.url,
    author: context.settings.brandName,
  })
}

const buttonPrimary =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-forest-700 px-6 text-sm font-semibold text-white transition-colors hover:bg-forest-800 dark:bg-primary dark:text-on-primary dark:hover:bg-secondary'

/** A formation: presentation (for those with the right), programme with durations, progress. */
export async function FormationDetail({ params }: { params: FormationParams }) {
  const { context, formation: full } = await loadFormation(params)
  const { locale } = context
  const [viewer, account, t] = await Promise.all([
    getViewer(),
    getSessionAccount(),
    getTranslations({ locale, namespace: 'library' }),
  ])
  const step = unlockStep(full, viewer)
  const formation = redactForViewer(
    'formations',
    full as Formation & Record<string, unknown>,
    viewer,
  )
  const modules = formation.modules ?? []
  const progress = step === 'none' ? await getProgress(account, formation.id) : null
  const done = new Set(progress?.completed ?? [])
  const resumeId = resumeModule(formation, progress)
  const resumeTitle = modules.find((courseModule) => courseModule.id === resumeId)?.title
  const image = imageOf(formation.featuredImage, 'hero')
  const path = detailPath('formations', formation.slug)
  const hasStarted = Boolean(progress && (progress.lastModule || progress.completed.length))

  return (
    <>
      <PreviewBanner locale={locale} path={path} />
      <JsonLd
        data={context.jsonLd({
          title: formation.title,
          canonicalPath: path,
          jsonLd: libraryJsonLd({
            type: 'formations',
            url: absoluteUrl(context.site.siteUrl, path, locale),
            title: formation.title,
            description: formation.excerpt,
            access: formation.access,
            minutes: formation.minutes,
            imageUrl: image ? new URL(image.url, context.site.siteUrl).href : null,
            publishedAt: formation.publishedAt,
            updatedAt: formation.updatedAt,
            brand: context.settings.brandName,
            siteUrl: context.site.siteUrl,
            locale,
            modules: modules.map((courseModule) => ({
              name: courseModule.title,
              minutes: courseModule.minutes,
              url: absoluteUrl(
                context.site.siteUrl,
                modulePath(formation.slug, courseModule.id ?? ''),
                locale,
              ),
            })),
          }),
        })}
      />
      <article className="mx-auto max-w-3xl px-4 pt-10 pb-24 sm:px-6 lg:pt-14">
        <DocumentHeader
          type="formations"
          locale={locale}
          title={formation.title}
          excerpt={formation.excerpt}
          minutes={formation.minutes}
          access={formation.access}
          isLocked={formation.isLocked}
          publishedAt={formation.publishedAt}
          categories={categoriesOf(formation.categories)}
          moduleCount={modules.length}
        />
        {image ? <HeroImage image={image} /> : null}

        {step === 'none' && resumeId ? (
          <section
            aria-label={t('formation.progressLabel')}
            className="mt-10 rounded-2xl border border-line bg-surface p-6"
          >
            {progress ? (
              <>
                <p className="text-sm font-medium text-ink">
                  {t('formation.progress', { done: done.size, total: modules.length })}
                </p>
                <div className="mt-3">
                  <ProgressBar
                    done={done.size}
                    total={modules.length}
                    label={t('formation.progressLabel')}
                  />
                </div>
                {done.size === modules.length && modules.length > 0 ? (
                  <p className="mt-4 text-sm text-ink-soft">{t('formation.completed')}</p>
                ) : null}
              </>
            ) : account ? null : (
              <p className="text-sm text-ink-soft">{t('formation.signInToTrack')}</p>
            )}
            <LocalizedLink
              href={modulePath(formation.slug, resumeId)}
              locale={locale}
              className={cn(buttonPrimary, 'mt-5')}
            >
              <PlayCircle className="size-4" aria-hidden="true" />
              {hasStarted && resumeTitle
                ? t('formation.resume', { title: resumeTitle })
                : t('formation.start')}
            </LocalizedLink>
          </section>
        ) : null}

        <PaywalledPart isGated={formation.access !== 'free'}>
          {step === 'none' ? (
            <div className="mt-10">
              <RichBody data={formation.body} />
            </div>
          ) : (
            <Paywall step={step} access={formation.access} locale={locale} />
          )}
        </PaywalledPart>

        <section aria-labelledby="program-title" className="mt-14">
          <h2 id="program-title" className="text-2xl font-semibold tracking-tight text-ink">
            {t('formation.program')}
          </h2>
          <ol className="mt-6 space-y-3">
            {modules.map((courseModule, index) => {
              const isDone = done.has(courseModule.id ?? '')
              return (
                <li key={courseModule.id}>
                  <LocalizedLink
                    href={modulePath(formation.slug, courseModule.id ?? '')}
                    locale={locale}
                    className="flex items-start gap-4 rounded-2xl border border-line bg-surface p-5 transition-colors hover:border-forest-600"
                  >
                    <span
                      className={cn(
                        'flex size-9 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
                        isDone
                          ? 'bg-primary text-on-primary'
                          : 'bg-forest-100 text-forest-800 dark:bg-forest-900 dark:text-forest-100',
                      )}
                    >
                      {isDone ? <Check className="size-4" aria-hidden="true" /> : index + 1}
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block font-semibold text-ink">{courseModule.title}</span>
                      {courseModule.excerpt ? (
                        <span className="mt-1 block text-sm leading-relaxed text-ink-soft">
                          {courseModule.excerpt}
                        </span>
                      ) : null}
                      <span className="mt-2 block text-xs text-ink-soft">
                        {t('duration', { count: courseModule.minutes })}
                        {isDone ? ` · ${t('formation.done')}` : ''}
                      </span>
                    </span>
                  </LocalizedLink>
                </li>
              )
            })}
          </ol>
        </section>
      </article>
    </>
  )
}

async function loadModule(params: ModuleParams) {
  const { moduleId } = await params
  const { context, formation } = await loadFormation(params)
  const modules = formation.modules ?? []
  const index = modules.findIndex((courseModule) => courseModule.id === moduleId)
  if (index === -1) notFound()
  return { context, formation, modules, index, courseModule: modules[index] as Module }
}

export async function moduleMetadata(params: ModuleParams): Promise<Metadata> {
  const { context, formation, courseModule } = await loadModule(params)
  return context.metadata({
    title: `${courseModule.title} · ${formation.title}`,
    description: courseModule.excerpt || formation.excerpt,
    canonicalPath: modulePath(formation.slug, courseModule.id ?? ''),
    ogType: 'article',
    author: context.settings.brandName,
  })
}

/** A module: its text, media and sheet for viewers with the right; previous and next for everyone. */
export async function ModuleDetail({ params }: { params: ModuleParams }) {
  const loaded = await loadModule(params)
  const { context, index } = loaded
  const { locale } = context
  const [viewer, account, t, nav] = await Promise.all([
    getViewer(),
    getSessionAccount(),
    getTranslations({ locale, namespace: 'library' }),
    getTranslations({ locale, namespace: 'nav' }),
  ])
  const step = unlockStep(loaded.formation, viewer)
  const formation = redactForViewer(
    'formations',
    loaded.formation as Formation & Record<string, unknown>,
    viewer,
  )
  const modules = formation.modules ?? []
  const courseModule = modules[index] as Module
  const moduleId = courseModule.id ?? ''
  const member = account?.collection === 'members' ? account : null
  const progress: Progress | null =
    step === 'none' && member ? await recordLastModule(member, loaded.formation, moduleId) : null
  const isDone = progress?.completed.includes(moduleId) ?? false
  const previous = modules[index - 1]
  const next = modules[index + 1]
  const path = modulePath(formation.slug, moduleId)
  const kind = step === 'none' ? await libraryMediaKind(loaded.courseModule.media) : null
  const mediaSrc = `/media/formations/${formation.slug}/${encodeURIComponent(moduleId)}/media`

  return (
    <>
      <PreviewBanner locale={locale} path={path} />
      <JsonLd
        data={context.jsonLd({
          title: courseModule.title,
          canonicalPath: path,
          // The formation by its title; the path's « module » segment is no page of its own.
          trail: [
            { name: nav('formations'), path: libraryPaths.formations.list },
            { name: formation.title, path: detailPath('formations', formation.slug) },
          ],
          jsonLd: {
            '@context': 'https://schema.org',
            '@type': 'LearningResource',
            name: courseModule.title,
            description: courseModule.excerpt ?? formation.excerpt,
            timeRequired: `PT${courseModule.minutes}M`,
            isAccessibleForFree: formation.access === 'free',
            ...(formation.access === 'free' ? {} : { hasPart: paywalledPart }),
            isPartOf: {
              '@type': 'Course',
              name: formation.title,
              url: absoluteUrl(
                context.site.siteUrl,
                detailPath('formations', formation.slug),
                locale,
              ),
            },
          },
        })}
      />
      <article className="mx-auto max-w-3xl px-4 pt-10 pb-24 sm:px-6 lg:pt-14">
        <LocalizedLink
          href={detailPath('formations', formation.slug)}
          locale={locale}
          className="inline-flex items-center gap-1 text-sm font-medium text-link hover:underline"
        >
          <ChevronLeft className="size-4" aria-hidden="true" />
          {formation.title}
        </LocalizedLink>
        <p className="mt-8 text-sm font-semibold tracking-[0.16em] text-link uppercase">
          {t('formation.moduleOf', { index: index + 1, count: modules.length })}
        </p>
        <h1 className="mt-3 text-3xl leading-tight font-semibold tracking-tight text-forest-900 sm:text-4xl dark:text-forest-50">
          {courseModule.title}
        </h1>
        {courseModule.excerpt ? (
          <p className="mt-4 text-lg leading-relaxed text-ink-soft">{courseModule.excerpt}</p>
        ) : null}
        <p className="mt-4 text-sm text-ink-soft">
          {t('duration', { count: courseModule.minutes })}
        </p>

        {step === 'none' ? (
          <>
            {kind === 'video' ? (
              <div className="mt-8">
                <VideoPlayer
                  src={mediaSrc}
                  poster={imageOf(formation.featuredImage, 'hero')?.url}
                  label={t('video.label', { title: courseModule.title })}
                  captions={[]}
                  locale={locale}
                  unsupported={t('video.unsupported')}
                />
              </div>
            ) : kind === 'audio' ? (
              <div className="mt-8 rounded-2xl border border-line bg-surface p-5">
                <p className="mb-3 inline-flex items-center gap-2 text-sm font-semibold text-ink">
                  <Headphones className="size-4" aria-hidden="true" />
                  {t('formation.listen')}
                </p>
                <AudioPlayer
                  src={mediaSrc}
                  label={t('formation.audioLabel', { title: courseModule.title })}
                  unsupported={t('video.unsupported')}
                />
              </div>
            ) : null}
            <div className="mt-10">
              <PaywalledPart isGated={formation.access !== 'free'}>
                <RichBody data={courseModule.body} />
              </PaywalledPart>
            </div>
            {loaded.courseModule.resource ? (
              <a
                href={localizedHref(
                  `/media/formations/${formation.slug}/${encodeURIComponent(moduleId)}/resource`,
                  locale,
                )}
                className="mt-6 inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-surface px-5 text-sm font-semibold text-ink hover:border-forest-600"
                download
              >
                <Download className="size-4" aria-hidden="true" />
                {t('formation.resource')}
              </a>
            ) : null}
            {member ? (
              <form action={toggleModuleDoneAction} className="mt-10">
                <input type="hidden" name="lang" value={locale} />
                <input type="hidden" name="formation" value={formation.slug} />
                <input type="hidden" name="module" value={moduleId} />
                <input type="hidden" name="done" value={isDone ? '0' : '1'} />
                {isDone ? (
                  <p
                    role="status"
                    className="mb-3 inline-flex items-center gap-2 text-sm font-semibold text-forest-700 dark:text-primary"
                  >
                    <Check className="size-4" aria-hidden="true" />
                    {t('formation.markedDone')}
                  </p>
                ) : null}
                <div>
                  <button
                    type="submit"
                    className={
                      isDone
                        ? 'inline-flex min-h-11 items-center rounded-full border border-line px-5 text-sm font-medium text-ink-soft hover:border-forest-600'
                        : buttonPrimary
                    }
                  >
                    {!isDone ? <Check className="size-4" aria-hidden="true" /> : null}
                    {isDone ? t('formation.markUndone') : t('formation.markDone')}
                  </button>
                </div>
              </form>
            ) : null}
          </>
        ) : (
          <PaywalledPart isGated={formation.access !== 'free'}>
            <Paywall step={step} access={formation.access} locale={locale} />
          </PaywalledPart>
        )}

        <nav
          aria-label={t('formation.program')}
          className="mt-14 grid gap-3 border-t border-line pt-8 sm:grid-cols-2"
        >
          {previous ? (
            <LocalizedLink
              href={modulePath(formation.slug, previous.id ?? '')}
              locale={locale}
              rel="prev"
              className="flex flex-col rounded-2xl border border-line p-4 hover:border-forest-600"
            >
              <span className="inline-flex items-center gap-1 text-xs text-ink-soft">
                <ChevronLeft className="size-3.5" aria-hidden="true" />
                {t('formation.previous')}
              </span>
              <span className="mt-1 font-semibold text-ink">{previous.title}</span>
            </LocalizedLink>
          ) : (
            <span />
          )}
          {next ? (
            <LocalizedLink
              href={modulePath(formation.slug, next.id ?? '')}
              locale={locale}
              rel="next"
              className="flex flex-col rounded-2xl border border-line p-4 text-right hover:border-forest-600"
            >
              <span className="inline-flex items-center justify-end gap-1 text-xs text-ink-soft">
                {t('formation.next')}
                <ChevronRight className="size-3.5" aria-hidden="true" />
              </span>
              <span className="mt-1 font-semibold text-ink">{next.title}</span>
            </LocalizedLink>
          ) : (
            <LocalizedLink
              href={detailPath('formations', formation.slug)}
              locale={locale}
              className="flex flex-col justify-center rounded-2xl border border-line p-4 text-right font-semibold text-ink hover:border-forest-600"
            >
              {t('formation.backToFormation')}
            </LocalizedLink>
          )}
        </nav>
      </article>
    </>
  )
}

export type { Locale }
