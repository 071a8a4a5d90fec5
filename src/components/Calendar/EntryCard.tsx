import { Sparkles } from 'lucide-react'
import { getTranslations } from 'next-intl/server'

import { LocalizedLink } from '@/components/Site/LocalizedLink'
import { MediaImage } from '@/components/Site/MediaImage'
import type { Locale } from '@/i18n/locales'
import { calendarEntryPath, categoryColours, type Month } from '@/lib/calendar'
import type { CalendarCard } from '@/lib/calendar/server'

/** An entry of the month: its picture, category, name, Latin name, summary, and "peak season". */
export async function EntryCard({
  card,
  month,
  locale,
}: {
  card: CalendarCard
  month: Month
  locale: Locale
}) {
  const t = await getTranslations({ locale, namespace: 'calendar' })
  const isPeak = card.peakMonths.includes(month)
  return (
    <article className="group relative flex h-full overflow-hidden rounded-2xl border border-line bg-surface transition-shadow focus-within:ring-2 focus-within:ring-primary hover:shadow-lg hover:shadow-forest-900/5">
      <div className="relative w-28 shrink-0 overflow-hidden bg-forest-100 sm:w-32 dark:bg-forest-900">
        {card.image ? (
          <MediaImage
            image={card.image}
            // The card's side strip: w-28, sm:w-32.
            sizes="(min-width: 640px) 8rem, 7rem"
            lazy
            className="size-full object-cover"
          />
        ) : null}
        <span
          aria-hidden="true"
          className="absolute inset-y-0 left-0 w-1.5"
          style={{ backgroundColor: categoryColours[card.category] }}
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col p-4">
        <p className="text-xs font-semibold tracking-wide text-ink-soft uppercase">
          {t(`categories.${card.category}`)}
        </p>
        <h3 className="mt-1 leading-snug font-semibold text-ink">
          <LocalizedLink
            href={calendarEntryPath(card.slug)}
            locale={locale}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {card.name}
          </LocalizedLink>
        </h3>
        {card.latinName ? (
          <p className="text-sm text-ink-soft italic" lang="la">
            {card.latinName}
          </p>
        ) : null}
        <p className="mt-2 line-clamp-3 text-sm leading-relaxed text-ink-soft">{card.summary}</p>
        {isPeak ? (
          <p className="mt-3 inline-flex items-center gap-1.5 self-start rounded-full bg-forest-100 px-2.5 py-1 text-xs font-semibold text-forest-800 dark:bg-forest-900 dark:text-forest-100">
            <Sparkles className="size-3.5" aria-hidden="true" />
            {t('peak')}
          </p>
        ) : null}
      </div>
    </article>
  )
}
