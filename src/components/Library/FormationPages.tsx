/** A formation's page (`/formations/<slug>`): presentation, programme, progress; its modules are ModulePage.tsx. */
import { Check, PlayCircle } from 'lucide-react'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { JsonLd } from '@/components/Site/JsonLd'
import { LocalizedLink } from '@/components/Site/LocalizedLink'
import { absoluteUrl } from '@/i18n/routing'
import { getSessionAccount, getViewer } from '@/lib/auth/viewer'
import { categoriesOf, getLibraryDocument, imageOf } from '@/lib/content/library'
import { getProgress, resumeModule } from '@/lib/content/progress'
import { detailPath, modulePath } from '@/lib/content/routes'
import { unlockStep } from '@/lib/entitlements/gate'
import { redactForViewer } from '@/lib/entitlements/redact'
import { libraryJsonLd } from '@/lib/seo/library'
import { pageContext } from '@/components/Site/page-context'
import { cn } from '@/lib/platform/utils/cn'
import type { Formation } from '@/payload-types'

import { DocumentHeader } from './DocumentHeader'
import { HeroImage } from './HeroImage'
import { Paywall } from './Paywall'
import { PreviewBanner } from './PreviewBanner'
import { ProgressBar } from './ProgressBar'
import { PaywalledPart, RichBody } from './RichBody'

export type FormationParams = Promise<{ locale: string; slug: string }>

export async function loadFormation(params: FormationParams) {
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

export const buttonPrimary =
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
