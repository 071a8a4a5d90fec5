import { ArrowLeft, ArrowRight, Link2, RotateCcw } from 'lucide-react'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { LocalizedLink } from '@/components/Site/LocalizedLink'
import { requireAccount } from '@/lib/auth/guard'
import { MY_RESULTS_PATH, resultPath, stepPath, testPath, TESTS_PATH } from '@/lib/personality'
import { listResults, listTests } from '@/lib/personality/server'
import { pageContext } from '@/components/Site/page-context'

import { eyebrow, primaryButton, secondaryButton } from './ui'
import { ProfileEmblem } from './visuals'

type Params = Promise<{ locale: string }>

export async function myResultsMetadata(params: Params): Promise<Metadata> {
  const context = await pageContext(params)
  const t = await getTranslations({ locale: context.locale, namespace: 'meta.testResults' })
  return context.metadata({
    title: t('title'),
    description: t('description'),
    canonicalPath: MY_RESULTS_PATH,
    noindex: true,
  })
}

/**
 * « Mes résultats »: the member's finished tests, grouped by test, newest first — the latest result
 * large, the earlier ones as a history — with a way to retake each test.
 */
export async function MyResultsPage({ params }: { params: Params }) {
  const { locale } = await pageContext(params)
  const account = await requireAccount()
  const [t, tests, results] = await Promise.all([
    getTranslations({ locale, namespace: 'personality' }),
    listTests(locale),
    listResults(account),
  ])
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Paris' })
  const groups = tests
    .map((test) => ({
      test,
      results: results.filter((result) => result.testSlug === test.slug),
    }))
    .filter((group) => group.results.length > 0)

  return (
    <div className="mx-auto max-w-4xl px-4 pt-12 pb-24 sm:px-6 lg:pt-16">
      <LocalizedLink
        href="/membre"
        locale={locale}
        className="inline-flex items-center gap-2 text-sm font-medium text-link underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('results.back')}
      </LocalizedLink>
      <p className={`${eyebrow} mt-8`}>{t('list.title')}</p>
      <h1 className="mt-2 text-4xl font-semibold tracking-tight text-ink">{t('results.title')}</h1>
      <p className="mt-3 max-w-2xl text-lg text-ink-soft">{t('results.intro')}</p>

      {groups.length === 0 ? (
        <div className="mt-10 rounded-3xl border border-line bg-surface p-8">
          <p className="text-ink-soft">{t('results.empty')}</p>
          <LocalizedLink href={TESTS_PATH} locale={locale} className={`${primaryButton} mt-5`}>
            {t('results.browse')}
            <ArrowRight className="size-4" aria-hidden="true" />
          </LocalizedLink>
        </div>
      ) : (
        <ul className="mt-10 grid gap-6">
          {groups.map(({ test, results: own }) => {
            const [latest, ...earlier] = own
            const profileOf = (key: string) => test.profiles.find((profile) => profile.key === key)
            const latestProfile = latest ? profileOf(latest.profile) : undefined
            return (
              <li key={test.slug} className="rounded-3xl border border-line bg-surface p-6 sm:p-8">
                <h2 className="text-sm font-semibold tracking-wide text-ink-soft uppercase">
                  <LocalizedLink
                    href={testPath(test.slug)}
                    locale={locale}
                    className="hover:underline"
                  >
                    {test.title}
                  </LocalizedLink>
                </h2>
                {latest && latestProfile ? (
                  <div className="mt-4 flex flex-col gap-5 sm:flex-row sm:items-center">
                    <ProfileEmblem color={latestProfile.color} size={88} />
                    <div className="min-w-0 flex-1">
                      <p className="text-2xl font-semibold tracking-tight text-ink">
                        {latestProfile.name}
                      </p>
                      <p className="mt-1 text-sm text-ink-soft">
                        {t('result.takenOn', { date: format.format(new Date(latest.completedAt)) })}
                        {latest.shareToken ? (
                          <span className="ml-2 inline-flex items-center gap-1 text-forest-700 dark:text-primary">
                            <Link2 className="size-3.5" aria-hidden="true" />
                            {t('results.shared')}
                          </span>
                        ) : null}
                      </p>
                      <p className="mt-2 text-ink-soft">{latestProfile.summary}</p>
                    </div>
                  </div>
                ) : null}
                <div className="mt-6 flex flex-wrap gap-3">
                  {latest ? (
                    <LocalizedLink
                      href={resultPath(test.slug, latest.id)}
                      locale={locale}
                      className={primaryButton}
                    >
                      {t('results.open')}
                    </LocalizedLink>
                  ) : null}
                  <LocalizedLink
                    href={stepPath(test.slug, 1)}
                    locale={locale}
                    className={secondaryButton}
                  >
                    <RotateCcw className="size-4" aria-hidden="true" />
                    {t('result.retake')}
                  </LocalizedLink>
                </div>
                {earlier.length ? (
                  <details className="mt-6 border-t border-line pt-4">
                    <summary className="cursor-pointer font-medium text-ink">
                      {t('results.history', { count: earlier.length })}
                    </summary>
                    <ul className="mt-3 grid gap-2">
                      {earlier.map((result) => (
                        <li key={result.id}>
                          <LocalizedLink
                            href={resultPath(test.slug, result.id)}
                            locale={locale}
                            className="text-link underline-offset-4 hover:underline"
                          >
                            {t('results.historyItem', {
                              date: format.format(new Date(result.completedAt)),
                              profile: profileOf(result.profile)?.name ?? result.profile,
                            })}
                          </LocalizedLink>
                        </li>
                      ))}
                    </ul>
                  </details>
                ) : null}
              </li>
            )
          })}
        </ul>
      )}
      <p className="mt-10">
        <LocalizedLink
          href={TESTS_PATH}
          locale={locale}
          className="inline-flex items-center gap-2 font-medium text-link underline-offset-4 hover:underline"
        >
          {t('results.allTests')}
          <ArrowRight className="size-4" aria-hidden="true" />
        </LocalizedLink>
      </p>
    </div>
  )
}
