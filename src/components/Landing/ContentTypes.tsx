import { BookOpen, GraduationCap, Leaf, PlayCircle } from 'lucide-react'
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

const types = [
  { key: 'videos', Icon: PlayCircle },
  { key: 'articles', Icon: BookOpen },
  { key: 'tips', Icon: Leaf },
  { key: 'training', Icon: GraduationCap },
] as const

export async function ContentTypes({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home.contentTypes' })
  return (
    <section
      id="contenus"
      aria-labelledby="contenus-title"
      className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8 lg:py-28"
    >
      <div className="max-w-2xl">
        <h2
          id="contenus-title"
          className="text-3xl font-semibold tracking-tight text-forest-900 sm:text-4xl dark:text-forest-50"
        >
          {t('title')}
        </h2>
        <p className="mt-4 text-lg text-ink-soft">{t('intro')}</p>
      </div>
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {types.map(({ key, Icon }) => (
          <li
            key={key}
            className="rounded-2xl border border-line bg-surface p-6 shadow-[0_1px_2px_rgba(15,42,28,0.04)]"
          >
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-primary/12 text-secondary dark:text-primary">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <h3 className="mt-5 text-lg font-semibold text-ink">{t(`${key}.title`)}</h3>
            <p className="mt-2 leading-relaxed text-ink-soft">{t(`${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
