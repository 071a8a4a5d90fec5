import { ArrowRight } from 'lucide-react'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { LocalizedLink } from '@/components/Site/LocalizedLink'
import { localizedHref } from '@/i18n/routing'
import { sharePath, testPath } from '@/lib/personality'
import { getSharedResult, getTest } from '@/lib/personality/server'
import { pageContext } from '@/components/Site/page-context'

import { eyebrow, primaryButton } from './ui'
import { ProfileEmblem } from './visuals'

type Params = Promise<{ locale: string; token: string }>

async function load(params: Params) {
  const { token } = await params
  const context = await pageContext(params)
  const shared = await getSharedResult(token)
  const test = shared ? await getTest(shared.testSlug, context.locale) : null
  const profile = test?.profiles.find((candidate) => candidate.key === shared?.profile)
  if (!shared || !test || !profile) notFound()
  return { context, token, test, profile }
}

/** The share page's social image: drawn by ./share-image.tsx at `<share path>.png`. */
export const shareImagePath = (token: string) => `${sharePath(token)}.png`

export async function shareMetadata(params: Params): Promise<Metadata> {
  const { context, token, test, profile } = await load(params)
  const t = await getTranslations({ locale: context.locale, namespace: 'personality.shared' })
  return context.metadata({
    title: t('metaTitle', { profile: profile.name, test: test.title }),
    description: profile.summary,
    canonicalPath: sharePath(token),
    ogImage: localizedHref(shareImagePath(token), context.locale),
    noindex: true,
  })
}

/**
 * A shared result: the test and the profile obtained, its short summary and emblem — nothing about
 * the person (no name, no address, no answers, no points). A revoked link is a 404.
 */
export async function SharePage({ params }: { params: Params }) {
  const { context, test, profile } = await load(params)
  const { locale } = context
  const t = await getTranslations({ locale, namespace: 'personality.shared' })
  return (
    <div className="mx-auto max-w-3xl px-4 pt-12 pb-24 sm:px-6 lg:pt-16">
      <div className="rounded-[2rem] border border-line bg-gradient-to-br from-forest-50 to-surface p-8 text-center sm:p-12 dark:from-forest-950 dark:to-surface">
        <div className="flex justify-center">
          <ProfileEmblem color={profile.color} size={152} />
        </div>
        <p className={`${eyebrow} mt-8`}>{t('eyebrow', { test: test.title })}</p>
        <h1 className="mt-3 text-4xl leading-tight font-semibold tracking-tight text-ink sm:text-5xl">
          {profile.name}
        </h1>
        <p className="mx-auto mt-5 max-w-xl text-xl leading-relaxed text-ink">{profile.summary}</p>
        <LocalizedLink
          href={testPath(test.slug)}
          locale={locale}
          className={`${primaryButton} mt-9`}
        >
          {t('cta')}
          <ArrowRight className="size-4" aria-hidden="true" />
        </LocalizedLink>
      </div>
      <p className="mt-8 text-center text-sm text-ink-soft">{test.disclaimer}</p>
    </div>
  )
}
