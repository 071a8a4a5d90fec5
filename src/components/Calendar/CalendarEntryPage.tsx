import { ArrowLeft, Lock, ShieldAlert, Sparkles } from 'lucide-react'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { TranslationNotice } from '@/components/Library/TranslationNotice'
import { JsonLd } from '@/components/Site/JsonLd'
import { LocalizedLink } from '@/components/Site/LocalizedLink'
import { COLUMN_SIZES, MediaImage } from '@/components/Site/MediaImage'
import type { Locale } from '@/i18n/locales'
import { absoluteUrl } from '@/i18n/routing'
import { getViewer } from '@/lib/auth/server'
import { currentPath } from '@/lib/auth/server'
import {
  calendarEntryPath,
  calendarHref,
  calendarPlaces,
  canSeeEntry,
  categoryColours,
  monthName,
  parisMonth,
  type Month,
} from '@/lib/calendar'
import { getCalendarEntry, type CalendarDetail } from '@/lib/calendar/server'
import { detailPath } from '@/lib/content'
import { getTranslationStateOf } from '@/lib/content/translation-state'
import { cacheTags } from '@/lib/platform/cache/tags'
import { pageContext } from '@/components/Site/page-context'

type Params = Promise<{ locale: string; slug: string }>

const primary =
  'inline-flex min-h-11 items-center justify-center rounded-full bg-forest-700 px-6 text-sm font-semibold text-white transition-colors hover:bg-forest-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-forest-700 dark:bg-primary dark:text-on-primary dark:hover:bg-secondary'

async function load(params: Params) {
  const { slug } = await params
  const context = await pageContext(params)
  const entry = await getCalendarEntry(slug, context.locale)
  if (!entry) notFound()
  const viewer = await getViewer()
  return { context, entry, viewer, isVisible: canSeeEntry(entry, viewer) }
}

/**
 * Metadata of an entry: its name and summary when the viewer may see it; a neutral title otherwise, and
 * kept out of search engines (an entry of another month is not this month's page).
 */
export async function calendarEntryMetadata(params: Params): Promise<Metadata> {
  const { context, entry, isVisible } = await load(params)
  const t = await getTranslations({ locale: context.locale, namespace: 'calendar' })
  if (!isVisible)
    return context.metadata({
      title: t('detail.lockedTitle'),
      description: t('intro'),
      canonicalPath: calendarEntryPath(entry.slug),
      noindex: true,
    })
  return context.metadata({
    title: entry.seoTitle || entry.name,
    description: entry.seoDescription || entry.summary,
    canonicalPath: calendarEntryPath(entry.slug),
    ogType: 'article',
    ogImage: entry.image?.url,
  })
}

function monthList(months: Month[], locale: Locale): string {
  return months.map((month) => monthName(month, locale)).join(', ')
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="border-t border-line pt-3">
      <dt className="text-xs font-semibold tracking-wide text-ink-soft uppercase">{label}</dt>
      <dd className="mt-1 text-ink">{children}</dd>
    </div>
  )
}

/** An entry of the forest calendar, or, for a month the viewer may not open, a locked page. */
export async function CalendarEntryPage({ params }: { params: Params }) {
  const { context, entry, viewer, isVisible } = await load(params)
  const { locale } = context
  const t = await getTranslations({ locale, namespace: 'calendar' })
  const backHref = calendarHref(
    { view: 'calendar', month: parisMonth(), categories: [], place: null },
    parisMonth(),
  )
  if (!isVisible) {
    const isVisitor = viewer.kind !== 'signedIn'
    const back = encodeURIComponent(await currentPath('/calendrier-foret'))
    return (
      <div className="mx-auto max-w-3xl px-4 pt-14 pb-24 sm:px-6">
        <section className="rounded-3xl border border-forest-200 bg-gradient-to-br from-forest-50 to-surface p-8 sm:p-10 dark:border-forest-800 dark:from-forest-950 dark:to-surface">
          <span className="inline-flex size-11 items-center justify-center rounded-full bg-forest-700 text-white dark:bg-primary dark:text-on-primary">
            <Lock className="size-5" aria-hidden="true" />
          </span>
          <h1 className="mt-5 text-3xl font-semibold tracking-tight text-ink">
            {t('detail.lockedTitle')}
          </h1>
          <p className="mt-3 max-w-xl leading-relaxed text-ink-soft">
            {isVisitor ? t('detail.lockedVisitor') : t('detail.lockedMember')}
          </p>
          <div className="mt-7 flex flex-wrap gap-3">
            <LocalizedLink
              href={isVisitor ? `/auth?tab=signup&redirect=${back}` : '/abonnement'}
              locale={locale}
              className={primary}
            >
              {isVisitor ? t('locked.signUp') : t('locked.subscribe')}
            </LocalizedLink>
            <LocalizedLink
              href={backHref}
              locale={locale}
              className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-surface px-6 text-sm font-semibold text-ink"
            >
              {t('detail.back')}
            </LocalizedLink>
          </div>
        </section>
      </div>
    )
  }
  return <VisibleEntry entry={entry} locale={locale} context={context} backHref={backHref} />
}

async function VisibleEntry({
  entry,
  locale,
  context,
  backHref,
}: {
  entry: CalendarDetail
  locale: Locale
  context: Awaited<ReturnType<typeof pageContext>>
  backHref: string
}) {
  const [t, translation] = await Promise.all([
    getTranslations({ locale, namespace: 'calendar' }),
    getTranslationStateOf('calendar-entries', { slug: entry.slug }, locale, cacheTags.calendar),
  ])
  const path = calendarEntryPath(entry.slug)
  const url = absoluteUrl(context.site.siteUrl, path, locale)
  return (
    <>
      <JsonLd
        data={context.jsonLd({
          title: entry.name,
          canonicalPath: path,
          jsonLd: {
            '@context': 'https://schema.org',
            '@type': 'Article',
            headline: entry.name,
            description: entry.summary,
            url,
            inLanguage: locale,
            isAccessibleForFree: true,
            dateModified: entry.updatedAt,
            ...(entry.image ? { image: new URL(entry.image.url, context.site.siteUrl).href } : {}),
            ...(entry.latinName
              ? { about: { '@type': 'Taxon', name: entry.latinName, alternateName: entry.name } }
              : {}),
          },
        })}
      />
      {/* Not translated yet: the entry's words are French, and say so (the notice keeps the page's). */}
      <article
        lang={translation === 'untranslated' ? 'fr' : undefined}
        className="mx-auto max-w-3xl px-4 pt-10 pb-24 sm:px-6 lg:pt-14"
      >
        <LocalizedLink
          href={backHref}
          locale={locale}
          lang={locale}
          className="inline-flex items-center gap-2 text-sm font-medium text-link underline-offset-4 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('detail.back')}
        </LocalizedLink>
        <div className="mt-6">
          <TranslationNotice state={translation} locale={locale} path={path} />
        </div>
        <header className="mt-2">
          <p className="flex items-center gap-2 text-sm font-semibold tracking-[0.14em] text-link uppercase">
            <span
              aria-hidden="true"
              className="size-2.5 rounded-full"
              style={{ backgroundColor: categoryColours[entry.category] }}
            />
            {t(`categories.${entry.category}`)}
          </p>
          <h1 className="mt-3 text-4xl font-semibold tracking-tight text-forest-900 sm:text-5xl dark:text-forest-50">
            {entry.name}
          </h1>
          {entry.latinName ? (
            <p className="mt-2 text-lg text-ink-soft italic" lang="la">
              {entry.latinName}
            </p>
          ) : null}
          <p className="mt-5 text-lg leading-relaxed text-ink-soft">{entry.summary}</p>
        </header>
        {entry.image ? (
          <MediaImage
            image={entry.image}
            sizes={COLUMN_SIZES}
            alt={entry.imageAlt}
            className="mt-8 aspect-[16/9] w-full rounded-2xl object-cover"
          />
        ) : null}
        <dl className="mt-8 grid gap-4 sm:grid-cols-2">
          <Fact label={t('detail.months')}>{monthList(entry.months, locale)}</Fact>
          {entry.peakMonths.length ? (
            <Fact label={t('detail.peakMonths')}>
              <span className="inline-flex items-center gap-1.5">
                <Sparkles className="size-4 text-secondary" aria-hidden="true" />
                {monthList(entry.peakMonths, locale)}
              </span>
            </Fact>
          ) : null}
          {entry.habitat ? <Fact label={t('detail.habitat')}>{entry.habitat}</Fact> : null}
          {entry.altitudeMin !== null && entry.altitudeMax !== null ? (
            <Fact label={t('detail.altitude')}>
              {t('detail.altitudeValue', { min: entry.altitudeMin, max: entry.altitudeMax })}
            </Fact>
          ) : null}
          {entry.places.length ? (
            <Fact label={t('detail.places')}>
              {entry.places.map((place) => calendarPlaces[place].name).join(', ')}
            </Fact>
          ) : null}
        </dl>
        {entry.safety ? (
          <aside
            aria-labelledby="safety-title"
            className="mt-8 rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
          >
            <h2 id="safety-title" className="flex items-center gap-2 font-semibold">
              <ShieldAlert className="size-5" aria-hidden="true" />
              {t('detail.safety')}
            </h2>
            <p className="mt-2 leading-relaxed">{entry.safety}</p>
          </aside>
        ) : null}
        {entry.lookFor ? (
          <section className="mt-10">
            <h2 className="text-xl font-semibold text-ink">{t('detail.lookFor')}</h2>
            <p className="mt-3 leading-relaxed text-ink">{entry.lookFor}</p>
          </section>
        ) : null}
        {entry.practice ? (
          <section className="mt-8">
            <h2 className="text-xl font-semibold text-ink">{t('detail.practice')}</h2>
            <p className="mt-3 leading-relaxed text-ink">{entry.practice}</p>
          </section>
        ) : null}
        {entry.related.length ? (
          <section className="mt-10">
            <h2 className="text-xl font-semibold text-ink">{t('detail.related')}</h2>
            <ul className="mt-3 grid gap-2">
              {entry.related.map((link) => (
                <li key={`${link.type}-${link.slug}`}>
                  <LocalizedLink
                    href={detailPath(link.type, link.slug)}
                    locale={locale}
                    className="font-medium text-link underline-offset-4 hover:underline"
                  >
                    {link.title}
                  </LocalizedLink>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </article>
    </>
  )
}
