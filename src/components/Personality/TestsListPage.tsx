import { ArrowRight, Clock, ListChecks } from 'lucide-react'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { JsonLd } from '@/components/Site/JsonLd'
import { LocalizedLink } from '@/components/Site/LocalizedLink'
import { MediaImage } from '@/components/Site/MediaImage'
import { Notice } from '@/components/Site/Notice'
import { absoluteUrl } from '@/i18n/routing'
import { getSessionAccount } from '@/lib/auth/server'
import { MY_RESULTS_PATH, testPath, TESTS_PATH } from '@/lib/personality'
import { listTests } from '@/lib/personality/server'
import { pageContext } from '@/components/Site/page-context'

import { eyebrow } from './ui'

type Params = Promise<{ locale: string }>
type Search = Promise<Record<string, string | string[] | undefined>>

export async function testsListMetadata(params: Params): Promise<Metadata> {
  const context = await pageContext(params)
  const t = await getTranslations({ locale: context.locale, namespace: 'meta.tests' })
  return context.metadata({
    title: t('title'),
    description: t('description'),
    canonicalPath: TESTS_PATH,
  })
}

/** /tests-personnalite: the published tests, for everyone. */
export async function TestsListPage({
  params,
  searchParams,
}: {
  params: Params
  searchParams: Search
}) {
  const context = await pageContext(params)
  const { locale } = context
  const [t, tests, account, query] = await Promise.all([
    getTranslations({ locale, namespace: 'personality' }),
    listTests(locale),
    getSessionAccount(),
    searchParams,
  ])
  const error = query.error === 'unknown' ? t('errors.unknown') : null
  return (
    <>
      <JsonLd
        data={context.jsonLd({
          title: t('list.title'),
          canonicalPath: TESTS_PATH,
          jsonLd: {
            '@context': 'https://schema.org',
            '@type': 'CollectionPage',
            name: t('list.title'),
            inLanguage: locale,
            hasPart: tests.map((test) => ({
              '@type': 'Quiz',
              name: test.title,
              url: absoluteUrl(context.site.siteUrl, testPath(test.slug), locale),
            })),
          },
        })}
      />
      <div className="mx-auto max-w-5xl px-4 pt-12 pb-24 sm:px-6 lg:pt-16">
        <header className="max-w-2xl">
          <p className={eyebrow}>{t('list.eyebrow')}</p>
          <h1 className="mt-3 text-4xl leading-tight font-semibold tracking-tight text-ink sm:text-5xl">
            {t('list.title')}
          </h1>
          <p className="mt-5 text-lg leading-relaxed text-ink-soft">{t('list.intro')}</p>
          <p className="mt-3 text-ink-soft">{t('list.honest')}</p>
          {account ? (
            <LocalizedLink
              href={MY_RESULTS_PATH}
              locale={locale}
              className="mt-5 inline-flex items-center gap-2 font-medium text-link underline-offset-4 hover:underline"
            >
              {t('list.myResults')}
              <ArrowRight className="size-4" aria-hidden="true" />
            </LocalizedLink>
          ) : null}
        </header>
        {error ? (
          <Notice tone="error" className="mt-8">
            {error}
          </Notice>
        ) : null}
        {tests.length === 0 ? (
          <p className="mt-12 text-lg text-ink-soft">{t('list.empty')}</p>
        ) : (
          <ul className="mt-12 grid gap-6 sm:grid-cols-2">
            {tests.map((test) => (
              <li key={test.slug}>
                <article className="group relative flex h-full flex-col overflow-hidden rounded-3xl border border-line bg-surface shadow-sm transition-shadow hover:shadow-md">
                  {test.image ? (
                    <MediaImage
                      image={test.image}
                      // One column, then two in the 64rem column.
                      sizes="(min-width: 1024px) 30rem, (min-width: 640px) 50vw, 100vw"
                      lazy
                      className="aspect-[16/9] w-full object-cover"
                    />
                  ) : null}
                  <div className="flex flex-1 flex-col p-6 sm:p-7">
                    <h2 className="text-xl font-semibold tracking-tight text-ink">
                      <LocalizedLink
                        href={testPath(test.slug)}
                        locale={locale}
                        className="after:absolute after:inset-0 focus-visible:outline-none group-focus-within:underline"
                      >
                        {test.title}
                      </LocalizedLink>
                    </h2>
                    <p className="mt-3 flex-1 leading-relaxed text-ink-soft">{test.excerpt}</p>
                    <p className="mt-5 flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-soft">
                      <span className="inline-flex items-center gap-1.5">
                        <Clock className="size-4" aria-hidden="true" />
                        {t('minutes', { minutes: test.minutes })}
                      </span>
                      <span className="inline-flex items-center gap-1.5">
                        <ListChecks className="size-4" aria-hidden="true" />
                        {t('questionCount', { count: test.questions.length })}
                      </span>
                    </p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  )
}
