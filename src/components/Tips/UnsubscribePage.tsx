import { MailX } from 'lucide-react'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { LocalizedLink } from '@/components/Site/LocalizedLink'
import { pageContext } from '@/components/Site/page-context'
import { UNSUBSCRIBE_PATH } from '@/lib/tips/morning'

import { unsubscribeTipEmailsAction } from './actions'

type Params = Promise<{ locale: string }>
type Search = Promise<Record<string, string | string[] | undefined>>

export async function unsubscribeMetadata(params: Params): Promise<Metadata> {
  const context = await pageContext(params)
  const t = await getTranslations({ locale: context.locale, namespace: 'meta.unsubscribe' })
  return context.metadata({
    title: t('title'),
    description: t('description'),
    canonicalPath: UNSUBSCRIBE_PATH,
    noindex: true,
  })
}

/**
 * The morning e-mail's unsubscribe page (its link carries the member's secret): one button, no login.
 * Opening the page changes nothing — a mail scanner that follows links unsubscribes nobody; the button
 * (or a mail program's one-click POST to ./un-clic) does.
 */
export async function UnsubscribePage({
  params,
  searchParams,
}: {
  params: Params
  searchParams: Search
}) {
  const { locale } = await pageContext(params)
  const [t, query] = await Promise.all([
    getTranslations({ locale, namespace: 'tips.unsubscribe' }),
    searchParams,
  ])
  const token = typeof query.jeton === 'string' ? query.jeton : ''
  const state =
    query.etat === 'fait' ? 'done' : query.etat === 'inconnu' || !token ? 'unknown' : 'ask'
  return (
    <div className="mx-auto max-w-2xl px-4 pt-14 pb-24 sm:px-6">
      <section className="rounded-3xl border border-line bg-surface p-8 sm:p-10">
        <span className="inline-flex size-11 items-center justify-center rounded-full bg-forest-700 text-white dark:bg-primary dark:text-on-primary">
          <MailX className="size-5" aria-hidden="true" />
        </span>
        <h1 className="mt-5 text-3xl font-semibold tracking-tight text-ink">{t('title')}</h1>
        {state === 'ask' ? (
          <>
            <p className="mt-3 leading-relaxed text-ink-soft">{t('text')}</p>
            <form action={unsubscribeTipEmailsAction} className="mt-7">
              <input type="hidden" name="jeton" value={token} />
              <button
                type="submit"
                className="inline-flex min-h-11 items-center rounded-full bg-forest-700 px-6 text-sm font-semibold text-white hover:bg-forest-800 dark:bg-primary dark:text-on-primary"
              >
                {t('button')}
              </button>
            </form>
          </>
        ) : (
          <>
            <p role="status" className="mt-3 leading-relaxed text-ink">
              {state === 'done' ? t('done') : t('unknown')}
            </p>
            <LocalizedLink
              href="/membre"
              locale={locale}
              className="mt-7 inline-flex min-h-11 items-center rounded-full border border-line px-6 text-sm font-semibold text-ink hover:bg-surface-muted"
            >
              {t('back')}
            </LocalizedLink>
          </>
        )}
      </section>
    </div>
  )
}
