import { ArrowLeft, ArrowRight, Check, Flame, Leaf, Star } from 'lucide-react'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { RichBody } from '@/components/Library/RichBody'
import { TranslationNotice } from '@/components/Library/TranslationNotice'
import { LocalizedLink } from '@/components/Site/LocalizedLink'
import { Notice } from '@/components/Site/Notice'
import { requireAccount } from '@/lib/auth/guard'
import { getTranslationStateOf } from '@/lib/content/translation-state'
import { cacheTags } from '@/lib/platform/cache/tags'
import { pageContext } from '@/components/Site/page-context'
import { DAILY_TIPS_PATH } from '@/lib/tips'
import { memberPractice } from '@/lib/tips/practice'
import { getDailyTips, memberTips, type TipCard } from '@/lib/tips/server'

import { favouriteTipAction, markTipDoneAction } from './actions'

type Params = Promise<{ locale: string }>
type Search = Promise<Record<string, string | string[] | undefined>>

export async function dailyTipsMetadata(params: Params): Promise<Metadata> {
  const context = await pageContext(params)
  const t = await getTranslations({ locale: context.locale, namespace: 'meta.tips' })
  return context.metadata({
    title: t('title'),
    description: t('description'),
    canonicalPath: DAILY_TIPS_PATH,
    noindex: true,
  })
}

const dayFormat = (locale: string, long: boolean) =>
  new Intl.DateTimeFormat(locale, {
    weekday: long ? 'long' : undefined,
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  })

/**
 * The daily tips of the member area: today's tip in Paris, large and calm, and the tips of the 30
 * days before it. The same tip for every member on a given day (src/lib/tips/rotation.ts).
 */
export async function DailyTipsPage({
  params,
  searchParams,
}: {
  params: Params
  searchParams: Search
}) {
  const { locale } = await pageContext(params)
  const account = await requireAccount()
  const [t, { day: todayDay, today, archive }, query, allTips] = await Promise.all([
    getTranslations({ locale, namespace: 'tips' }),
    memberTips(locale),
    searchParams,
    getDailyTips(locale),
  ])
  // Staff read the tips; marks, favourites and the streak are a member's.
  const practice = account.collection === 'members' ? await memberPractice(account) : null
  const favourites = new Set(practice?.favourites ?? [])
  const favouriteTips = (practice?.favourites ?? []).flatMap(
    (slug) => allTips.find((tip) => tip.slug === slug) ?? [],
  )
  const error =
    query.erreur === 'pas-aujourdhui'
      ? t('errors.notToday')
      : query.erreur === 'inconnu'
        ? t('errors.unknown')
        : null
  // A plain function returning the form (not a component): it closes over this page's state.
  const favouriteForm = (tip: TipCard) =>
    practice ? (
      <form action={favouriteTipAction}>
        <input type="hidden" name="tip" value={tip.slug} />
        <input type="hidden" name="favori" value={favourites.has(tip.slug) ? '0' : '1'} />
        <button
          type="submit"
          aria-pressed={favourites.has(tip.slug)}
          className="inline-flex min-h-10 items-center gap-2 rounded-full border border-line bg-surface px-4 text-sm font-medium text-ink transition-colors hover:bg-surface-muted"
        >
          <Star
            className={`size-4 ${favourites.has(tip.slug) ? 'fill-amber-400 text-amber-600' : 'text-ink-soft'}`}
            aria-hidden="true"
          />
          {favourites.has(tip.slug) ? t('favourite.remove') : t('favourite.add')}
          <span className="sr-only">: {tip.title}</span>
        </button>
      </form>
    ) : null
  const dateOf = (day: string, long = false) =>
    dayFormat(locale, long).format(new Date(`${day}T12:00:00Z`))
  const meta = (tip: TipCard, day: string, long = false) =>
    t('date', {
      date: dateOf(day, long),
      minutes: tip.minutes,
      category: t(`categories.${tip.category}`),
    })

  // How today's tip reads in this language (docs/translation.md).
  const translation = today
    ? await getTranslationStateOf('daily-tips', { slug: today.slug }, locale, cacheTags.tips)
    : 'original'
  // Not translated yet: the tip's own words are French, and marked so.
  const contentLang = translation === 'untranslated' ? 'fr' : undefined
  return (
    <div className="mx-auto w-full max-w-3xl px-5 py-12 sm:px-8 sm:py-16">
      <LocalizedLink
        href="/membre"
        locale={locale}
        className="inline-flex items-center gap-2 text-sm font-medium text-link underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('back')}
      </LocalizedLink>
      <p className="mt-8 text-sm font-semibold tracking-[0.18em] text-forest-700 uppercase dark:text-primary">
        {t('eyebrow')}
      </p>
      {today ? (
        <article aria-labelledby="tip-title" className="mt-3">
          <TranslationNotice state={translation} locale={locale} path={DAILY_TIPS_PATH} />
          <h1
            id="tip-title"
            lang={contentLang}
            className="text-4xl leading-tight font-semibold tracking-tight text-ink sm:text-5xl"
          >
            {today.title}
          </h1>
          <p className="mt-3 text-ink-soft first-letter:uppercase">{meta(today, todayDay, true)}</p>
          <div
            lang={contentLang}
            className="mt-8 rounded-3xl border border-line bg-forest-50/70 p-6 text-lg leading-relaxed sm:p-10 dark:bg-forest-950/50"
          >
            <RichBody data={today.body} />
          </div>
          {today.link ? (
            <LocalizedLink
              href={today.link.href}
              locale={locale}
              className="mt-6 inline-flex items-center gap-2 font-medium text-link underline-offset-4 hover:underline"
            >
              {t('goFurther', { title: today.link.title })}
              <ArrowRight className="size-4" aria-hidden="true" />
            </LocalizedLink>
          ) : null}
          {practice ? (
            <div id="conseil" className="mt-8 flex flex-wrap items-center gap-3">
              {practice.isTodayDone ? (
                <p
                  role="status"
                  className="inline-flex min-h-11 items-center gap-2 rounded-full bg-forest-100 px-5 font-semibold text-forest-900 dark:bg-forest-900 dark:text-forest-50"
                >
                  <Check className="size-4" aria-hidden="true" />
                  {t('done.state')}
                </p>
              ) : (
                <form action={markTipDoneAction}>
                  <input type="hidden" name="tip" value={today.slug} />
                  <button
                    type="submit"
                    className="inline-flex min-h-11 items-center gap-2 rounded-full bg-forest-700 px-6 text-sm font-semibold text-white transition-colors hover:bg-forest-800 dark:bg-primary dark:text-on-primary"
                  >
                    <Check className="size-4" aria-hidden="true" />
                    {t('done.mark')}
                  </button>
                </form>
              )}
              {favouriteForm(today)}
              <p className="inline-flex items-center gap-2 text-ink-soft">
                <Flame className="size-4 text-amber-600" aria-hidden="true" />
                {t('streak', { count: practice.streak })}
              </p>
            </div>
          ) : null}
          {error ? (
            <Notice tone="error" className="mt-4">
              {error}
            </Notice>
          ) : null}
        </article>
      ) : (
        <>
          <h1 className="mt-3 text-4xl font-semibold tracking-tight text-ink">{t('eyebrow')}</h1>
          <p className="mt-6 text-lg text-ink-soft">{t('none')}</p>
        </>
      )}

      {practice ? (
        <section aria-labelledby="favourites-title" className="mt-16">
          <h2 id="favourites-title" className="text-2xl font-semibold tracking-tight text-ink">
            {t('favourite.title')}
          </h2>
          {favouriteTips.length === 0 ? (
            <p className="mt-2 text-ink-soft">{t('favourite.empty')}</p>
          ) : (
            <ul className="mt-6 grid gap-3">
              {favouriteTips.map((tip) => (
                <li key={tip.slug}>
                  <details className="group rounded-2xl border border-line bg-surface open:shadow-sm">
                    <summary className="flex cursor-pointer list-none items-start gap-3 p-4 sm:p-5">
                      <Star
                        className="mt-1 size-4 shrink-0 fill-amber-400 text-amber-600"
                        aria-hidden="true"
                      />
                      <span className="font-medium text-ink">{tip.title}</span>
                    </summary>
                    <div className="border-t border-line px-5 pt-4 pb-5 sm:px-12">
                      <RichBody data={tip.body} />
                      <div className="mt-4">{favouriteForm(tip)}</div>
                    </div>
                  </details>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}

      {archive.length ? (
        <section aria-labelledby="archive-title" className="mt-16">
          <h2 id="archive-title" className="text-2xl font-semibold tracking-tight text-ink">
            {t('archive')}
          </h2>
          <p className="mt-2 text-ink-soft">{t('archiveIntro')}</p>
          <ul className="mt-6 grid gap-3">
            {archive.map(({ day, tip }) => (
              <li key={day} id={`tip-${tip.slug}`}>
                <details className="group rounded-2xl border border-line bg-surface open:shadow-sm">
                  <summary className="flex cursor-pointer list-none items-start gap-3 p-4 sm:p-5">
                    <Leaf
                      className="mt-1 size-4 shrink-0 text-forest-600 dark:text-primary"
                      aria-hidden="true"
                    />
                    <span className="grid gap-0.5">
                      <span className="font-medium text-ink">{tip.title}</span>
                      <span className="text-sm text-ink-soft first-letter:uppercase">
                        {meta(tip, day)}
                      </span>
                    </span>
                  </summary>
                  <div className="border-t border-line px-5 pt-4 pb-5 sm:px-12">
                    <RichBody data={tip.body} />
                    {tip.link ? (
                      <LocalizedLink
                        href={tip.link.href}
                        locale={locale}
                        className="mt-3 inline-flex items-center gap-2 text-sm font-medium text-link underline-offset-4 hover:underline"
                      >
                        {t('goFurther', { title: tip.link.title })}
                      </LocalizedLink>
                    ) : null}
                    <div className="mt-4">{favouriteForm(tip)}</div>
                  </div>
                </details>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
