import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { Notice } from '@/components/Site/Notice'
import { BOT_CHECK_TEST_PATH, isBotCheckTestPageEnabled } from '@/lib/bot-check/test-page'
import { getEnv } from '@/lib/platform/config/env'
import { pageContext } from '@/components/Site/page-context'

import { verifyBotCheckTestAction } from './bot-check-test-actions'
import { BotCheckTestForm } from './BotCheckTestForm.client'

type Params = Promise<{ locale: string }>
type Search = Promise<Record<string, string | string[] | undefined>>

const outcomes = ['ok', 'missing', 'invalid', 'expired', 'replayed'] as const

export async function botCheckTestMetadata(params: Params): Promise<Metadata> {
  if (!isBotCheckTestPageEnabled(getEnv())) notFound()
  const context = await pageContext(params)
  const t = await getTranslations({ locale: context.locale, namespace: 'botCheckTest' })
  return context.metadata({
    title: t('title'),
    description: t('text'),
    canonicalPath: BOT_CHECK_TEST_PATH,
    noindex: true,
  })
}

/**
 * The bot check's test page (src/lib/bot-check/test-page.ts): the widget, a button, and the server's
 * verdict. 404 in production; never in the sitemap.
 */
export async function BotCheckTestPage({
  params,
  searchParams,
}: {
  params: Params
  searchParams: Search
}) {
  if (!isBotCheckTestPageEnabled(getEnv())) notFound()
  const { locale } = await pageContext(params)
  const [t, query] = await Promise.all([
    getTranslations({ locale, namespace: 'botCheckTest' }),
    searchParams,
  ])
  const outcome = outcomes.find((candidate) => candidate === query.resultat)
  return (
    <div className="mx-auto max-w-2xl px-4 pt-12 pb-24 sm:px-6">
      <h1 className="text-3xl font-semibold tracking-tight text-ink">{t('title')}</h1>
      <p className="mt-3 text-ink-soft">{t('text')}</p>
      {outcome ? (
        <Notice tone={outcome === 'ok' ? 'success' : 'error'} className="mt-6">
          {t(`outcomes.${outcome}`)}
        </Notice>
      ) : null}
      <BotCheckTestForm action={verifyBotCheckTestAction} submitLabel={t('submit')} />
      <noscript>
        <p className="mt-4 text-ink-soft">{t('noScript')}</p>
      </noscript>
    </div>
  )
}
