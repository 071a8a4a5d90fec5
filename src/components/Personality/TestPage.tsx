/**
 * Kept whole: the introduction and each question are one page, whose state is the address and
 * the member's answers.
 */
import { ArrowLeft, ArrowRight, Clock, Info, ListChecks, RotateCcw, UserPlus } from 'lucide-react'
import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { ProgressBar } from '@/components/Library/ProgressBar'
import { TranslationNotice } from '@/components/Library/TranslationNotice'
import { JsonLd } from '@/components/Site/JsonLd'
import { LocalizedLink } from '@/components/Site/LocalizedLink'
import { COLUMN_SIZES, MediaImage } from '@/components/Site/MediaImage'
import { Notice } from '@/components/Site/Notice'
import { absoluteUrl, localizedHref } from '@/i18n/routing'
import { getSessionAccount } from '@/lib/auth/server'
import {
  answerProblem,
  decodeAnswer,
  encodeAnswer,
  resultPath,
  stepPath,
  testPath,
  TESTS_PATH,
  type Answers,
} from '@/lib/personality'
import { getTranslationStateOf } from '@/lib/content/translation-state'
import { getTest, listResults, openAttempt, structureOf } from '@/lib/personality/server'
import { cacheTags } from '@/lib/platform/cache/tags'
import { pageContext } from '@/components/Site/page-context'

import { answerTestAction, restartTestAction } from './actions'
import { QuestionFields } from './QuestionFields'
import { eyebrow, paragraphs, primaryButton, secondaryButton } from './ui'

type Params = Promise<{ locale: string; slug: string }>
type Search = Promise<Record<string, string | string[] | undefined>>

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

const errorCodes = [
  'missing',
  'unknown-answer',
  'not-a-ranking',
  'unknown-question',
  'tampered',
  'stale',
  'order',
] as const

async function load(params: Params) {
  const { slug } = await params
  const context = await pageContext(params)
  const test = await getTest(slug, context.locale)
  if (!test) notFound()
  return { context, test }
}

export async function testMetadata(params: Params): Promise<Metadata> {
  const { context, test } = await load(params)
  return context.metadata({
    title: test.seoTitle || test.title,
    description: test.seoDescription || test.excerpt,
    canonicalPath: testPath(test.slug),
    ogImage: test.image?.url,
  })
}

/**
 * A test: its introduction (no `q`), or one question (`?q=n`). A visitor sees the introduction and the
 * first question; from the second on, a call to sign up that carries the first answer. A member's
 * answers are kept on the server as they go, so they resume where they stopped, on any device.
 */
export async function TestPage({ params, searchParams }: { params: Params; searchParams: Search }) {
  const { context, test } = await load(params)
  const { locale } = context
  const [t, query, account] = await Promise.all([
    getTranslations({ locale, namespace: 'personality' }),
    searchParams,
    getSessionAccount(),
  ])
  const total = test.questions.length
  const step = single(query.q)
  const errorParam = single(query.error)
  const error = errorCodes.find((code) => code === errorParam) ?? null
  const attempt = account ? await openAttempt(account, test.slug) : null
  const answers: Record<string, string | readonly string[]> = { ...(attempt?.answers ?? {}) }

  // The visitor's first answer, carried through sign-up (`?first=`), if it fits the first question.
  const first = test.questions[0]
  const firstShape = structureOf(test).questions[0]
  const carried = first ? decodeAnswer(first.kind, single(query.first)) : undefined
  const carry =
    firstShape && carried !== undefined && answerProblem(firstShape, carried) === null
      ? carried
      : undefined
  if (first && carry !== undefined && answers[first.key] === undefined) answers[first.key] = carry

  const crumbs = (
    <>
      <JsonLd
        data={context.jsonLd({
          title: test.title,
          canonicalPath: testPath(test.slug),
          jsonLd: {
            '@context': 'https://schema.org',
            '@type': 'Quiz',
            name: test.title,
            description: test.excerpt,
            inLanguage: locale,
            timeRequired: `PT${test.minutes}M`,
            url: absoluteUrl(context.site.siteUrl, testPath(test.slug), locale),
            isAccessibleForFree: true,
          },
        })}
      />
      <nav aria-label={t('breadcrumb')} className="text-sm text-ink-soft">
        <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <li>
            <LocalizedLink href="/" locale={locale} className="hover:text-ink hover:underline">
              {t('home')}
            </LocalizedLink>
          </li>
          <li aria-hidden="true">›</li>
          <li>
            <LocalizedLink
              href={TESTS_PATH}
              locale={locale}
              className="hover:text-ink hover:underline"
            >
              {t('list.title')}
            </LocalizedLink>
          </li>
          <li aria-hidden="true">›</li>
          <li aria-current="page" className="text-ink">
            {test.title}
          </li>
        </ol>
      </nav>
    </>
  )

  if (step === undefined) {
    const results = account ? await listResults(account) : []
    const latest = results.find((result) => result.testSlug === test.slug)
    const latestProfile = latest
      ? test.profiles.find((profile) => profile.key === latest.profile)
      : undefined
    const next = test.questions.findIndex((question) => answers[question.key] === undefined)
    const resumeAt = attempt && next > 0 ? next + 1 : null
    const translation = await getTranslationStateOf(
      'personality-tests',
      { slug: test.slug },
      locale,
      cacheTags.tests,
    )
    return (
      <div className="mx-auto max-w-3xl px-4 pt-10 pb-24 sm:px-6 lg:pt-14">
        {crumbs}
        <div className="mt-8">
          <TranslationNotice state={translation} locale={locale} path={testPath(test.slug)} />
        </div>
        <p className={`${eyebrow}`}>{t('test.eyebrow')}</p>
        <h1 className="mt-3 text-4xl leading-tight font-semibold tracking-tight text-ink sm:text-5xl">
          {test.title}
        </h1>
        <p className="mt-4 flex flex-wrap gap-x-5 gap-y-1 text-ink-soft">
          <span className="inline-flex items-center gap-1.5">
            <Clock className="size-4" aria-hidden="true" />
            {t('minutes', { minutes: test.minutes })}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <ListChecks className="size-4" aria-hidden="true" />
            {t('questionCount', { count: total })}
          </span>
        </p>
        {error === 'stale' ? (
          <Notice tone="error" className="mt-6">
            {t('errors.stale')}
          </Notice>
        ) : null}
        {test.image ? (
          <MediaImage
            image={test.image}
            sizes={COLUMN_SIZES}
            alt={test.imageAlt}
            className="mt-8 aspect-[16/9] w-full rounded-3xl object-cover"
          />
        ) : null}
        <div className="mt-8 grid gap-4 text-lg leading-relaxed text-ink">
          {paragraphs(test.intro).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <aside
          aria-labelledby="disclaimer-title"
          className="mt-8 flex gap-3 rounded-2xl border border-line bg-forest-50/70 p-5 dark:bg-forest-950/50"
        >
          <Info
            className="mt-0.5 size-5 shrink-0 text-forest-700 dark:text-primary"
            aria-hidden="true"
          />
          <div>
            <h2 id="disclaimer-title" className="font-semibold text-ink">
              {t('test.disclaimerTitle')}
            </h2>
            <p className="mt-1 text-ink-soft">{test.disclaimer}</p>
          </div>
        </aside>
        <div className="mt-10 flex flex-wrap items-center gap-3">
          <LocalizedLink
            href={stepPath(test.slug, resumeAt ?? 1)}
            locale={locale}
            className={primaryButton}
          >
            {resumeAt ? t('test.resume', { number: resumeAt, total }) : t('test.start')}
            <ArrowRight className="size-4" aria-hidden="true" />
          </LocalizedLink>
          {resumeAt ? (
            <form action={restartTestAction}>
              <input type="hidden" name="test" value={test.slug} />
              <button type="submit" className={secondaryButton}>
                <RotateCcw className="size-4" aria-hidden="true" />
                {t('test.restart')}
              </button>
            </form>
          ) : null}
        </div>
        {!account ? <p className="mt-5 text-sm text-ink-soft">{t('test.visitorNote')}</p> : null}
        {latest && latestProfile ? (
          <p className="mt-6 text-ink-soft">
            {t('test.latest', { profile: latestProfile.name })}{' '}
            <LocalizedLink
              href={resultPath(test.slug, latest.id)}
              locale={locale}
              className="font-medium text-link underline-offset-4 hover:underline"
            >
              {t('test.seeLatest')}
            </LocalizedLink>
          </p>
        ) : null}
      </div>
    )
  }

  const number = Number(step)
  if (!Number.isInteger(number) || number < 1 || number > total)
    redirect(localizedHref(testPath(test.slug), locale))

  if (!account && number > 1) {
    const back =
      carry !== undefined
        ? stepPath(test.slug, 2, { first: encodeAnswer(carry) })
        : stepPath(test.slug, 1)
    const signup = `/auth?${new URLSearchParams({ tab: 'signup', redirect: back })}`
    const login = `/auth?${new URLSearchParams({ tab: 'login', redirect: back })}`
    return (
      <div className="mx-auto max-w-3xl px-4 pt-10 pb-24 sm:px-6 lg:pt-14">
        {crumbs}
        <section className="mt-8 rounded-3xl border border-forest-200 bg-gradient-to-br from-forest-50 to-surface p-8 sm:p-10 dark:border-forest-800 dark:from-forest-950 dark:to-surface">
          <span className="inline-flex size-11 items-center justify-center rounded-full bg-forest-700 text-white dark:bg-primary dark:text-on-primary">
            <UserPlus className="size-5" aria-hidden="true" />
          </span>
          <p className={`${eyebrow} mt-5`}>{test.title}</p>
          <h1 className="mt-2 text-3xl font-semibold tracking-tight text-ink">{t('gate.title')}</h1>
          <p className="mt-3 max-w-xl leading-relaxed text-ink-soft">
            {carry !== undefined ? `${t('gate.kept')} ` : ''}
            {t('gate.text', { remaining: total - 1 })}
          </p>
          <div className="mt-7 flex flex-wrap gap-3">
            <LocalizedLink href={signup} locale={locale} className={primaryButton}>
              {t('gate.signup')}
            </LocalizedLink>
            <LocalizedLink href={login} locale={locale} className={secondaryButton}>
              {t('gate.login')}
            </LocalizedLink>
          </div>
        </section>
      </div>
    )
  }

  // Questions come in order: a member cannot open one beyond the first unanswered.
  const firstOpen = test.questions.findIndex((question) => answers[question.key] === undefined)
  if (account && firstOpen !== -1 && number - 1 > firstOpen)
    redirect(localizedHref(stepPath(test.slug, firstOpen + 1), locale))

  const question = test.questions[number - 1]
  if (!question) notFound()
  const isLast = number === total
  const keepsCarry =
    account && number === 2 && carry !== undefined && !attempt?.answers[first?.key ?? '']
  return (
    <div className="mx-auto max-w-3xl px-4 pt-10 pb-24 sm:px-6 lg:pt-14">
      {crumbs}
      <p className={`${eyebrow} mt-8`}>{t('step.progress', { number, total })}</p>
      <h1 className="mt-2 text-2xl font-semibold tracking-tight text-ink sm:text-3xl">
        {test.title}
      </h1>
      <ProgressBar
        done={number - 1}
        total={total}
        label={t('step.progressLabel')}
        className="mt-5 h-2.5"
      />
      {error ? (
        <Notice tone="error" className="mt-6">
          {t(`errors.${error}`, { count: question.answers.length })}
        </Notice>
      ) : null}
      <form action={answerTestAction} className="mt-8">
        <input type="hidden" name="test" value={test.slug} />
        <input type="hidden" name="step" value={number - 1} />
        <input type="hidden" name="question" value={question.key} />
        <input type="hidden" name="attempt" value={attempt ? String(attempt.id) : ''} />
        {keepsCarry && carry !== undefined ? (
          <input type="hidden" name="carry" value={encodeAnswer(carry)} />
        ) : null}
        <QuestionFields
          question={{
            key: question.key,
            kind: question.kind,
            prompt: question.prompt,
            answers: question.answers.map(({ key, label }) => ({ key, label })),
          }}
          given={answers[question.key] as Answers[string] | undefined}
          locale={locale}
        />
        <div className="mt-10 flex flex-wrap items-center justify-between gap-3">
          {number > 1 ? (
            <LocalizedLink
              href={stepPath(test.slug, number - 1)}
              locale={locale}
              className={secondaryButton}
            >
              <ArrowLeft className="size-4" aria-hidden="true" />
              {t('step.previous')}
            </LocalizedLink>
          ) : (
            <LocalizedLink href={testPath(test.slug)} locale={locale} className={secondaryButton}>
              <ArrowLeft className="size-4" aria-hidden="true" />
              {t('step.intro')}
            </LocalizedLink>
          )}
          <button type="submit" className={primaryButton}>
            {isLast ? t('step.finish') : account ? t('step.next') : t('step.continue')}
            <ArrowRight className="size-4" aria-hidden="true" />
          </button>
        </div>
      </form>
      {!account ? <p className="mt-6 text-sm text-ink-soft">{t('test.visitorNote')}</p> : null}
    </div>
  )
}
