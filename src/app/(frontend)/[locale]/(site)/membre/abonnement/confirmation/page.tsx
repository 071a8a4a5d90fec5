import { CheckCircle2, MailCheck } from 'lucide-react'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { Button } from '@/components/ui/button'
import { localizedHref } from '@/i18n/routing'
import { signedInSubscriptionView } from '@/lib/billing/member-view'
import { pageContext } from '@/components/Site/page-context'
import { formatDate } from '@/lib/platform/utils/dates'
import { privatePage } from '@/lib/platform/http/page-caching'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<{ type?: string }>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const context = await pageContext(params)
  const t = await getTranslations({ locale: context.locale, namespace: 'billing.done' })
  return context.metadata({
    title: t('title'),
    description: t('title'),
    canonicalPath: '/membre/abonnement/confirmation',
    noindex: true,
  })
}

const types = ['cancel', 'resume', 'withdrawal'] as const

/** The acknowledgement page after cancelling, resuming or withdrawing (with its e-mail). */
export default async function SubscriptionChangeDonePage({ params, searchParams }: Props) {
  privatePage()
  const { locale } = await pageContext(params)
  const view = await signedInSubscriptionView()
  const t = await getTranslations({ locale, namespace: 'billing.done' })
  const requested = (await searchParams).type
  const type = types.find((value) => value === requested) ?? 'cancel'
  const last = view?.rows[0]
  const text =
    type === 'withdrawal'
      ? t('withdrawal', {
          at: formatDate(last?.withdrawnAt ?? last?.endedAt, locale, { withTime: true }),
        })
      : type === 'resume'
        ? t('resume', { date: formatDate(view?.current?.currentPeriodEnd, locale) })
        : t('cancel', { date: formatDate(view?.current?.currentPeriodEnd, locale) })
  return (
    <div className="mx-auto max-w-xl px-4 pt-16 pb-24 text-center sm:px-6">
      <CheckCircle2
        className="mx-auto size-10 text-secondary dark:text-primary"
        aria-hidden="true"
      />
      <h1 className="mt-5 text-3xl font-semibold tracking-tight text-forest-900 dark:text-forest-50">
        {t(`${type}Title`)}
      </h1>
      <p className="mt-4 text-lg text-ink-soft" role="status">
        {text}
      </p>
      <p className="mt-4 flex items-center justify-center gap-2 text-sm text-ink-soft">
        <MailCheck className="size-4" aria-hidden="true" />
        {t('emailSent')}
      </p>
      <Button asChild className="mt-8" variant="secondary">
        <a href={localizedHref('/membre/abonnement', locale)}>{t('back')}</a>
      </Button>
    </div>
  )
}
