/**
 * Kept whole: the page and its detailed part share one loaded result and one check of the right.
 */
import { ArrowRight, Check, Link2, Lock, RotateCcw, Sparkles, Trash2 } from 'lucide-react'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { LocalizedLink } from '@/components/Site/LocalizedLink'
import { Notice } from '@/components/Site/Notice'
import type { Locale } from '@/i18n/locales'
import { absoluteUrl } from '@/i18n/routing'
import { requireAccount } from '@/lib/auth/guard'
import { getViewer } from '@/lib/auth/server'
import { MY_RESULTS_PATH, resultPath, sharePath, stepPath, testPath } from '@/lib/personality'
import { getResult, getTest, type Recommendation, type TestProfile } from '@/lib/personality/server'
import { pageContext } from '@/components/Site/page-context'

import { revokeShareAction, shareResultAction } from './actions'
import { eyebrow, paragraphs, primaryButton, secondaryButton } from './ui'
import { ProfileEmblem, ScoreChart } from './visuals'

type Params = Promise<{ locale: string; slug: string; id: string }>

async function load(params: Params) {
  const { slug, id } = await params
  const context = await pageContext(params)
  const account = await requireAccount({ back: resultPath(slug, id) })
  const [test, result] = await Promise.all([
    getTest(slug, context.locale),
    getResult(account, Number(id)),
  ])
  const profile = test?.profiles.find((candidate) => candidate.key === result?.profile)
  if (!test || !result || result.testSlug !== test.slug || !profile) notFound()
  return { context, test, result, profile }
}

export async function resultMetadata(params: Params): Promise<Metadata> {
  const { context, test, result } = await load(params)
  const t = await getTranslations({ locale: context.locale, namespace: 'personality.result' })
  return context.metadata({
    title: t('metaTitle', { test: test.title }),
    description: test.excerpt,
    canonicalPath: resultPath(test.slug, result.id),
    noindex: true,
  })
}

const kindKeys = {
  articles: 'articles',
  videos: 'videos',
  formations: 'formations',
  routines: 'routines',
  discoveries: 'discoveries',
  'calendar-entries': 'calendar',
} as const satisfies Record<Recommendation['kind'], string>

/**
 * A member's result. Everyone who took the test gets the profile's name, emblem and summary; Premium (a
 * trial, staff) also the portrait, strengths, practice, the chart of points and the recommendations.
 * A free member sees what the detailed result holds, never its text. The right is checked when the page
 * is shown, so a member who becomes Premium sees the details of earlier results.
 */
export async function ResultPage({
  params,
  searchParams,
}: {
  params: Params
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const { context, test, result, profile } = await load(params)
  const { locale } = context
  const [t, viewer, query] = await Promise.all([
    getTranslations({ locale, namespace: 'personality' }),
    getViewer(),
    searchParams,
  ])
  const shareNotice =
    query.partage === 'cree' && result.shareToken
      ? t('share.created')
      : query.partage === 'supprime' && !result.shareToken
        ? t('share.revoked')
        : null
  const isDetailed = viewer.kind === 'signedIn' && viewer.isPremium
  const date = new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeZone: 'Europe/Paris',
  }).format(new Date(result.completedAt))
  const shareUrl = result.shareToken
    ? absoluteUrl(context.site.siteUrl, sharePath(result.shareToken), locale)
    : null

  return (
    <div className="mx-auto max-w-3xl px-4 pt-10 pb-24 sm:px-6 lg:pt-14">
      <LocalizedLink
        href={MY_RESULTS_PATH}
        locale={locale}
        className="text-sm font-medium text-link underline-offset-4 hover:underline"
      >
        {t('results.title')}
      </LocalizedLink>
      <div className="mt-8 flex flex-col gap-8 sm:flex-row sm:items-center">
        <ProfileEmblem color={profile.color} size={144} />
        <div>
          <p className={eyebrow}>{t('result.eyebrow', { test: test.title })}</p>
          <h1 className="mt-2 text-4xl leading-tight font-semibold tracking-tight text-ink sm:text-5xl">
            {profile.name}
          </h1>
          <p className="mt-2 text-ink-soft">{t('result.takenOn', { date })}</p>
        </div>
      </div>
      <p className="mt-8 text-xl leading-relaxed text-ink">{profile.summary}</p>

      {isDetailed ? (
        <Detailed
          locale={locale}
          profile={profile}
          rows={test.profiles.map((candidate) => ({
            key: candidate.key,
            name: candidate.name,
            color: candidate.color,
            points: result.scores[candidate.key] ?? 0,
          }))}
        />
      ) : (
        <section
          aria-labelledby="teaser-title"
          className="mt-12 rounded-3xl border border-forest-200 bg-gradient-to-br from-forest-50 to-surface p-8 sm:p-10 dark:border-forest-800 dark:from-forest-950 dark:to-surface"
        >
          <span className="inline-flex size-11 items-center justify-center rounded-full bg-forest-700 text-white dark:bg-primary dark:text-on-primary">
            <Lock className="size-5" aria-hidden="true" />
          </span>
          <h2 id="teaser-title" className="mt-5 text-2xl font-semibold tracking-tight text-ink">
            {t('teaser.title')}
          </h2>
          <p className="mt-3 text-ink-soft">{t('teaser.text')}</p>
          <ul className="mt-5 grid gap-2 text-ink">
            {(['portrait', 'chart', 'practice'] as const).map((item) => (
              <li key={item} className="flex items-start gap-2">
                <Check
                  className="mt-1 size-4 shrink-0 text-forest-700 dark:text-primary"
                  aria-hidden="true"
                />
                {t(`teaser.${item}`, { count: test.profiles.length })}
              </li>
            ))}
            <li className="flex items-start gap-2">
              <Check
                className="mt-1 size-4 shrink-0 text-forest-700 dark:text-primary"
                aria-hidden="true"
              />
              {t('teaser.recommendations', { count: profile.recommendations.length })}
            </li>
          </ul>
          <LocalizedLink href="/abonnement" locale={locale} className={`${primaryButton} mt-7`}>
            <Sparkles className="size-4" aria-hidden="true" />
            {t('teaser.cta')}
          </LocalizedLink>
        </section>
      )}

      <section
        id="partage"
        aria-labelledby="share-title"
        className="mt-12 rounded-3xl border border-line bg-surface p-6 sm:p-8"
      >
        <h2 id="share-title" className="text-xl font-semibold tracking-tight text-ink">
          {t('share.title')}
        </h2>
        <p className="mt-2 text-ink-soft">{t('share.text')}</p>
        {shareNotice ? (
          <Notice tone="success" className="mt-4">
            {shareNotice}
          </Notice>
        ) : null}
        {shareUrl ? (
          <div className="mt-5 grid gap-4">
            <label className="grid gap-1.5 text-sm font-medium text-ink">
              {t('share.linkLabel')}
              <input
                type="text"
                readOnly
                value={shareUrl}
                className="min-h-11 w-full rounded-xl border border-line bg-surface-muted px-3 font-mono text-sm text-ink"
              />
            </label>
            <div className="flex flex-wrap gap-3">
              <a href={shareUrl} className={secondaryButton}>
                <Link2 className="size-4" aria-hidden="true" />
                {t('share.open')}
              </a>
              <form action={revokeShareAction}>
                <input type="hidden" name="test" value={test.slug} />
                <input type="hidden" name="result" value={result.id} />
                <button type="submit" className={secondaryButton}>
                  <Trash2 className="size-4" aria-hidden="true" />
                  {t('share.revoke')}
                </button>
              </form>
            </div>
          </div>
        ) : (
          <form action={shareResultAction} className="mt-5">
            <input type="hidden" name="test" value={test.slug} />
            <input type="hidden" name="result" value={result.id} />
            <button type="submit" className={secondaryButton}>
              <Link2 className="size-4" aria-hidden="true" />
              {t('share.create')}
            </button>
          </form>
        )}
      </section>

      <div className="mt-12 flex flex-wrap gap-3">
        <LocalizedLink href={stepPath(test.slug, 1)} locale={locale} className={secondaryButton}>
          <RotateCcw className="size-4" aria-hidden="true" />
          {t('result.retake')}
        </LocalizedLink>
        <LocalizedLink href={testPath(test.slug)} locale={locale} className={secondaryButton}>
          {t('result.aboutTest')}
        </LocalizedLink>
      </div>
      <p className="mt-8 text-sm text-ink-soft">{test.disclaimer}</p>
    </div>
  )
}

/** The detailed result: for Premium, a trial and staff only (the caller decides). */
async function Detailed({
  locale,
  profile,
  rows,
}: {
  locale: Locale
  profile: TestProfile
  rows: { key: string; name: string; color: string; points: number }[]
}) {
  const t = await getTranslations({ locale, namespace: 'personality' })
  const library = await getTranslations({ locale, namespace: 'nav' })
  return (
    <>
      <section aria-labelledby="portrait-title" className="mt-12">
        <h2 id="portrait-title" className="text-2xl font-semibold tracking-tight text-ink">
          {t('result.portrait')}
        </h2>
        <div className="mt-4 grid gap-4 text-lg leading-relaxed text-ink">
          {paragraphs(profile.portrait).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </section>
      {profile.strengths.length ? (
        <section aria-labelledby="strengths-title" className="mt-10">
          <h2 id="strengths-title" className="text-2xl font-semibold tracking-tight text-ink">
            {t('result.strengths')}
          </h2>
          <ul className="mt-4 flex flex-wrap gap-2">
            {profile.strengths.map((strength) => (
              <li
                key={strength}
                className="rounded-full border border-forest-200 bg-forest-50 px-4 py-1.5 text-forest-900 dark:border-forest-800 dark:bg-forest-950 dark:text-forest-100"
              >
                {strength}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section
        aria-labelledby="practice-title"
        className="mt-10 rounded-3xl border border-line bg-forest-50/70 p-6 sm:p-8 dark:bg-forest-950/50"
      >
        <h2 id="practice-title" className="text-2xl font-semibold tracking-tight text-ink">
          {t('result.practice')}
        </h2>
        <div className="mt-4 grid gap-3 leading-relaxed text-ink">
          {paragraphs(profile.practice).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </section>
      <section aria-labelledby="chart-title" className="mt-10">
        <h2 id="chart-title" className="text-2xl font-semibold tracking-tight text-ink">
          {t('result.chart')}
        </h2>
        <p className="mt-2 text-ink-soft">{t('result.chartIntro')}</p>
        <div className="mt-6">
          <ScoreChart
            rows={rows}
            title={t('result.chart')}
            rowLabel={(row) => t('result.chartRow', { name: row.name, points: row.points })}
          />
        </div>
      </section>
      {profile.recommendations.length ? (
        <section aria-labelledby="recommendations-title" className="mt-10">
          <h2 id="recommendations-title" className="text-2xl font-semibold tracking-tight text-ink">
            {t('result.recommendations')}
          </h2>
          <ul className="mt-4 grid gap-3">
            {profile.recommendations.map((item) => (
              <li key={item.href}>
                <LocalizedLink
                  href={item.href}
                  locale={locale}
                  className="flex items-center justify-between gap-4 rounded-2xl border border-line bg-surface px-5 py-4 transition-colors hover:border-primary hover:bg-surface-muted"
                >
                  <span>
                    <span className="block text-xs font-semibold tracking-wide text-ink-soft uppercase">
                      {library(kindKeys[item.kind])}
                    </span>
                    <span className="mt-0.5 block font-medium text-ink">{item.title}</span>
                  </span>
                  <ArrowRight className="size-4 shrink-0 text-ink-soft" aria-hidden="true" />
                </LocalizedLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  )
}
