import { Clock, Layers } from 'lucide-react'
import { getTranslations } from 'next-intl/server'

import { LocalizedLink } from '@/components/Site/LocalizedLink'
import { MediaImage } from '@/components/Site/MediaImage'
import type { Locale } from '@/i18n/locales'
import type { LibraryCard as Card } from '@/lib/content/library'
import { detailPath } from '@/lib/content/routes'

import { AccessBadge } from './AccessBadge'

/** A document on a list: image, type, title, excerpt, duration and access — never the body. */
export async function LibraryCard({
  card,
  isLocked,
  locale,
  headingLevel = 'h2',
}: {
  card: Card
  isLocked: boolean
  locale: Locale
  headingLevel?: 'h2' | 'h3'
}) {
  const t = await getTranslations({ locale, namespace: 'library' })
  const Heading = headingLevel
  const isReading = card.type === 'articles' || card.type === 'discoveries'
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-[0_1px_0_rgba(20,37,27,0.03)] transition-shadow hover:shadow-lg hover:shadow-forest-900/5 focus-within:ring-2 focus-within:ring-primary">
      <div className="relative aspect-[16/9] overflow-hidden bg-forest-100 dark:bg-forest-900">
        {card.image ? (
          <MediaImage
            image={card.image}
            // One, two or three columns (the library grids).
            sizes="(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw"
            lazy
            className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
          />
        ) : null}
        <span className="absolute top-3 left-3 rounded-full bg-white/90 px-2.5 py-1 text-xs font-semibold text-forest-900">
          {t(`typeLabel.${card.type}`)}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <Heading className="text-[1.08rem] leading-snug font-semibold text-ink">
          <LocalizedLink
            href={detailPath(card.type, card.slug)}
            locale={locale}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {card.title}
          </LocalizedLink>
        </Heading>
        <p className="mt-2 line-clamp-3 flex-1 text-[0.95rem] leading-relaxed text-ink-soft">
          {card.excerpt}
        </p>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm">
          <span className="inline-flex items-center gap-3 text-ink-soft">
            <span className="inline-flex items-center gap-1.5">
              <Clock className="size-4" aria-hidden="true" />
              {isReading
                ? t('readingTime', { count: card.minutes })
                : t('duration', { count: card.minutes })}
            </span>
            {card.moduleCount ? (
              <span className="inline-flex items-center gap-1.5">
                <Layers className="size-4" aria-hidden="true" />
                {t('modulesCount', { count: card.moduleCount })}
              </span>
            ) : null}
          </span>
          <AccessBadge access={card.access} isLocked={isLocked} locale={locale} />
        </div>
      </div>
    </article>
  )
}
