import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { Button } from '@/components/ui/button'
import { localizedHref } from '@/i18n/routing'
import { memberSubscriptionView } from '@/lib/billing/member-view'
import { memberFromCancellationToken } from '@/lib/billing/service'
import { getPayloadClient } from '@/lib/platform/payload/client'
import { pageContext } from '@/components/Site/page-context'
import { formatDate } from '@/lib/platform/utils/dates'

import { confirmCancellationAction } from '../../../../../../components/Billing/cancel-actions'
import { privatePage } from '@/lib/platform/http/page-caching'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<{ token?: string }>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const context = await pageContext(params)
  const t = await getTranslations({ locale: context.locale, namespace: 'billing.publicCancel' })
  return context.metadata({
    title: t('confirmTitle'),
    description: t('confirmTitle'),
    canonicalPath: '/resilier/confirmer',
    noindex: true,
  })
}

function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@')
  return `${local.slice(0, 2)}${'•'.repeat(Math.max(1, local.length - 2))}@${domain}`
}

/** Step 2 of the public cancellation: what will be cancelled, and the confirmation button. */
export default async function ConfirmPublicCancelPage({ params, searchParams }: Props) {
  privatePage()
  const { locale } = await pageContext(params)
  const t = await getTranslations({ locale, namespace: 'billing.publicCancel' })
  const { token } = await searchParams
  const payload = await getPayloadClient()
  const member = await memberFromCancellationToken(payload, token)
  const view = member ? await memberSubscriptionView(payload, member.id) : null
  const end = formatDate(view?.current?.currentPeriodEnd, locale)
  return (
    <div className="mx-auto max-w-xl px-4 pt-14 pb-24 sm:px-6">
      <h1 className="text-3xl font-semibold tracking-tight text-forest-900 dark:text-forest-50">
        {t('confirmTitle')}
      </h1>
      {member && view?.canCancel && token ? (
        <>
          <p className="mt-4 text-lg text-ink-soft">
            {t('confirmText', { email: maskEmail(member.email), date: end })}
          </p>
          <form action={confirmCancellationAction} className="mt-8">
            <input type="hidden" name="token" value={token} />
            <Button type="submit" variant="danger" size="lg">
              {t('confirm')}
            </Button>
          </form>
        </>
      ) : (
        <>
          <p role="alert" className="mt-4 text-ink-soft">
            {member ? t('errors.none') : t('errors.link')}
          </p>
          <Button asChild className="mt-6" variant="secondary">
            <a href={localizedHref('/resilier', locale)}>{t('again')}</a>
          </Button>
        </>
      )}
    </div>
  )
}
