/** A formation's module page (`/formations/<slug>/module/<id>`); the formation's own page is FormationPages.tsx. */
import { Check, ChevronLeft, ChevronRight, Download, Headphones } from 'lucide-react'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { toggleModuleDoneAction } from '@/components/Library/actions'
import { JsonLd } from '@/components/Site/JsonLd'
import { LocalizedLink } from '@/components/Site/LocalizedLink'
import { absoluteUrl, localizedHref } from '@/i18n/routing'
import { getSessionAccount, getViewer } from '@/lib/auth/viewer'
import { imageOf } from '@/lib/content/library'
import { recordLastModule, type Progress } from '@/lib/content/progress'
import { detailPath, libraryPaths, modulePath } from '@/lib/content/routes'
import { unlockStep } from '@/lib/entitlements/gate'
import { redactForViewer } from '@/lib/entitlements/redact'
import { libraryMediaKind } from '@/lib/media/library-files'
import { paywalledPart } from '@/lib/seo/library'
import type { Formation } from '@/payload-types'

import { Paywall } from './Paywall'
import { PreviewBanner } from './PreviewBanner'
import { PaywalledPart, RichBody } from './RichBody'
import { buttonPrimary, loadFormation } from './FormationPages'
import { AudioPlayer, VideoPlayer } from './MediaPlayer'

type ModuleParams = Promise<{ locale: string; slug: string; moduleId: string }>
type Module = NonNullable<Formation['modules']>[number]

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
