import { ArrowLeft, ArrowRight, Lock, Search } from 'lucide-react'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { LocalizedLink } from '@/components/Site/LocalizedLink'
import { LANG_PARAM } from '@/i18n/routing'
import { getViewer } from '@/lib/auth/server'
import { SEARCH_PATH, searchTerm } from '@/lib/search'
import { searchContent } from '@/lib/search/server'
import { pageContext } from '@/components/Site/page-context'

type Params = Promise<{ locale: string }>
type Search = Promise<Record<string, string | string[] | undefined>>

/** Results per page; the search looks at most this many pages deep. */
const PAGE_SIZE = 10
const MAX_PAGED_RESULTS = 200

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

export async function searchPageMetadata(params: Params): Promise<Metadata> {
  const context = await pageContext(params)
  const t = await getTranslations({ locale: context.locale, namespace: 'searchResults' })
  return context.metadata({
    title: t('title'),
    description: t('description'),
    canonicalPath: SEARCH_PATH,
    noindex: true,
  })
}

/**
 * /recherche?q=: the search as a page, rendered on the server — the same matching (every word, case
 * and accents ignored, titles and excerpts only) and the same access rules as the overlay, ten results
 * a page. Works without JavaScript; the overlay's « Voir tous les résultats » and the WebSite
 * structured data lead here.
 */
export async function SearchPage({
  params,
  searchParams,
}: {
  params: Params
  searchParams: Search
}) {
  const { locale } = await pageContext(params)
  const [t, types, query, viewer] = await Promise.all([
    getTranslations({ locale, namespace: 'searchResults' }),
    getTranslations({ locale, namespace: 'search.types' }),
    searchParams,
    getViewer(),
  ])
  const raw = single(query.q) ?? ''
  const term = searchTerm(raw)
  const results = term
    ? await searchContent({ term, locale, viewer, limit: MAX_PAGED_RESULTS })
    : []
  const pages = Math.max(1, Math.ceil(results.length / PAGE_SIZE))
  const requested = Number(single(query.page) ?? '1')
  const page = Number.isInteger(requested) && requested >= 1 && requested <= pages ? requested : 1
  const shown = results.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)
  const pageHref = (number: number) =>
    `${SEARCH_PATH}?${new URLSearchParams({ q: term, ...(number > 1 ? { page: String(number) } : {}) })}`

  return (
    <div className="mx-auto max-w-3xl px-4 pt-12 pb-24 sm:px-6 lg:pt-16">
      <h1 className="text-4xl font-semibold tracking-tight text-ink">{t('title')}</h1>
      <form action={SEARCH_PATH} method="get" role="search" className="mt-8 flex gap-3">
        {locale !== 'fr' ? <input type="hidden" name={LANG_PARAM} value={locale} /> : null}
        <label htmlFor="search-term" className="sr-only">
          {t('label')}
        </label>
        <input
          id="search-term"
          type="search"
          name="q"
          defaultValue={term}
          maxLength={200}
          placeholder={t('placeholder')}
          className="min-h-12 min-w-0 flex-1 rounded-xl border border-line bg-surface px-4 text-ink"
        />
        <button
          type="submit"
          className="inline-flex min-h-12 items-center gap-2 rounded-xl bg-forest-700 px-5 font-semibold text-white hover:bg-forest-800 dark:bg-primary dark:text-on-primary"
        >
          <Search className="size-4" aria-hidden="true" />
          {t('submit')}
        </button>
      </form>

      {!term ? (
        <p className="mt-10 text-ink-soft">{raw.trim() ? t('invalid') : t('start')}</p>
      ) : results.length === 0 ? (
        <div role="status" className="mt-10">
          <p className="font-medium text-ink">{t('empty', { term })}</p>
          <p className="mt-1 text-ink-soft">{t('emptyHint')}</p>
        </div>
      ) : (
        <>
          <p role="status" className="mt-10 text-ink-soft">
            {t('count', { count: results.length, term })}
          </p>
          <ol className="mt-6 grid gap-3">
            {shown.map((result) => (
              <li key={result.href}>
                <a
                  href={result.href}
                  className="block rounded-2xl border border-line bg-surface px-5 py-4 transition-colors hover:border-primary hover:bg-surface-muted"
                >
                  <span className="flex flex-wrap items-center gap-2 text-xs font-semibold tracking-wide text-ink-soft uppercase">
                    {types(result.type)}
                    {result.isLocked ? (
                      <span className="inline-flex items-center gap-1 rounded-full bg-surface-muted px-2 py-0.5 tracking-normal normal-case">
                        <Lock className="size-3" aria-hidden="true" />
                        {t('locked')}
                      </span>
                    ) : null}
                  </span>
                  <span className="mt-1 block text-lg font-medium text-ink">{result.title}</span>
                  {result.description ? (
                    <span className="mt-1 line-clamp-2 block text-ink-soft">
                      {result.description}
                    </span>
                  ) : null}
                </a>
              </li>
            ))}
          </ol>
          {pages > 1 ? (
            <nav
              aria-label={t('pagination')}
              className="mt-8 flex items-center justify-between gap-4"
            >
              {page > 1 ? (
                <LocalizedLink
                  href={pageHref(page - 1)}
                  locale={locale}
                  className="inline-flex items-center gap-2 font-medium text-link"
                >
                  <ArrowLeft className="size-4" aria-hidden="true" />
                  {t('previous')}
                </LocalizedLink>
              ) : (
                <span />
              )}
              <span className="text-sm text-ink-soft">{t('page', { page, pages })}</span>
              {page < pages ? (
                <LocalizedLink
                  href={pageHref(page + 1)}
                  locale={locale}
                  className="inline-flex items-center gap-2 font-medium text-link"
                >
                  {t('next')}
                  <ArrowRight className="size-4" aria-hidden="true" />
                </LocalizedLink>
              ) : (
                <span />
              )}
            </nav>
          ) : null}
        </>
      )}
    </div>
  )
}
