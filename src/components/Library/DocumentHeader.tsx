import { CalendarDays, ChevronLeft, Clock, Layers } from 'lucide-react'
import { getTranslations } from 'next-intl/server'

import { LocalizedLink } from '@/components/Site/LocalizedLink'
import type { Locale } from '@/i18n/locales'
import { libraryPaths, type LibraryType } from '@/lib/content/routes'

import { AccessBadge } from './AccessBadge'
import { formatDate } from '@/lib/platform/utils/dates'

/** Title, excerpt and facts of a document: the teaser that every viewer sees. */
export async function DocumentHeader({
  type,
  locale,
  title,
  excerpt,
  minutes,
  access,
  isLocked,
  publishedAt,
  categories,
  moduleCount,
  back,
  contentLang,
}: {
  type: LibraryType
  locale: Locale
  title: string
  excerpt: string
  /** Null where no running time may be claimed (a video whose file is a stand-in). */
  minutes: number | null
  access: string
  isLocked: boolean
  publishedAt?: string | null
  categories: { slug: string; name: string }[]
  moduleCount?: number
  back?: { href: string; label: string }
  /** The language of the title and excerpt when it is not the page's (a text not yet translated). */
  contentLang?: Locale
}) {
  const t = await getTranslations({ locale, namespace: 'library' })
  const isReading = type === 'articles' || type === 'discoveries'
  const date = formatDate(publishedAt, locale) || null
  const backLink = back ?? {
    href: libraryPaths[type].list,
    label: t('backTo', { list: t(`types.${type}.title`) }),
  }
  return (
    <header>
      <LocalizedLink
        href={backLink.href}
        locale={locale}
        className="inline-flex items-center gap-1 text-sm font-medium text-link hover:underline"
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
        {backLink.label}
      </LocalizedLink>
      <p className="mt-8 text-sm font-semibold tracking-[0.16em] text-link uppercase">
        {t(`typeLabel.${type}`)}
      </p>
      <h1
        lang={contentLang}
        className="mt-3 text-3xl leading-tight font-semibold tracking-tight text-forest-900 sm:text-5xl sm:leading-[1.1] dark:text-forest-50"
      >
        {title}
      </h1>
      <p lang={contentLang} className="mt-5 text-lg leading-relaxed text-ink-soft sm:text-xl">
        {excerpt}
      </p>
      <div className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-ink-soft">
        {minutes !== null ? (
          <span className="inline-flex items-center gap-1.5">
            <Clock className="size-4" aria-hidden="true" />
            {isReading ? t('readingTime', { count: minutes }) : t('duration', { count: minutes })}
          </span>
        ) : null}
        {moduleCount ? (
          <span className="inline-flex items-center gap-1.5">
            <Layers className="size-4" aria-hidden="true" />
            {t('modulesCount', { count: moduleCount })}
          </span>
        ) : null}
        {date ? (
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays className="size-4" aria-hidden="true" />
            {t('publishedOn', { date })}
          </span>
        ) : null}
        <AccessBadge access={access} isLocked={isLocked} locale={locale} />
      </div>
      {categories.length > 0 ? (
        <ul aria-label={t('categories')} className="mt-4 flex flex-wrap gap-2">
          {categories.map((category) => (
            <li key={category.slug}>
              <LocalizedLink
                href={`${libraryPaths[type].list}?categorie=${category.slug}`}
                locale={locale}
                className="inline-flex rounded-full border border-line px-3 py-1 text-xs font-medium text-ink-soft hover:border-forest-600 hover:text-ink"
              >
                {category.name}
              </LocalizedLink>
            </li>
          ))}
        </ul>
      ) : null}
    </header>
  )
}
