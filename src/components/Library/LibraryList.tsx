import { ChevronLeft, ChevronRight } from 'lucide-react'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { JsonLd } from '@/components/Site/JsonLd'
import { LocalizedLink } from '@/components/Site/LocalizedLink'
import type { Locale } from '@/i18n/locales'
import { getViewer } from '@/lib/auth/viewer'
import { getCategories, getLibraryCards } from '@/lib/content/library'
import { libraryPaths, pageNumber, paginate, type LibraryType } from '@/lib/content/routes'
import { canAccess } from '@/lib/entitlements/gate'
import { pageContext } from '@/components/Site/page-context'
import { cn } from '@/lib/platform/utils/cn'

import { LibraryCard } from './LibraryCard'

type Params = Promise<{ locale: string }>
type SearchParams = Promise<Record<string, string | string[] | undefined>>

const CATEGORY_PARAM = 'categorie'

function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}

function listHref(basePath: string, { category, page }: { category?: string; page?: number }) {
  const search = new URLSearchParams()
  if (category) search.set(CATEGORY_PARAM, category)
  if (page && page > 1) search.set('page', String(page))
  const query = search.toString()
  return `${basePath}${query ? `?${query}` : ''}`
}

export async function libraryListMetadata(
  type: LibraryType,
  params: Params,
  canonicalPath = libraryPaths[type].list,
): Promise<Metadata> {
  const context = await pageContext(params)
  const t = await getTranslations({ locale: context.locale, namespace: 'library.types' })
  return context.metadata({
    title: t(`${type}.title`),
    description: t(`${type}.description`),
    canonicalPath,
  })
}

/**
 * A list screen: heading, category filter, cards and pages. The cards come from the per-language cache;
 * the lock on each card is worked out here, for this viewer, outside that cache.
 */
export async function LibraryList({
  type,
  params,
  searchParams,
  basePath = libraryPaths[type].list,
}: {
  type: LibraryType
  params: Params
  searchParams: SearchParams
  basePath?: string
}) {
  const context = await pageContext(params)
  const locale: Locale = context.locale
  const query = await searchParams
  const [t, cards, categories, viewer] = await Promise.all([
    getTranslations({ locale, namespace: 'library' }),
    getLibraryCards(type, locale),
    getCategories(locale),
    getViewer(),
  ])
  const requested = firstValue(query[CATEGORY_PARAM])
  const category = categories.find((candidate) => candidate.slug === requested)?.slug
  const inCategory = category
    ? cards.filter((card) => card.categories.some((item) => item.slug === category))
    : cards
  // Only the categories this list actually uses are offered as filters.
  const used = categories.filter((candidate) =>
    cards.some((card) => card.categories.some((item) => item.slug === candidate.slug)),
  )
  const { items, page, pageCount, total } = paginate(inCategory, pageNumber(query.page))
  const title = t(`types.${type}.title`)
  const canonicalPath = libraryPaths[type].list

  return (
    <>
      <JsonLd
        data={context.jsonLd({
          title,
          canonicalPath,
          jsonLd: {
            '@context': 'https://schema.org',
            '@type': 'CollectionPage',
            name: title,
            description: t(`types.${type}.description`),
            inLanguage: locale,
          },
        })}
      />
      <div className="mx-auto max-w-7xl px-4 pt-14 pb-24 sm:px-6 lg:px-8 lg:pt-20">
        <header className="max-w-3xl">
          <p className="text-sm font-semibold tracking-[0.16em] text-link uppercase">
            {t(`types.${type}.eyebrow`)}
          </p>
          <h1 className="mt-3 text-4xl font-semibold tracking-tight text-forest-900 sm:text-5xl dark:text-forest-50">
            {title}
          </h1>
          <p className="mt-5 text-lg leading-relaxed text-ink-soft">{t(`types.${type}.intro`)}</p>
        </header>

        {used.length > 0 ? (
          <nav aria-label={t('filterLabel')} className="mt-10">
            <ul className="flex flex-wrap gap-2">
              {[{ slug: undefined, name: t('allCategories') }, ...used].map((item) => {
                const isCurrent = item.slug === category
                return (
                  <li key={item.slug ?? 'all'}>
                    <LocalizedLink
                      href={listHref(basePath, { category: item.slug })}
                      locale={locale}
                      aria-current={isCurrent ? 'page' : undefined}
                      className={cn(
                        'inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-medium transition-colors',
                        isCurrent
                          ? 'border-forest-700 bg-forest-700 text-white dark:border-primary dark:bg-primary dark:text-on-primary'
                          : 'border-line bg-surface text-ink hover:border-forest-600',
                      )}
                    >
                      {item.name}
                    </LocalizedLink>
                  </li>
                )
              })}
            </ul>
          </nav>
        ) : null}

        <p className="mt-8 text-sm text-ink-soft" aria-live="polite">
          {t('count', { count: total })}
        </p>

        {items.length === 0 ? (
          <p className="mt-6 rounded-2xl border border-dashed border-line p-10 text-center text-ink-soft">
            {t('empty')}
          </p>
        ) : (
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((card) => (
              <li key={card.id}>
                <LibraryCard card={card} isLocked={!canAccess(card, viewer)} locale={locale} />
              </li>
            ))}
          </ul>
        )}

        {pageCount > 1 ? (
          <nav
            aria-label={t('pagination.label')}
            className="mt-12 flex items-center justify-between gap-4"
          >
            {page > 1 ? (
              <LocalizedLink
                href={listHref(basePath, { category, page: page - 1 })}
                locale={locale}
                rel="prev"
                className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line px-5 text-sm font-medium text-ink hover:border-forest-600"
              >
                <ChevronLeft className="size-4" aria-hidden="true" />
                {t('pagination.previous')}
              </LocalizedLink>
            ) : (
              <span />
            )}
            <span className="text-sm text-ink-soft">
              {t('pagination.status', { page, count: pageCount })}
            </span>
            {page < pageCount ? (
              <LocalizedLink
                href={listHref(basePath, { category, page: page + 1 })}
                locale={locale}
                rel="next"
                className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line px-5 text-sm font-medium text-ink hover:border-forest-600"
              >
                {t('pagination.next')}
                <ChevronRight className="size-4" aria-hidden="true" />
              </LocalizedLink>
            ) : (
              <span />
            )}
          </nav>
        ) : null}
      </div>
    </>
  )
}
