import { Clock } from 'lucide-react'
import { getTranslations } from 'next-intl/server'

import { PreviewArt } from '@/components/Illustrations/PreviewArt'
import type { Locale } from '@/i18n/locales'

/** The landing's four sample contents, with their durations. */
const samples = [
  { key: 'video', minutes: 12, access: 'premium' },
  { key: 'article', minutes: 7, access: 'free' },
  { key: 'tip', minutes: 4, access: 'free' },
  { key: 'module', minutes: 45, access: 'premium' },
] as const

export async function Previews({ locale }: { locale: Locale }) {
  const [t, common] = await Promise.all([
    getTranslations({ locale, namespace: 'home.previews' }),
    getTranslations({ locale, namespace: 'common' }),
  ])
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
          {samples.map(({ key, minutes, access }) => (
            <li key={key}>
              <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface">
                <div className="relative aspect-[16/9]">
                  <PreviewArt kind={key} />
                  <span className="absolute top-3 left-3 rounded-full bg-white/90 px-2.5 py-1 text-xs font-semibold text-forest-900">
                    {t(`${key}.type`)}
                  </span>
                </div>
                <div className="flex flex-1 flex-col p-5">
                  <h3 className="text-[1.05rem] leading-snug font-semibold text-ink">
                    {t(`${key}.title`)}
                  </h3>
                  <p className="mt-2 flex-1 text-[0.94rem] leading-relaxed text-ink-soft">
                    {t.rich(`${key}.text`, { i: (chunks) => <i>{chunks}</i> })}
                  </p>
                  <div className="mt-4 flex items-center justify-between text-sm">
                    <span className="inline-flex items-center gap-1.5 text-ink-soft">
                      <Clock className="size-4" aria-hidden="true" />
                      {common('minutes', { count: minutes })}
                    </span>
                    <span
                      className={
                        access === 'premium'
                          ? 'rounded-full bg-accent/20 px-2.5 py-0.5 text-xs font-semibold text-forest-800 dark:text-forest-100'
                          : 'rounded-full bg-surface-muted px-2.5 py-0.5 text-xs font-semibold text-ink-soft'
                      }
                    >
                      {access === 'premium' ? common('premium') : common('free')}
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
