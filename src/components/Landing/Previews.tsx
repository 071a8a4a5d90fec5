import { Clock, Lock } from 'lucide-react'
import { getTranslations } from 'next-intl/server'

import { PreviewArt } from '@/components/Illustrations/PreviewArt'
import { LocalizedLink } from '@/components/Site/LocalizedLink'
import { MediaImage } from '@/components/Site/MediaImage'
import type { Locale } from '@/i18n/locales'
import { getViewer } from '@/lib/auth/server'
import { getLandingPreviews } from '@/components/Landing/previews'

/**
 * The landing's four previews: real published items (src/components/Landing/previews.ts), each leading to its
 * page, with its duration and, when the viewer cannot open it yet, a lock.
 */
export async function Previews({ locale }: { locale: Locale }) {
  const viewer = await getViewer()
  const [t, common, cards] = await Promise.all([
    getTranslations({ locale, namespace: 'home.previews' }),
    getTranslations({ locale, namespace: 'common' }),
    getLandingPreviews(locale, viewer),
  ])
  const badge = { free: common('free'), members: common('membersOnly'), premium: common('premium') }
  return (
    <section aria-labelledby="previews-title" className="bg-forest-50/70 dark:bg-forest-950/40">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8 lg:py-24">
        <div className="max-w-2xl">
          <h2
            id="previews-title"
            className="text-3xl font-semibold tracking-tight text-forest-900 sm:text-4xl dark:text-forest-50"
          >
            {t('title')}
          </h2>
          <p className="mt-4 text-lg text-ink-soft">{t('intro')}</p>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
          {cards.map((card) => (
            <li key={card.kind}>
              <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface transition-shadow hover:shadow-md">
                <div className="relative aspect-[16/9]">
                  {card.image ? (
                    <MediaImage
                      image={card.image}
                      // One column, two, then four in the 80rem row.
                      sizes="(min-width: 1280px) 18rem, (min-width: 640px) 50vw, 100vw"
                      lazy
                      className="size-full object-cover"
                    />
                  ) : (
                    <PreviewArt kind={card.kind} />
                  )}
                  <span className="absolute top-3 left-3 rounded-full bg-white/90 px-2.5 py-1 text-xs font-semibold text-forest-900">
                    {t(`${card.kind}.type`)}
                  </span>
                </div>
                <div className="flex flex-1 flex-col p-5">
                  <h3 className="text-[1.05rem] leading-snug font-semibold text-ink">
                    <LocalizedLink
                      href={card.href}
                      locale={locale}
                      className="after:absolute after:inset-0 focus-visible:outline-none group-focus-within:underline"
                    >
                      {card.title}
                    </LocalizedLink>
                  </h3>
                  <p className="mt-2 line-clamp-3 flex-1 text-[0.94rem] leading-relaxed text-ink-soft">
                    {card.text ?? t('tip.visitorText')}
                  </p>
                  <div className="mt-4 flex items-center justify-between text-sm">
                    <span className="inline-flex items-center gap-1.5 text-ink-soft">
                      <Clock className="size-4" aria-hidden="true" />
                      {common('minutes', { count: card.minutes })}
                    </span>
                    <span
                      className={
                        card.access === 'free'
                          ? 'rounded-full bg-surface-muted px-2.5 py-0.5 text-xs font-semibold text-ink-soft'
                          : 'inline-flex items-center gap-1 rounded-full bg-accent/20 px-2.5 py-0.5 text-xs font-semibold text-forest-800 dark:text-forest-100'
                      }
                    >
                      {card.isLocked ? <Lock className="size-3" aria-hidden="true" /> : null}
                      {badge[card.access]}
                    </span>
                  </div>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
